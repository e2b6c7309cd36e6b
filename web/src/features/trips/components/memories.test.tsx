import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionActorRef } from '@machines/session/session.machine';
import {
  answerByOperation,
  fakeGraphqlClient,
  renderWithRouter,
} from '@web-test/render-with-router';
import type { AnswersByOperation, FakeAnswer, SentOperation } from '@web-test/render-with-router';
import { maya, startTestSession, storeSignedInSession } from '@web-test/session-fixtures';
import { fixTripsTestDate, tripDetail } from '@web-test/trip-fixtures';
import { TripDetailPage } from './trip-detail-page';

/** Memories on the Itinerary tab (spec 001 §2, §4, §5, §6, §8; checklist 13.1–13.14, 11.12). */

fixTripsTestDate(); // today: June 1, 2026

beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

const member = (id: string, firstName: string, lastName: string) => ({
  __typename: 'TripMember',
  id,
  userName: id.replace('u-', ''),
  firstName,
  lastName,
  profilePic: null,
});
const MAYA = member('u-maya', 'Maya', 'Patil');
const ANA = member('u-ana', 'Ana', 'Silva');

const photo = (n: number, uploader = MAYA) => ({
  __typename: 'MemoryPhoto',
  url: `/photos/activity-photos/p${n}`,
  uploadedAt: `2026-05-0${n}T10:0${n}:00.000Z`,
  uploader,
});
const reflection = (text: string, createdAt: string, author = MAYA) => ({
  __typename: 'Reflection',
  text,
  createdAt,
  author,
});
const activity = (
  id: string,
  title: string,
  memories: { photos?: object[]; reflections?: object[] } = {},
) => ({
  __typename: 'Activity',
  id,
  title,
  startTime: null,
  endTime: null,
  notes: null,
  destinationId: null,
  memories: {
    __typename: 'ActivityMemories',
    photos: memories.photos ?? [],
    reflections: memories.reflections ?? [],
  },
});

const LISBON = { id: 't-lisbon', title: 'Lisbon Long Weekend' };
const ROLES = {
  OWNER: { viewerCanEdit: true, viewerIsOwner: true, viewerRole: 'OWNER' },
  VIEWER: { viewerCanEdit: false, viewerIsOwner: false, viewerRole: 'VIEWER' },
} as const;

/** A trip on day 1 with a castle (3 photos, 2 reflections), a tram (1 photo) and a plain walk. */
function lisbon({
  role = 'OWNER',
  startDate = '2026-06-10',
  endDate = '2026-06-11',
  tram = [photo(4)],
}: {
  role?: keyof typeof ROLES;
  startDate?: string;
  endDate?: string;
  tram?: object[];
} = {}) {
  return {
    ...tripDetail({ ...LISBON, startDate, endDate }),
    ...ROLES[role],
    itineraryDays: [
      {
        __typename: 'ItineraryDay',
        day: 1,
        date: startDate,
        activities: [
          activity('a-castle', 'Castle at sunset', {
            photos: [photo(1), photo(2, ANA), photo(3)],
            reflections: [
              reflection('Later words.', '2026-05-02T19:30:00.000Z', ANA),
              reflection('First words.', '2026-05-02T18:05:00.000Z'),
            ],
          }),
          activity('a-tram', 'Tram 28', { photos: tram }),
          activity('a-walk', 'Alfama walk'),
        ],
      },
    ],
  };
}
const answered = (field: string, trip: object): FakeAnswer => ({ data: { [field]: trip } });

const sessions: SessionActorRef[] = [];
afterEach(() => {
  sessions.splice(0).forEach((session) => session.stop());
});

async function openItinerary(trip: object, answers: AnswersByOperation = {}, tab = true) {
  storeSignedInSession(maya);
  const session = startTestSession();
  sessions.push(session);
  const { client, sent } = fakeGraphqlClient(
    answerByOperation({ Trip: () => answered('trip', trip), ...answers }),
  );
  renderWithRouter(<TripDetailPage tripId={LISBON.id} />, client, { session });
  await screen.findByRole('heading', { level: 1, name: LISBON.title });
  const user = userEvent.setup();
  if (tab) await user.click(screen.getByRole('tab', { name: 'Itinerary' }));
  const sentAs = (name: string): SentOperation[] =>
    sent.filter((operation) => operation.operationName === name);
  return { user, sentAs };
}

const memoriesOf = (title: string) => screen.findByRole('region', { name: `Memories: ${title}` });

describe('the memories area', () => {
  it('shows thumbnails and reflections oldest first with name and time; 3 photos turn upload off with the reason', async () => {
    await openItinerary(lisbon());
    const castle = await memoriesOf('Castle at sunset');
    const thumbnails = within(castle).getAllByRole('button', { name: /^Open Photo/ });
    expect(thumbnails).toHaveLength(3);
    const image = thumbnails[0]?.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '88');
    const items = within(
      within(castle).getByRole('list', { name: 'Reflections on Castle at sunset' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^MMaya PatilMay 2, 2026 \d\d:05First words\.$/),
      expect.stringMatching(/^AAna SilvaMay 2, 2026 \d\d:30Later words\.$/),
    ]);
    const upload = within(castle).getByRole('button', {
      name: 'Upload Photos for Castle at sunset',
    });
    expect(upload).toBeDisabled();
    expect(upload).toHaveAccessibleDescription('This activity already has 3 photos');
    expect(
      within(await memoriesOf('Tram 28')).getByRole('button', {
        name: 'Upload Photos for Tram 28',
      }),
    ).toBeEnabled();
  });

  it('a viewer sees the memories but no add controls, and nothing for an activity without memories', async () => {
    await openItinerary(lisbon({ role: 'VIEWER' }));
    const castle = await memoriesOf('Castle at sunset');
    expect(within(castle).getAllByRole('button', { name: /^Open Photo/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Upload Photos/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add Reflection/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Memories: Alfama walk' })).not.toBeInTheDocument();
  });

  it('a thumbnail opens the photo viewer at that photo, saying who added it and when', async () => {
    const { user } = await openItinerary(lisbon());
    const castle = await memoriesOf('Castle at sunset');
    await user.click(
      within(castle).getByRole('button', { name: 'Open Photo 2 of Castle at sunset' }),
    );
    expect(await screen.findByTestId('photo-counter')).toHaveTextContent('2 / 3');
    expect(screen.getByTestId('photo-caption')).toHaveTextContent(
      /^Added by Ana Silva · May 2, 2026 \d\d:02$/,
    );
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByTestId('photo-counter')).toHaveTextContent('3 / 3'));
    expect(screen.getByTestId('photo-caption')).toHaveTextContent(/^Added by Maya Patil/);
  });

  it('a trip that is over opens on its Memories, and All days shows the whole itinerary', async () => {
    const { user } = await openItinerary(
      lisbon({ startDate: '2026-04-01', endDate: '2026-04-03' }),
    );
    expect(await screen.findByRole('radio', { name: 'Memories' })).toBeChecked();
    expect(screen.queryByText('Alfama walk')).not.toBeInTheDocument();
    expect(screen.getByText('Castle at sunset')).toBeInTheDocument();
    await user.click(screen.getByText('All days'));
    expect(await screen.findByText('Alfama walk')).toBeInTheDocument();
  });
});

describe('Add Reflection', () => {
  it('counts N/500, turns red above 450, refuses 501, Save off while blank; saves trimmed with a toast', async () => {
    const { user, sentAs } = await openItinerary(lisbon(), {
      AddActivityReflection: () => answered('addActivityReflection', lisbon()),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Reflection for Tram 28' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Reflection: Tram 28' });
    const field = within(dialog).getByRole('textbox', { name: 'Your reflection' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const counter = within(dialog).getByTestId('reflection-counter');
    expect(save).toBeDisabled();
    expect(counter).toHaveTextContent('0/500');
    fireEvent.change(field, { target: { value: 'a'.repeat(451) } });
    expect(await within(dialog).findByText('451/500')).toHaveAttribute('data-near-limit', 'true');
    fireEvent.change(field, { target: { value: 'a'.repeat(501) } });
    expect(
      await within(dialog).findByText('Reflection must be 500 characters or less'),
    ).toBeInTheDocument();
    expect(save).toBeDisabled();
    fireEvent.change(field, { target: { value: '  Rattled up the hill.  ' } });
    await waitFor(() => expect(save).toBeEnabled());
    expect(counter).toHaveAttribute('data-near-limit', 'false');
    await user.click(save);
    expect(await screen.findByText('Reflection added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sentAs('AddActivityReflection').map((operation) => operation.variables)).toEqual([
      { tripId: LISBON.id, day: 1, activityId: 'a-tram', text: 'Rattled up the hill.' },
    ]);
  });

  it('a failed save toasts and keeps the text', async () => {
    const { user } = await openItinerary(lisbon(), {
      AddActivityReflection: () => ({ errors: [{ message: 'Failed to add reflection' }] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Reflection for Tram 28' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Reflection: Tram 28' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your reflection' }), 'Keep me');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to add reflection')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Your reflection' })).toHaveValue('Keep me');
  });

  it('keeps an unsaved reflection as a draft until it is saved (issue 18)', async () => {
    const { user } = await openItinerary(lisbon(), {
      AddActivityReflection: () => answered('addActivityReflection', lisbon()),
    });
    const open = async () => {
      await user.click(await screen.findByRole('button', { name: 'Add Reflection for Tram 28' }));
      return screen.findByRole('dialog', { name: 'Add Reflection: Tram 28' });
    };
    const first = await open();
    await user.type(within(first).getByRole('textbox', { name: 'Your reflection' }), 'Half a');
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(first).not.toBeInTheDocument());

    const again = await open();
    const field = within(again).getByRole('textbox', { name: 'Your reflection' });
    await waitFor(() => expect(field).toHaveValue('Half a'));
    await user.type(field, ' thought');
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(again).not.toBeInTheDocument());

    const afterSave = await open();
    expect(within(afterSave).getByRole('textbox', { name: 'Your reflection' })).toHaveValue('');
  });
});

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const pngFile = (name: string) =>
  new File([new Uint8Array(PNG_BYTES)], name, { type: 'image/png' });

describe('Upload Photos', () => {
  async function openUpload(answers: AnswersByOperation = {}) {
    const opened = await openItinerary(lisbon(), answers);
    await opened.user.click(
      await screen.findByRole('button', { name: 'Upload Photos for Tram 28' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upload Photos: Tram 28' });
    // The drop zone's file picker.
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('the drop zone has no file input');
    return { ...opened, dialog, input };
  }

  it('judges a file by its bytes and counts the photo already there, before any request', async () => {
    const { user, dialog, input, sentAs } = await openUpload();
    const text = new File(['not a photo at all'], 'beach.jpg', { type: 'image/jpeg' });
    await user.upload(input, [text, pngFile('a.png'), pngFile('b.png'), pngFile('c.png')]);
    expect(
      await within(dialog).findByText(
        'beach.jpg is not a supported image format (JPEG, PNG, WEBP)',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Cannot upload 4 photos. Maximum 3 photos allowed per activity.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove beach.jpg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove c.png' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled(),
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(sentAs('AddActivityPhotos')).toEqual([]);
  });

  it('uploads the chosen photos, toasts and closes', async () => {
    const { user, dialog, input, sentAs } = await openUpload({
      AddActivityPhotos: () =>
        answered('addActivityPhotos', lisbon({ tram: [photo(4), photo(5), photo(6)] })),
    });
    await user.upload(input, [pngFile('a.png'), pngFile('b.png')]);
    const upload = within(dialog).getByRole('button', { name: 'Upload' });
    await waitFor(() => expect(upload).toBeEnabled());
    await user.click(upload);
    expect(await screen.findByText('Photos uploaded successfully!')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sentAs('AddActivityPhotos')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Upload Photos for Tram 28' })).toBeDisabled();
  });

  it('an upload whose answer was lost is looked for in the trip read again: found, it is told as uploaded (issue 17)', async () => {
    let applied = false;
    const { user, dialog, input, sentAs } = await openUpload({
      // Read again from the server: the photos landed after the gateway's deadline.
      Trip: () =>
        answered('trip', applied ? lisbon({ tram: [photo(4), photo(5), photo(6)] }) : lisbon()),
      AddActivityPhotos: () => {
        applied = true;
        return {
          errors: [
            {
              message: 'The server did not answer within 10 seconds. Please try again.',
              extensions: { code: 'UPSTREAM_TIMEOUT' },
            },
          ],
        };
      },
    });
    await user.upload(input, [pngFile('a.png'), pngFile('b.png')]);
    const upload = within(dialog).getByRole('button', { name: 'Upload' });
    await waitFor(() => expect(upload).toBeEnabled());
    await user.click(upload);
    expect(await screen.findByText('Photos uploaded successfully!')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.queryByText(/did not answer/)).not.toBeInTheDocument();
    expect(sentAs('AddActivityPhotos')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Upload Photos for Tram 28' })).toBeDisabled();
  });
});
