import { describe, expect, it } from 'vitest';
import { user as userSchema } from '@contract/user';
import { getCatalogue } from '../places/catalogue';
import { createSeed, seedIds } from './seed';
import { PROFILE_PICTURES } from './stored-images';

const seed = createSeed(new Date(2026, 2, 10, 12));

describe('seed: travellers of user search (issue 13)', () => {
  it('adds at least 30 verified users, each with a stored JPEG picture of their own', () => {
    expect(seed.travellers.length).toBeGreaterThanOrEqual(30);
    const pictureIds = new Set(seed.profilePictures.map((picture) => picture.id));
    for (const traveller of seed.travellers) {
      const { profilePictureId, ...user } = traveller;
      expect(userSchema.strict().parse(user)).toEqual(user);
      expect(traveller.isVerified).toBe(true);
      expect(profilePictureId && pictureIds.has(profilePictureId)).toBe(true);
      expect(PROFILE_PICTURES.idOf(traveller.profilePic)).toBe(profilePictureId);
    }
    for (const picture of seed.profilePictures) {
      expect(picture.contentType).toBe('image/jpeg');
      // JPEG magic bytes.
      expect(atob(picture.base64).slice(0, 3)).toBe('\xff\xd8\xff');
    }
    expect(new Set(seed.profilePictures.map((picture) => picture.base64)).size).toBeGreaterThan(20);
  });

  it('keeps user names and ids unique, and ten or more names with an "a" (a real search list)', () => {
    const users = [...seed.users, ...seed.travellers];
    expect(new Set(users.map((user) => user.userName.toLowerCase())).size).toBe(users.length);
    expect(new Set(users.map((user) => user._id)).size).toBe(users.length);
    expect(seed.travellers.filter((user) => user.userName.includes('a')).length).toBeGreaterThan(
      10,
    );
  });
});

describe('seed: trips', () => {
  it('every destination names a place of the catalogue, by the same name', () => {
    const catalogue = getCatalogue();
    for (const trip of seed.trips) {
      for (const destination of trip.destinations) {
        const place = catalogue.resolve(destination.placeId);
        expect(place?.kind, destination.name).toBe('place');
        if (place?.kind === 'place') expect(place.stub.name).toBe(destination.name);
      }
    }
  });

  it("maya's upcoming trip has a link with joins on; her completed trip's link has public view off", () => {
    const byId = new Map(seed.trips.map((trip) => [trip._id, trip]));
    expect(byId.get(seedIds.trips.upcoming)?.sharing).toEqual({
      shareToken: seedIds.shareTokens.kyoto,
      allowPublicView: true,
      allowJoinRequests: true,
    });
    expect(byId.get(seedIds.trips.completed)?.sharing).toEqual({
      shareToken: seedIds.shareTokens.lisbon,
      allowPublicView: false,
      allowJoinRequests: false,
    });
    expect(byId.get(seedIds.trips.upcoming)?.collaborators).toEqual([
      { userId: seedIds.users.arjun, role: 'editor' },
      { userId: seedIds.users.lena, role: 'viewer' },
    ]);
  });
});
