import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionActorRef } from '@machines/session/session.machine';
import type { SessionUser } from '@machines/session/session.types';
import {
  answerByOperation,
  fakeGraphqlClient,
  renderWithRouter,
} from '@web-test/render-with-router';
import type { AnswersByOperation, FakeAnswer, SentOperation } from '@web-test/render-with-router';
import { maya, startTestSession, storeSignedInSession } from '@web-test/session-fixtures';
import { tripDetail } from '@web-test/trip-fixtures';
import { TripDetailPage } from './trip-detail-page';

const GOA = {
  id: 't-goa',
  title: 'Monsoon in Goa',
  startDate: '2026-07-01',
  endDate: '2026-07-03',
};

const member = (id: string, firstName: string | null, lastName: string | null = null) => ({
  __typename: 'TripMember',
  id,
  userName: id.replace('u-', ''),
  firstName,
  lastName,
  profilePic: null,
});
interface FakeMember {
  id: string;
  userName: string | null;
  firstName: string | null;
  lastName: string | null;
  profilePic: string | null;
}
const collaborator = (user: FakeMember, role: 'VIEWER' | 'EDITOR') => ({
  __typename: 'Collaborator',
  role,
  user,
});
const ARJUN = member('u-arjun', 'Arjun', 'Rao');
const LENA = member('u-lena', 'Lena');
const TEAM = [collaborator(ARJUN, 'EDITOR'), collaborator(LENA, 'VIEWER')];

const sessionUser = (id: string, userName: string): SessionUser => ({
  ...maya,
  id,
  userName,
  email: `${userName}@example.com`,
});

const ROLE_OF = {
  OWNER: { viewerCanEdit: true, viewerIsOwner: true, viewerRole: 'OWNER' },
  EDITOR: { viewerCanEdit: true, viewerIsOwner: false, viewerRole: 'EDITOR' },
  VIEWER: { viewerCanEdit: false, viewerIsOwner: false, viewerRole: 'VIEWER', sharing: null },
} as const;

/** Goa as the gateway answers it to `role`, with `changes` on top. */
const goa = (role: keyof typeof ROLE_OF = 'OWNER', changes: Record<string, unknown> = {}) => ({
  ...tripDetail(GOA),
  collaborators: TEAM,
  ...ROLE_OF[role],
  ...changes,
});
const answered = (field: string, trip: object | null): FakeAnswer => ({ data: { [field]: trip } });

const sessions: SessionActorRef[] = [];
afterEach(() => {
  sessions.splice(0).forEach((session) => session.stop());
});

/** Goa's page over a fake gateway, signed in as `user`, on the Collaborators tab. */
async function openCollaborators(
  answers: AnswersByOperation,
  { trip = goa(), user = maya }: { trip?: object | FakeAnswer; user?: SessionUser } = {},
) {
  storeSignedInSession(user);
  const session = startTestSession();
  sessions.push(session);
  const { client, sent } = fakeGraphqlClient(
    answerByOperation({
      Trip: () => ('data' in trip ? (trip as FakeAnswer) : answered('trip', trip)),
      ...answers,
    }),
  );
  const view = renderWithRouter(<TripDetailPage tripId={GOA.id} />, client, { session });
  await screen.findByRole('heading', { level: 1, name: GOA.title });
  const events = userEvent.setup();
  await events.click(screen.getByRole('tab', { name: 'Collaborators' }));
  await screen.findByText('Trip Creator');
  const sentAs = (name: string): SentOperation[] =>
    sent.filter((operation) => operation.operationName === name);
  return { ...view, sentAs, user: events };
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe('Collaborators tab (spec 001 §2, §4, §6; checklist 11.1–11.4, 11.8, 11.10–11.12)', () => {
  it('shows the owner as "Trip Creator" and each collaborator with picture or initial and role', async () => {
    await openCollaborators({});
    expect(within(card('Maya Patil')).getByText('Trip Creator')).toBeInTheDocument();
    expect(within(card('Maya Patil')).getByText('(You)')).toBeInTheDocument();
    expect(within(card('Arjun Rao')).getByText('Editor')).toBeInTheDocument();
    expect(within(card('Lena')).getByText('Viewer')).toBeInTheDocument();
    expect(within(card('Lena')).getByText('L')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeEnabled();
    expect(screen.queryByText('No collaborators yet')).not.toBeInTheDocument();
  });

  it('says "No collaborators yet" when there are none', async () => {
    await openCollaborators({}, { trip: goa('OWNER', { collaborators: [] }) });
    expect(screen.getByText('No collaborators yet')).toBeInTheDocument();
  });

  it('the owner changes a role inline: Save sends it and toasts; Cancel sends nothing', async () => {
    const { user, sentAs } = await openCollaborators({
      UpdateCollaboratorRole: () =>
        answered(
          'updateCollaboratorRole',
          goa('OWNER', { collaborators: [collaborator(ARJUN, 'VIEWER'), TEAM[1]] }),
        ),
    });
    await user.click(screen.getByRole('button', { name: 'Change role of Arjun Rao' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(within(card('Arjun Rao')).getByText('Editor')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change role of Arjun Rao' }));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of Arjun Rao' }),
      'Viewer',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Collaborator role updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Arjun Rao')).getByText('Viewer')).toBeInTheDocument());
    expect(sentAs('UpdateCollaboratorRole').map((operation) => operation.variables)).toEqual([
      { tripId: GOA.id, userId: 'u-arjun', role: 'VIEWER' },
    ]);
  });

  it('the owner removes someone after a confirmation naming them', async () => {
    const { user, sentAs } = await openCollaborators({
      RemoveCollaborator: () =>
        answered('removeCollaborator', goa('OWNER', { collaborators: [TEAM[1]] })),
    });
    await user.click(screen.getByRole('button', { name: 'Remove Arjun Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Collaborator' });
    expect(dialog).toHaveTextContent('Remove Arjun Rao from this trip?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Collaborator removed successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Arjun Rao' })).toBeNull());
    expect(sentAs('RemoveCollaborator').map((operation) => operation.variables)).toEqual([
      { tripId: GOA.id, userId: 'u-arjun' },
    ]);
  });

  it('a refusal shows the server message (a role changed meanwhile), not a raw error', async () => {
    const { user } = await openCollaborators({
      RemoveCollaborator: () => ({
        errors: [
          {
            message: 'Only the trip owner can remove collaborators',
            extensions: { code: 'FORBIDDEN' },
          },
        ],
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Remove Lena' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Collaborator' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('Only the trip owner can remove collaborators'),
    ).toBeInTheDocument();
  });

  it('an editor invites but neither edits roles nor removes anyone; Share and Delete show', async () => {
    await openCollaborators({}, { trip: goa('EDITOR'), user: sessionUser('u-arjun', 'arjun') });
    expect(screen.getByRole('button', { name: 'Invite' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Change role of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Share Trip' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete Trip' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Leave Trip' })).toBeEnabled();
  });

  it('a viewer sees no edit control at all, and may leave the trip (then /trips)', async () => {
    const { user, router, sentAs } = await openCollaborators(
      { RemoveCollaborator: () => answered('removeCollaborator', null) },
      { trip: goa('VIEWER'), user: sessionUser('u-lena', 'lena') },
    );
    expect(screen.getByText('You are in view-only mode for this trip.')).toBeInTheDocument();
    for (const name of ['Invite', 'Share Trip', 'Delete Trip', 'Edit Trip', /^Remove /]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    await user.click(screen.getByRole('button', { name: 'Leave Trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Trip' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave Trip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips'));
    expect(sentAs('RemoveCollaborator').map((operation) => operation.variables)).toEqual([
      { tripId: GOA.id, userId: 'u-lena' },
    ]);
  });

  it('toasts "Failed to fetch user details" when the member cards could not be loaded', async () => {
    const unnamed = { ...ARJUN, userName: null, firstName: null, lastName: null };
    await openCollaborators(
      {},
      {
        trip: {
          data: { trip: goa('OWNER', { collaborators: [collaborator(unnamed, 'EDITOR')] }) },
          errors: [
            {
              message: 'Failed to fetch user details',
              path: ['trip', 'collaborators', 0, 'user', 'userName'],
            },
          ],
        },
      },
    );
    // Toasted once the trips family's two retries (1 s, then 2 s) have failed too.
    expect(
      await screen.findByText('Failed to fetch user details', undefined, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Unknown User' })).toBeInTheDocument();
  });
});

describe('Add Collaborator (spec 001 §2, §5, §7, §9; checklist 11.5–11.7, 11.9)', () => {
  const found = (userName: string) => ({
    __typename: 'UserSearchResult',
    id: `u-${userName}`,
    userName,
    email: `${userName}@example.com`,
    profilePic: null,
  });

  it('searches once per typing burst; members cannot be chosen; adds the chosen user by keyboard as editor', async () => {
    const { user, sentAs } = await openCollaborators(
      {
        SearchUsers: () => ({ data: { searchUsers: [found('ana'), found('lena')] } }),
        AddCollaborator: () =>
          answered(
            'addCollaborator',
            goa('OWNER', {
              collaborators: [...TEAM, collaborator(member('u-ana', 'Ana'), 'EDITOR')],
            }),
          ),
      },
      { trip: goa('OWNER', { collaborators: [TEAM[1]] }) },
    );
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Collaborator' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Viewer' })).toBeChecked();

    await user.type(within(dialog).getByRole('textbox', { name: 'Search by user name' }), 'na');
    const ana = await within(dialog).findByRole('button', { name: /ana@example\.com/ });
    expect(sentAs('SearchUsers').map((operation) => operation.variables)).toEqual([
      { userName: 'na' },
    ]);
    const lena = within(dialog).getByRole('button', { name: /lena@example\.com/ });
    expect(lena).toBeDisabled();
    expect(lena).toHaveTextContent('Already on this trip');

    ana.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(ana).toHaveAttribute('aria-pressed', 'true'));
    await user.click(within(dialog).getByRole('radio', { name: 'Editor' }));
    await user.click(add);
    expect(await screen.findByText('Collaborator added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentAs('AddCollaborator').map((operation) => operation.variables)).toEqual([
      { tripId: GOA.id, userId: 'u-ana', role: 'EDITOR' },
    ]);
  });

  it('a failed add toasts the fallback and keeps the dialog', async () => {
    const { user } = await openCollaborators({
      SearchUsers: () => ({ data: { searchUsers: [found('ana')] } }),
      AddCollaborator: () => ({ error: new TypeError('Failed to fetch') }),
    });
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Collaborator' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Search by user name' }), 'ana');
    await user.click(await within(dialog).findByRole('button', { name: /ana@example\.com/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Failed to add collaborator')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Collaborator' })).toBeInTheDocument();
  });
});
