import { subDays } from 'date-fns';
import type { StoredImage, StoredUser } from './state';
import { seedAvatar } from './seed-avatars';
import { travellerId } from './seed-ids';
import { PROFILE_PICTURES } from './stored-images';

/**
 * More travellers to find in Add Collaborator's user search (issue 13): verified accounts with a
 * generated profile picture, beside the five accounts of CONTRACT.md (which stay as they are). They
 * sign in with the seed password like everyone else.
 */
const TRAVELLERS: readonly (readonly [userName: string, firstName: string, lastName: string])[] = [
  ['aarav', 'Aarav', 'Shah'],
  ['aisha_khan', 'Aisha', 'Khan'],
  ['alex.morgan', 'Alex', 'Morgan'],
  ['amara', 'Amara', 'Okafor'],
  ['ana.silva', 'Ana', 'Silva'],
  ['anika', 'Anika', 'Rao'],
  ['ben_carter', 'Ben', 'Carter'],
  ['carla.rossi', 'Carla', 'Rossi'],
  ['chen.wei', 'Wei', 'Chen'],
  ['daniela', 'Daniela', 'Ortiz'],
  ['diego_m', 'Diego', 'Martínez'],
  ['elena.popescu', 'Elena', 'Popescu'],
  ['farah', 'Farah', 'Haddad'],
  ['hana.sato', 'Hana', 'Sato'],
  ['ishaan', 'Ishaan', 'Verma'],
  ['jonas.berg', 'Jonas', 'Berg'],
  ['kavya', 'Kavya', 'Nair'],
  ['liam_obrien', 'Liam', "O'Brien"],
  ['lucia.garcia', 'Lucía', 'García'],
  ['marco.bianchi', 'Marco', 'Bianchi'],
  ['mateo', 'Mateo', 'Fernández'],
  ['mina.park', 'Mina', 'Park'],
  ['nadia', 'Nadia', 'Petrova'],
  ['omar.farouk', 'Omar', 'Farouk'],
  ['priya.patel', 'Priya', 'Patel'],
  ['rahul_das', 'Rahul', 'Das'],
  ['sara.lind', 'Sara', 'Lind'],
  ['sofia', 'Sofia', 'Andersson'],
  ['tariq', 'Tariq', 'Aziz'],
  ['yuki.tanaka', 'Yuki', 'Tanaka'],
  ['zara.ahmed', 'Zara', 'Ahmed'],
  ['zoe.martin', 'Zoé', 'Martin'],
];

export interface SeedTravellers {
  users: Omit<StoredUser, 'passwordHash'>[];
  pictures: StoredImage[];
}

export function seedTravellers(today: Date): SeedTravellers {
  const users: Omit<StoredUser, 'passwordHash'>[] = [];
  const pictures: StoredImage[] = [];
  TRAVELLERS.forEach(([userName, firstName, lastName], index) => {
    const pictureId = `seed-traveller-${index + 1}`;
    pictures.push(seedAvatar(pictureId, userName, today.getTime()));
    users.push({
      _id: travellerId(index),
      userName,
      email: `${userName.replace(/[._]/g, '')}@example.com`,
      firstName,
      lastName,
      profilePic: PROFILE_PICTURES.urlOf(pictureId),
      profilePictureId: pictureId,
      isVerified: true,
      role: 'user',
      createdAt: subDays(today, 30 + index * 7).toISOString(),
    });
  });
  return { users, pictures };
}
