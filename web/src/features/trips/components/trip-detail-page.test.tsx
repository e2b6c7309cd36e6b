import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionActorRef } from '@machines/session/session.machine';
import { UNDO_WINDOW_MS } from '@machines/trips/constants';
import { fakeClockUser, withFakeClock } from '@web-test/fake-clock';
import {
  answerByOperation,
  fakeGraphqlClient,
  renderWithRouter,
} from '@web-test/render-with-router';
import type { AnswersByOperation, FakeAnswer, SentOperation } from '@web-test/render-with-router';
import { startTestSession, storeSignedInSession } from '@web-test/session-fixtures';
import { tripDetail } from '@web-test/trip-fixtures';
import { TripDetailPage } from './trip-detail-page';

const KYOTO = {
  id: 't-kyoto',
  title: 'Kyoto in Autumn',
  startDate: '2026-11-10',
  endDate: '2026-11-12',
};

const item = (id: string, text: string, isCompleted = false) => ({
  __typename: 'ChecklistItem',
  id,
  item: text,
  isCompleted,
});
const fushimi = {
  __typename: 'TripDestination',
  id: 'd-fushimi',
  placeId: 'p-fushimi',
  name: 'Fushimi Inari Taisha',
  address: 'Fushimi Ward, Kyoto',
  types: ['shinto_shrine'],
  imageUrl: '/photos/fushimi.jpg',
};

/** Kyoto as the gateway answers it, with `changes` on top. */
const kyoto = (changes: Record<string, unknown> = {}) => ({ ...tripDetail(KYOTO), ...changes });
const answered = (field: string, trip: object): FakeAnswer => ({ data: { [field]: trip } });

const sessions: SessionActorRef[] = [];
afterEach(() => {
  sessions.splice(0).forEach((session) => session.stop());
});

/** Kyoto's page over a fake gateway; resolves once the trip shows. */
async function openTripPage(answers: AnswersByOperation, trip = kyoto()) {
  storeSignedInSession();
  const session = startTestSession();
  sessions.push(session);
  const { client, sent } = fakeGraphqlClient(
    answerByOperation({ Trip: () => answered('trip', trip), ...answers }),
  );
  const view = renderWithRouter(<TripDetailPage tripId={KYOTO.id} />, client, { session });
  await screen.findByRole('heading', { level: 1, name: KYOTO.title });
  const sentAs = (name: string): SentOperation[] =>
    sent.filter((operation) => operation.operationName === name);
  return { ...view, sentAs, user: userEvent.setup() };
}

/** Toasts are outside any dialog. */
const toastsWith = (text: string) =>
  screen.getAllByText(text).filter((element) => !screen.queryByRole('dialog')?.contains(element));

describe('trip page: checklist (spec 001 §2 "Checklist tab", §5, §8)', { timeout: 20_000 }, () => {
  it('adds an item: sent trimmed, toasted, the field cleared, the item listed', async () => {
    const { user, sentAs } = await openTripPage({
      AddChecklistItem: () =>
        answered('addChecklistItem', kyoto({ checklist: [item('i-1', 'Passport')] })),
    });
    await user.click(screen.getByRole('tab', { name: 'Checklist' }));
    expect(await screen.findByText('Your checklist is empty')).toBeInTheDocument();
    const field = await screen.findByRole('textbox', { name: 'New checklist item' });
    await user.type(field, '  Passport ');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('checkbox', { name: 'Passport' })).not.toBeChecked();
    expect(await screen.findByText('Item added to checklist')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(''));
    expect(sentAs('AddChecklistItem').map((operation) => operation.variables)).toEqual([
      { tripId: KYOTO.id, item: 'Passport' },
    ]);
  });

  it('cannot add a blank item', async () => {
    const { user } = await openTripPage({});
    await user.click(screen.getByRole('tab', { name: 'Checklist' }));
    await user.type(await screen.findByRole('textbox', { name: 'New checklist item' }), '   ');
    expect(await screen.findByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it("a refused item toasts the server's message and keeps the text", async () => {
    const { user } = await openTripPage({
      AddChecklistItem: () => ({
        errors: [
          { message: 'Only editors can change this trip', extensions: { code: 'FORBIDDEN' } },
        ],
      }),
    });
    await user.click(screen.getByRole('tab', { name: 'Checklist' }));
    const field = await screen.findByRole('textbox', { name: 'New checklist item' });
    await user.type(field, 'Passport');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Only editors can change this trip')).toBeInTheDocument();
    expect(field).toHaveValue('Passport');
  });

  it('ticks an item, the page following the answer', async () => {
    const { user, sentAs } = await openTripPage(
      {
        ToggleChecklistItem: () =>
          answered(
            'toggleChecklistItem',
            kyoto({ checklist: [item('i-1', 'Passport', true), item('i-2', 'Rail pass')] }),
          ),
      },
      kyoto({ checklist: [item('i-1', 'Passport'), item('i-2', 'Rail pass')] }),
    );
    await user.click(screen.getByRole('tab', { name: 'Checklist' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Passport' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Passport' })).toBeChecked());
    expect(sentAs('ToggleChecklistItem')[0]?.variables).toEqual({
      tripId: KYOTO.id,
      itemId: 'i-1',
      isCompleted: true,
    });
  });

  it('a tick shows before the answer and goes back when the toggle fails (issue 18)', async () => {
    let refuse: (answer: FakeAnswer) => void = () => undefined;
    const { user } = await openTripPage(
      {
        ToggleChecklistItem: () =>
          new Promise<FakeAnswer>((resolve) => {
            refuse = resolve;
          }),
      },
      kyoto({ checklist: [item('i-1', 'Passport')] }),
    );
    await user.click(screen.getByRole('tab', { name: 'Checklist' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Passport' }));
    // No answer yet: the tick is already there.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Passport' })).toBeChecked());
    act(() => refuse({ errors: [{ message: '' }] }));
    expect(await screen.findByText('Failed to update checklist item')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Passport' })).not.toBeChecked(),
    );
  });
});

describe(
  'trip page: removing a checklist item is undoable for 5 s (issue 18)',
  { timeout: 20_000 },
  () => {
    withFakeClock();
    const twoItems = kyoto({ checklist: [item('i-1', 'Passport'), item('i-2', 'Rail pass')] });

    async function removeRailPass(removeAnswer: () => FakeAnswer) {
      const page = await openTripPage({ RemoveChecklistItem: removeAnswer }, twoItems);
      const user = fakeClockUser();
      await user.click(screen.getByRole('tab', { name: 'Checklist' }));
      await user.click(await screen.findByRole('button', { name: 'Remove Rail pass' }));
      await waitFor(() =>
        expect(screen.queryByRole('checkbox', { name: 'Rail pass' })).not.toBeInTheDocument(),
      );
      expect(await screen.findByText('Rail pass deleted')).toBeInTheDocument();
      return { ...page, user };
    }

    it('Undo brings the item back and sends nothing', async () => {
      const { user, sentAs } = await removeRailPass(() =>
        answered('removeChecklistItem', kyoto({ checklist: [item('i-1', 'Passport')] })),
      );
      const undo = await screen.findByRole('button', { name: 'Undo' });
      undo.focus();
      expect(undo).toHaveFocus();
      await user.click(undo);
      expect(await screen.findByRole('checkbox', { name: 'Rail pass' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS * 2));
      expect(sentAs('RemoveChecklistItem')).toEqual([]);
      expect(screen.getByRole('checkbox', { name: 'Rail pass' })).toBeInTheDocument();
    });

    it('after 5 s the removal is sent and toasted; the item stays gone', async () => {
      const { sentAs } = await removeRailPass(() =>
        answered('removeChecklistItem', kyoto({ checklist: [item('i-1', 'Passport')] })),
      );
      act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS - 1));
      expect(sentAs('RemoveChecklistItem')).toEqual([]);
      act(() => vi.advanceTimersByTime(1));
      expect(await screen.findByText('Item removed from checklist')).toBeInTheDocument();
      expect(sentAs('RemoveChecklistItem')[0]?.variables).toEqual({
        tripId: KYOTO.id,
        itemId: 'i-2',
      });
      expect(screen.queryByRole('checkbox', { name: 'Rail pass' })).not.toBeInTheDocument();
    });

    it('a removal refused after 5 s brings the item back with the failure toast', async () => {
      await removeRailPass(() => ({ errors: [{ message: 'Checklist item not found' }] }));
      act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS));
      expect(await screen.findByText('Checklist item not found')).toBeInTheDocument();
      expect(await screen.findByRole('checkbox', { name: 'Rail pass' })).toBeInTheDocument();
    });
  },
);

describe(
  'trip page: details and destinations (spec 001 §2, §4, §5, §8)',
  { timeout: 20_000 },
  () => {
    it('saves an edit: the dialog closes, the toast shows, the header follows', async () => {
      const { user, sentAs } = await openTripPage({
        UpdateTrip: () => answered('updateTrip', kyoto({ title: 'Kyoto and Nara' })),
      });
      await user.click(screen.getByRole('button', { name: 'Edit Trip' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Edit Trip' }));
      const title = dialog.getByRole('textbox', { name: /Title/ });
      await user.clear(title);
      await user.type(title, 'Kyoto and Nara');
      await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Kyoto and Nara' }),
      ).toBeInTheDocument();
      expect(await screen.findByText('Trip updated successfully')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sentAs('UpdateTrip')[0]?.variables).toMatchObject({
        id: KYOTO.id,
        input: { title: 'Kyoto and Nara' },
      });
    });

    it("a refused edit keeps the dialog open with the server's message", async () => {
      const { user } = await openTripPage({
        UpdateTrip: () => ({
          errors: [{ message: 'You can only view this trip', extensions: { code: 'FORBIDDEN' } }],
        }),
      });
      await user.click(screen.getByRole('button', { name: 'Edit Trip' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Edit Trip' }));
      await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

      expect(await dialog.findByRole('alert')).toHaveTextContent('You can only view this trip');
      await waitFor(() => expect(toastsWith('You can only view this trip')).toHaveLength(1));
    });

    it('deletes the trip after confirming, then goes to /trips', async () => {
      const { user, router } = await openTripPage({
        DeleteTrip: () => ({ data: { deleteTrip: true } }),
      });
      await user.click(screen.getByRole('button', { name: 'Delete Trip' }));
      const confirm = within(await screen.findByRole('dialog', { name: 'Delete Trip' }));
      await user.click(confirm.getByRole('button', { name: 'Delete Trip' }));

      expect(await screen.findByText('Trip deleted successfully')).toBeInTheDocument();
      // The 1.5 s itself is pinned by the machine test on a simulated clock.
      await waitFor(() => expect(router.state.location.pathname).toBe('/trips'), { timeout: 5000 });
    });

    it('adds an activity to a day: the dialog closes once it is added', async () => {
      const activity = {
        __typename: 'Activity',
        id: 'a-1',
        title: 'Tea ceremony',
        startTime: null,
        endTime: null,
        notes: null,
        destinationId: null,
        memories: { __typename: 'ActivityMemories', photos: [], reflections: [] },
      };
      const { user, sentAs } = await openTripPage({
        AddActivity: () =>
          answered(
            'addActivity',
            kyoto({
              itineraryDays: [
                { __typename: 'ItineraryDay', day: 2, date: '2026-11-11', activities: [activity] },
              ],
            }),
          ),
      });
      await user.click(screen.getByRole('tab', { name: 'Itinerary' }));
      await user.click(await screen.findByRole('button', { name: 'Add Activity to Day 2' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Add Activity for Day 2' }));
      await user.type(dialog.getByRole('textbox', { name: /Activity title/ }), 'Tea ceremony');
      await user.click(dialog.getByRole('button', { name: 'Add Activity' }));

      expect(await screen.findByText('Activity added successfully')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const dayTwo = within(await screen.findByRole('region', { name: 'Day 2' }));
      expect(await dayTwo.findByText('Tea ceremony')).toBeInTheDocument();
      expect(sentAs('AddActivity')[0]?.variables).toMatchObject({
        tripId: KYOTO.id,
        day: 2,
        input: { title: 'Tea ceremony' },
      });
    });
  },
);

describe(
  'trip page: destinations and activities are removed with Undo, not confirmed (issue 18)',
  { timeout: 20_000 },
  () => {
    withFakeClock();
    const teaCeremony = {
      __typename: 'Activity',
      id: 'a-tea',
      title: 'Tea ceremony',
      startTime: null,
      endTime: null,
      notes: null,
      destinationId: null,
      memories: { __typename: 'ActivityMemories', photos: [], reflections: [] },
    };
    const withTea = kyoto({
      itineraryDays: [
        { __typename: 'ItineraryDay', day: 1, date: '2026-11-10', activities: [teaCeremony] },
      ],
    });

    it('a destination leaves at once with no confirmation; once the window passes it is sent and toasted', async () => {
      const { sentAs } = await openTripPage(
        { RemoveDestination: () => answered('removeDestination', kyoto()) },
        kyoto({ destinations: [fushimi] }),
      );
      const user = fakeClockUser();
      await user.click(await screen.findByRole('button', { name: 'Remove Fushimi Inari Taisha' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await screen.findByText('No destinations added yet')).toBeInTheDocument();
      expect(await screen.findByText('Fushimi Inari Taisha deleted')).toBeInTheDocument();
      // The exact window is pinned by the machine test on a simulated clock.
      act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS));
      expect(await screen.findByText('Destination removed successfully')).toBeInTheDocument();
      expect(sentAs('RemoveDestination')[0]?.variables).toEqual({
        tripId: KYOTO.id,
        destinationId: 'd-fushimi',
      });
    });

    it('Undo brings a removed activity back to its day and sends nothing', async () => {
      const { sentAs } = await openTripPage({}, withTea);
      const user = fakeClockUser();
      await user.click(screen.getByRole('tab', { name: 'Itinerary' }));
      const dayOne = within(await screen.findByRole('region', { name: 'Day 1' }));
      await user.click(await dayOne.findByRole('button', { name: 'Remove Tea ceremony' }));
      await waitFor(() => expect(dayOne.queryByText('Tea ceremony')).not.toBeInTheDocument());
      expect(await screen.findByText('Tea ceremony deleted')).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Undo' }));
      expect(await dayOne.findByText('Tea ceremony')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS * 2));
      expect(sentAs('RemoveActivity')).toEqual([]);
    });
  },
);
