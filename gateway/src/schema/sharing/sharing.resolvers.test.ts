import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sharingMessages } from '@contract/sharing-messages';
import { seedIds } from '@mocks/db/seed';
import { tripMessages } from '@mocks/trips/constants';
import { startTripStack, stopTripStack } from '../../testing/trip-stack';
import type { TripStack } from '../../testing/trip-stack';

/**
 * Collaborators and sharing through the gateway (issue 13): the GraphQL of sharing.graphql over the
 * in-process mock. Refusals keep the server's message with their code; the Collaborators tab's data
 * comes with the trip in one round trip; the shared trip needs no session.
 */

const KYOTO = seedIds.trips.upcoming;
const GOA = seedIds.trips.inProgress;
const { maya, arjun, lena, admin } = seedIds.users;
const KYOTO_TOKEN = seedIds.shareTokens.kyoto;

/** What the Collaborators tab reads, with the role and sharing of the caller. */
const COLLABORATORS = /* GraphQL */ `
  fragment Collaborators on Trip {
    id
    viewerRole
    viewerCanEdit
    viewerIsOwner
    owner {
      id
      userName
      firstName
      lastName
      profilePic
    }
    collaborators {
      role
      user {
        id
        userName
        firstName
        profilePic
      }
    }
    sharing {
      shareUrl
      shareToken
      settings {
        allowPublicView
        allowJoinRequests
      }
    }
  }
`;

interface CollaboratorsData {
  id: string;
  viewerRole: 'OWNER' | 'EDITOR' | 'VIEWER';
  viewerCanEdit: boolean;
  viewerIsOwner: boolean;
  owner: { id: string; userName: string | null; profilePic: string | null };
  collaborators: {
    role: 'VIEWER' | 'EDITOR';
    user: {
      id: string;
      userName: string | null;
      firstName: string | null;
      profilePic: string | null;
    };
  }[];
  sharing: {
    shareUrl: string | null;
    shareToken: string | null;
    settings: { allowPublicView: boolean; allowJoinRequests: boolean };
  } | null;
}

let stack: TripStack;

beforeAll(async () => {
  stack = await startTripStack();
});
afterEach(async () => {
  await stack.mock.reset();
});
afterAll(async () => {
  await stopTripStack(stack);
});

async function run(
  userName: string | null,
  query: string,
  variables: Record<string, unknown> = {},
  extraHeaders: Record<string, string> = {},
) {
  const headers = userName ? await stack.bearerFor(userName) : {};
  return stack.gateway.graphql<Record<string, unknown>>(query, variables, {
    ...headers,
    ...extraHeaders,
  });
}

function userIdOf(userName: string): string {
  const user = stack.mock.db.users.findByUserName(userName);
  if (!user) throw new Error(`no seeded user ${userName}`);
  return user._id;
}

async function tripAs(userName: string, tripId = KYOTO): Promise<CollaboratorsData> {
  const answer = await run(
    userName,
    `query ($id: ID!) { trip(id: $id) { ...Collaborators } }\n${COLLABORATORS}`,
    { id: tripId },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.['trip'] as CollaboratorsData;
}

describe('Trip: viewerRole, sharing and the Collaborators tab in one round trip', () => {
  it('answers owner, members with names, pictures and roles, with one trip call and one cards call', async () => {
    const headers = await stack.bearerFor('maya');
    const mark = stack.logMark();
    const answer = await stack.gateway.graphql<{ trip: CollaboratorsData }>(
      `query ($id: ID!) { trip(id: $id) { ...Collaborators } }\n${COLLABORATORS}`,
      { id: KYOTO },
      headers,
    );
    expect(answer.errors).toBeUndefined();
    expect(stack.restCallsSince(mark)).toEqual([
      'GET /api/v1/trip/get-trip-details',
      'GET /api/v1/user/collaboraters-info',
    ]);
    const trip = answer.data?.trip;
    expect(trip).toMatchObject({
      viewerRole: 'OWNER',
      viewerIsOwner: true,
      owner: { id: maya, userName: 'maya' },
      collaborators: [
        { role: 'EDITOR', user: { id: arjun, userName: 'arjun', firstName: 'Arjun' } },
        { role: 'VIEWER', user: { id: lena, userName: 'lena', firstName: 'Lena' } },
      ],
      sharing: {
        shareToken: KYOTO_TOKEN,
        shareUrl: `${stack.gateway.url}/shared-trip/${KYOTO_TOKEN}`,
        settings: { allowPublicView: true, allowJoinRequests: true },
      },
    });
  });

  it('answers each member their role: arjun EDITOR with sharing, lena VIEWER without', async () => {
    expect(await tripAs('arjun')).toMatchObject({
      viewerRole: 'EDITOR',
      viewerCanEdit: true,
      viewerIsOwner: false,
      sharing: { shareToken: KYOTO_TOKEN },
    });
    expect(await tripAs('lena')).toMatchObject({
      viewerRole: 'VIEWER',
      viewerCanEdit: false,
      sharing: null,
    });
  });

  it("builds the share URL on the browser's origin (the Origin header), e.g. through the dev proxy", async () => {
    const answer = await run(
      'maya',
      `query ($id: ID!) { trip(id: $id) { sharing { shareUrl } } }`,
      { id: KYOTO },
      { origin: 'http://localhost:5173' },
    );
    expect(answer.data?.['trip']).toEqual({
      sharing: { shareUrl: `http://localhost:5173/shared-trip/${KYOTO_TOKEN}` },
    });
  });

  it('a trip without a link answers no URL and the default settings', async () => {
    expect((await tripAs('maya', GOA)).sharing).toEqual({
      shareUrl: null,
      shareToken: null,
      settings: { allowPublicView: true, allowJoinRequests: false },
    });
  });
});

describe('searchUsers', () => {
  it('answers at most 10 users with id, name, e-mail and a picture through the gateway', async () => {
    const answer = await run(
      'maya',
      `{ searchUsers(userName: "a") { id userName email profilePic } }`,
    );
    expect(answer.errors).toBeUndefined();
    const users = answer.data?.['searchUsers'] as {
      id: string;
      userName: string;
      email: string;
      profilePic: string | null;
    }[];
    expect(users).toHaveLength(10);
    expect(users.map((user) => user.id)).not.toContain(maya);
    const withPicture = users.find((user) => user.profilePic);
    expect(withPicture?.profilePic).toMatch(/^\/photos\/profile-pictures\//);
    const image = await fetch(`${stack.gateway.url}${withPicture?.profilePic ?? ''}`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('is UNAUTHENTICATED without a session', async () => {
    const answer = await run(null, `{ searchUsers(userName: "a") { id } }`);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

const ADD = `mutation ($tripId: ID!, $userId: ID!, $role: CollaboratorRole!) {
  addCollaborator(tripId: $tripId, userId: $userId, role: $role) { ...Collaborators }
}\n${COLLABORATORS}`;
const REMOVE = `mutation ($tripId: ID!, $userId: ID!) {
  removeCollaborator(tripId: $tripId, userId: $userId) { ...Collaborators }
}\n${COLLABORATORS}`;
const UPDATE_ROLE = `mutation ($tripId: ID!, $userId: ID!, $role: CollaboratorRole!) {
  updateCollaboratorRole(tripId: $tripId, userId: $userId, role: $role) { ...Collaborators }
}\n${COLLABORATORS}`;

describe('addCollaborator / updateCollaboratorRole / removeCollaborator', () => {
  it('maya invites priya as editor, changes her to viewer, removes her: each answers the trip with its cards', async () => {
    const priya = userIdOf('priya.patel');
    const added = await run('maya', ADD, { tripId: KYOTO, userId: priya, role: 'EDITOR' });
    expect(added.errors).toBeUndefined();
    const afterAdd = added.data?.['addCollaborator'] as CollaboratorsData;
    expect(afterAdd.collaborators.at(-1)).toMatchObject({
      role: 'EDITOR',
      user: { id: priya, userName: 'priya.patel', firstName: 'Priya' },
    });
    expect(afterAdd.collaborators.at(-1)?.user.profilePic).toMatch(/^\/photos\/profile-pictures\//);

    const changed = await run('maya', UPDATE_ROLE, {
      tripId: KYOTO,
      userId: priya,
      role: 'VIEWER',
    });
    expect(changed.errors).toBeUndefined();
    expect(
      (changed.data?.['updateCollaboratorRole'] as CollaboratorsData).collaborators.at(-1)?.role,
    ).toBe('VIEWER');

    const removed = await run('maya', REMOVE, { tripId: KYOTO, userId: priya });
    expect(removed.errors).toBeUndefined();
    expect(
      (removed.data?.['removeCollaborator'] as CollaboratorsData).collaborators.map(
        (c) => c.user.id,
      ),
    ).toEqual([arjun, lena]);
  });

  it('arjun (editor) may invite', async () => {
    const answer = await run('arjun', ADD, { tripId: KYOTO, userId: admin, role: 'VIEWER' });
    expect(answer.errors).toBeUndefined();
  });

  it.each([
    [
      'a member twice: CONFLICT',
      'maya',
      ADD,
      { userId: lena, role: 'VIEWER' },
      'CONFLICT',
      sharingMessages.alreadyCollaborator,
    ],
    [
      'the owner: CONFLICT',
      'maya',
      ADD,
      { userId: maya, role: 'VIEWER' },
      'CONFLICT',
      sharingMessages.ownerIsNotACollaborator,
    ],
    [
      'an unknown user: NOT_FOUND',
      'maya',
      ADD,
      { userId: '0123456789abcdef01234567', role: 'VIEWER' },
      'NOT_FOUND',
      sharingMessages.userNotFound,
    ],
    [
      'lena inviting: FORBIDDEN',
      'lena',
      ADD,
      { userId: admin, role: 'VIEWER' },
      'FORBIDDEN',
      sharingMessages.noInvitePermission,
    ],
    [
      'arjun changing a role: FORBIDDEN',
      'arjun',
      UPDATE_ROLE,
      { userId: lena, role: 'EDITOR' },
      'FORBIDDEN',
      sharingMessages.onlyOwnerChangesRoles,
    ],
    [
      'arjun removing lena: FORBIDDEN',
      'arjun',
      REMOVE,
      { userId: lena },
      'FORBIDDEN',
      sharingMessages.onlyOwnerRemoves,
    ],
    [
      'admin (stranger) removing lena: FORBIDDEN',
      'admin',
      REMOVE,
      { userId: lena },
      'FORBIDDEN',
      tripMessages.noViewPermission,
    ],
  ])(
    'refuses %s, with the server message, and changes nothing',
    async (_name, as, mutation, variables, code, message) => {
      const before = stack.mock.db.trips.findById(KYOTO);
      const answer = await run(as, mutation, { tripId: KYOTO, ...variables });
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code } });
      expect(stack.mock.db.trips.findById(KYOTO)).toEqual(before);
    },
  );

  it('lena leaves the trip: null, and she can no longer read it', async () => {
    const answer = await run('lena', REMOVE, { tripId: KYOTO, userId: lena });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['removeCollaborator']).toBeNull();
    const after = await run('lena', `query ($id: ID!) { trip(id: $id) { id } }`, { id: KYOTO });
    expect(after.errors?.[0]).toMatchObject({
      message: tripMessages.noViewPermission,
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('generateShareLink / updateSharingSettings', () => {
  const GENERATE = `mutation ($tripId: ID!) {
    generateShareLink(tripId: $tripId) { shareUrl shareToken settings { allowPublicView allowJoinRequests } }
  }`;
  const SETTINGS = `mutation ($tripId: ID!, $view: Boolean!, $join: Boolean!) {
    updateSharingSettings(tripId: $tripId, allowPublicView: $view, allowJoinRequests: $join) {
      shareUrl settings { allowPublicView allowJoinRequests }
    }
  }`;

  it('makes a link on the app origin with the defaults, and answers the same one again', async () => {
    const first = await run('maya', GENERATE, { tripId: GOA });
    expect(first.errors).toBeUndefined();
    const link = first.data?.['generateShareLink'] as {
      shareUrl: string;
      shareToken: string;
      settings: unknown;
    };
    expect(link.shareUrl).toBe(`${stack.gateway.url}/shared-trip/${link.shareToken}`);
    expect(link.settings).toEqual({ allowPublicView: true, allowJoinRequests: false });
    const again = await run('maya', GENERATE, { tripId: GOA });
    expect((again.data?.['generateShareLink'] as { shareUrl: string }).shareUrl).toBe(
      link.shareUrl,
    );
  });

  it('saves both settings for the owner and editors', async () => {
    const answer = await run('arjun', SETTINGS, { tripId: KYOTO, view: false, join: false });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['updateSharingSettings']).toEqual({
      shareUrl: `${stack.gateway.url}/shared-trip/${KYOTO_TOKEN}`,
      settings: { allowPublicView: false, allowJoinRequests: false },
    });
  });

  it('is FORBIDDEN for lena (viewer) with the server message', async () => {
    for (const [mutation, variables] of [
      [GENERATE, { tripId: KYOTO }],
      [SETTINGS, { tripId: KYOTO, view: false, join: false }],
    ] as const) {
      const answer = await run('lena', mutation, variables);
      expect(answer.errors?.[0]).toMatchObject({
        message: sharingMessages.noSharePermission,
        extensions: { code: 'FORBIDDEN' },
      });
    }
  });
});

describe('sharedTrip / joinSharedTrip', () => {
  const SHARED = `query ($token: ID!) {
    sharedTrip(shareToken: $token) {
      id shareToken title description startDate endDate coverImage isCompleted ownerName ownerProfilePic
      destinations { id name placeId }
      itineraryDays { day date activities { id title } }
      collaboratorCount dayCount plannedDayCount allowJoinRequests viewerIsMember
    }
  }`;
  const JOIN = `mutation ($token: ID!) { joinSharedTrip(shareToken: $token) }`;

  it('answers a guest without a session, with the page stats', async () => {
    const answer = await run(null, SHARED, { token: KYOTO_TOKEN });
    expect(answer.errors).toBeUndefined();
    const trip = answer.data?.['sharedTrip'] as Record<string, unknown>;
    expect(trip).toMatchObject({
      id: KYOTO,
      shareToken: KYOTO_TOKEN,
      title: 'Kyoto in Autumn',
      ownerName: 'Maya Kulkarni',
      ownerProfilePic: null,
      isCompleted: false,
      collaboratorCount: 2,
      // 12 to 18 days from the seed day: a difference of 6 (RESOLUTIONS 6.14).
      dayCount: 6,
      plannedDayCount: 3,
      allowJoinRequests: true,
      viewerIsMember: false,
    });
    expect(trip['itineraryDays']).toHaveLength(7);
    expect(trip['destinations']).toHaveLength(3);
  });

  it.each([
    ['maya (owner)', 'maya', true],
    ['lena (viewer)', 'lena', true],
    ['admin (not a member)', 'admin', false],
  ])('viewerIsMember for %s is %s', async (_name, as, member) => {
    const answer = await run(as, SHARED, { token: KYOTO_TOKEN });
    expect((answer.data?.['sharedTrip'] as { viewerIsMember: boolean }).viewerIsMember).toBe(
      member,
    );
  });

  it('NOT_FOUND with the server message for an unknown token and for public view off', async () => {
    const unknown = await run(null, SHARED, { token: 'nope' });
    expect(unknown.errors?.[0]).toMatchObject({
      message: sharingMessages.sharedTripNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
    const off = await run(null, SHARED, { token: seedIds.shareTokens.lisbon });
    expect(off.errors?.[0]).toMatchObject({
      message: sharingMessages.publicViewOff,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('admin joins as a viewer: answers the trip id, and is then a member', async () => {
    const answer = await run('admin', JOIN, { token: KYOTO_TOKEN });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['joinSharedTrip']).toBe(KYOTO);
    expect((await tripAs('admin')).viewerRole).toBe('VIEWER');
    const view = await run('admin', SHARED, { token: KYOTO_TOKEN });
    expect((view.data?.['sharedTrip'] as { viewerIsMember: boolean }).viewerIsMember).toBe(true);
  });

  it('refuses a member (CONFLICT), joins off (FORBIDDEN) and a guest (UNAUTHENTICATED)', async () => {
    const member = await run('lena', JOIN, { token: KYOTO_TOKEN });
    expect(member.errors?.[0]).toMatchObject({
      message: sharingMessages.alreadyMember,
      extensions: { code: 'CONFLICT' },
    });
    const guest = await run(null, JOIN, { token: KYOTO_TOKEN });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await run(
      'maya',
      `mutation { updateSharingSettings(tripId: "${KYOTO}", allowPublicView: true, allowJoinRequests: false) { shareUrl } }`,
    );
    const off = await run('admin', JOIN, { token: KYOTO_TOKEN });
    expect(off.errors?.[0]).toMatchObject({
      message: sharingMessages.joinsOff,
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
