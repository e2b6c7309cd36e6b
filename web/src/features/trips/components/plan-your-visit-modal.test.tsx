import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionActorRef } from '@machines/session/session.machine';
import type { DestinationInput } from '@machines/trips/trip';
import {
  answerByOperation,
  fakeGraphqlClient,
  renderWithRouter,
} from '@web-test/render-with-router';
import type { AnswersByOperation, FakeAnswer } from '@web-test/render-with-router';
import { startTestSession, storeSignedInSession } from '@web-test/session-fixtures';
import {
  fixTripsTestDate,
  pickTenthToFifteenth,
  tripCard,
  tripDetail,
} from '@web-test/trip-fixtures';
import { PlanYourVisitModal } from './plan-your-visit-modal';

const SENSO_JI: DestinationInput = {
  placeId: 'ChIJ8T1GpMGOGGARDYGSgpooDWw',
  name: 'Senso-ji',
  formattedAddress: '2 Chome-3-1 Asakusa, Taito City, Tokyo 111-0032, Japan',
  photoRef: 'places/ChIJ8T1GpMGOGGARDYGSgpooDWw/photos/gate',
  rating: 4.5,
  googleMapsUrl: 'https://maps.google.com/?cid=1',
  latitude: 35.7148,
  longitude: 139.7967,
  types: ['buddhist_temple', 'tourist_attraction'],
};

const KYOTO = {
  id: 't-kyoto',
  title: 'Kyoto in Autumn',
  startDate: '2026-11-10',
  endDate: '2026-11-16',
};
const SOMEDAY = { id: 't-someday', title: 'Someday: Patagonia' };
const TOKYO = { id: 't-tokyo', title: 'Trip to Senso-ji' };

type Answers = AnswersByOperation;

fixTripsTestDate();

const sessions: SessionActorRef[] = [];
afterEach(() => {
  sessions.splice(0).forEach((session) => session.stop());
});

/** The modal for Senso-ji, signed in as maya, over a fake gateway; resolves once it shows. */
async function openModal(answers: Answers) {
  storeSignedInSession();
  const session = startTestSession();
  sessions.push(session);
  const { client, sent } = fakeGraphqlClient(answerByOperation(answers));
  const onClose = vi.fn();
  const view = renderWithRouter(
    <PlanYourVisitModal destination={SENSO_JI} onClose={onClose} />,
    client,
    { session },
  );
  const count = (name: string) => sent.filter((operation) => operation.operationName === name);
  const modal = () => within(screen.getByRole('dialog', { name: 'Plan Your Visit' }));
  await screen.findByRole('dialog', { name: 'Plan Your Visit' });
  return { ...view, onClose, count, modal, user: userEvent.setup() };
}

const tripsAnswer = (): FakeAnswer => ({ data: { myTrips: [KYOTO, SOMEDAY].map(tripCard) } });

/** A promise the test settles when it has looked at the screen. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe(
  'Plan Your Visit (spec 001 §2 "Plan Your Visit modal", §5, §8)',
  { timeout: 20_000 },
  () => {
    it('shows the place as a summary, with Cancel and "Create Trip"', async () => {
      const { user, onClose, modal } = await openModal({ MyTrips: tripsAnswer });
      const summary = within(modal().getByLabelText('Destination'));
      expect(summary.getByText('Senso-ji')).toBeInTheDocument();
      expect(summary.getByText(SENSO_JI.formattedAddress ?? '')).toBeInTheDocument();
      expect(modal().getByRole('textbox', { name: /Trip Title/ })).toHaveValue('Trip to Senso-ji');
      expect(modal().getByRole('button', { name: 'Create Trip' })).toBeEnabled();

      await user.click(modal().getByRole('button', { name: 'Cancel' }));
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('lists the trips as title plus date range under "Select Trip", and submits "Add to Trip"', async () => {
      const { user, modal } = await openModal({ MyTrips: tripsAnswer });
      await user.click(modal().getByRole('radio', { name: 'Add to Existing Trip' }));
      const select = await modal().findByLabelText(/Select Trip/, { selector: 'input' });
      expect(select).toBeRequired();
      await user.click(select);
      const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
      // A trip without dates has no range to show.
      expect(options).toEqual([
        'Kyoto in Autumn · Nov 10, 2026 - Nov 16, 2026',
        'Someday: Patagonia',
      ]);
      expect(await modal().findByRole('button', { name: 'Add to Trip' })).toBeInTheDocument();
      expect(modal().queryByRole('button', { name: 'Create Trip' })).not.toBeInTheDocument();
    });

    it('says "Processing..." while the trip is created, then opens it', async () => {
      const answer = deferred<FakeAnswer>();
      const { user, router, modal, onClose, count } = await openModal({
        MyTrips: tripsAnswer,
        CreateTrip: () => answer.promise,
      });
      await pickTenthToFifteenth(user);
      await user.click(modal().getByRole('button', { name: 'Create Trip' }));

      const working = await modal().findByRole('button', { name: 'Processing...' });
      expect(working).toBeDisabled();
      const sent = count('CreateTrip')[0]?.variables.input as Record<string, unknown> | undefined;
      expect(sent).toMatchObject({
        title: 'Trip to Senso-ji',
        destinations: [{ placeId: SENSO_JI.placeId }],
      });

      answer.resolve({ data: { createTrip: tripDetail(TOKYO) } });
      await waitFor(() => expect(router.state.location.pathname).toBe(`/trips/${TOKYO.id}`));
      expect(onClose).toHaveBeenCalled();
    });

    it('says "Processing..." while the place is added to the chosen trip, then opens that trip', async () => {
      const answer = deferred<FakeAnswer>();
      const { user, router, modal, count } = await openModal({
        MyTrips: tripsAnswer,
        AddDestination: () => answer.promise,
      });
      await user.click(modal().getByRole('radio', { name: 'Add to Existing Trip' }));
      await user.click(await modal().findByLabelText(/Select Trip/, { selector: 'input' }));
      await user.click(await screen.findByRole('option', { name: /Kyoto in Autumn/ }));
      await user.click(modal().getByRole('button', { name: 'Add to Trip' }));

      expect(await modal().findByRole('button', { name: 'Processing...' })).toBeDisabled();
      expect(count('AddDestination')[0]?.variables).toMatchObject({
        tripId: KYOTO.id,
        input: { placeId: SENSO_JI.placeId, name: 'Senso-ji' },
      });
      answer.resolve({ data: { addDestination: tripDetail(KYOTO) } });
      await waitFor(() => expect(router.state.location.pathname).toBe(`/trips/${KYOTO.id}`));
    });

    it('goes to /trips when the trip was created but no id came back', async () => {
      const { user, router, modal } = await openModal({
        MyTrips: tripsAnswer,
        CreateTrip: () => ({ data: { createTrip: null } }),
      });
      await pickTenthToFifteenth(user);
      await user.click(modal().getByRole('button', { name: 'Create Trip' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/trips'));
    });

    it('refuses a new trip without a title or dates, and sends nothing', async () => {
      const { user, modal, count } = await openModal({ MyTrips: tripsAnswer });
      await user.clear(modal().getByRole('textbox', { name: /Trip Title/ }));
      await user.click(modal().getByRole('button', { name: 'Create Trip' }));

      expect(await modal().findByText('Trip title is required')).toBeInTheDocument();
      expect(await modal().findByText('Both start and end dates are required')).toBeInTheDocument();
      expect(count('CreateTrip')).toHaveLength(0);

      await user.type(modal().getByRole('textbox', { name: /Trip Title/ }), 'Tokyo temples');
      await user.click(modal().getByRole('button', { name: 'Create Trip' }));
      await waitFor(() =>
        expect(modal().queryByText('Trip title is required')).not.toBeInTheDocument(),
      );
      expect(await modal().findByText('Both start and end dates are required')).toBeInTheDocument();
      expect(count('CreateTrip')).toHaveLength(0);

      // The dates message goes once both dates are chosen.
      await pickTenthToFifteenth(user);
      await waitFor(() =>
        expect(
          modal().queryByText('Both start and end dates are required'),
        ).not.toBeInTheDocument(),
      );
    });

    it('refuses to add the place before a trip is selected, and sends nothing', async () => {
      const { user, modal, count } = await openModal({ MyTrips: tripsAnswer });
      await user.click(modal().getByRole('radio', { name: 'Add to Existing Trip' }));
      await modal().findByLabelText(/Select Trip/, { selector: 'input' });
      await user.click(modal().getByRole('button', { name: 'Add to Trip' }));

      expect(await modal().findByText('Please select a trip')).toBeInTheDocument();
      expect(count('AddDestination')).toHaveLength(0);
    });

    it("shows a failed creation's message inside the modal, keeping what was typed", async () => {
      const { user, router, modal, onClose } = await openModal({
        MyTrips: tripsAnswer,
        CreateTrip: () => ({
          errors: [{ message: 'Trip title is too long', extensions: { code: 'BAD_USER_INPUT' } }],
        }),
      });
      const title = modal().getByRole('textbox', { name: /Trip Title/ });
      await user.clear(title);
      await user.type(title, 'Tokyo temples');
      await pickTenthToFifteenth(user);
      await user.click(modal().getByRole('button', { name: 'Create Trip' }));

      expect(await modal().findByRole('alert')).toHaveTextContent('Trip title is too long');
      expect(modal().getByRole('textbox', { name: /Trip Title/ })).toHaveValue('Tokyo temples');
      expect(
        modal().getByRole('button', { name: /^\w{3} 10, \d{4} - \w{3} 15, \d{4}$/ }),
      ).toBeInTheDocument();
      expect(modal().getByRole('button', { name: 'Create Trip' })).toBeEnabled();
      expect(onClose).not.toHaveBeenCalled();
      expect(router.state.location.pathname).toBe('/');
    });
  },
);
