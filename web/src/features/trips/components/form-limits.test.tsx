import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { itineraryDays } from '@machines/trips/itinerary';
import { theme } from '@web/app/theme';
import {
  ACTIVITY_NOTES_MAX_LENGTH,
  ACTIVITY_TITLE_MAX_LENGTH,
  TRIP_DESCRIPTION_MAX_LENGTH,
  TRIP_TITLE_MAX_LENGTH,
} from '../constants';
import { AddActivityDialog } from './add-activity-dialog';
import { CreateTripDialog } from './create-trip-dialog';
import { EditTripDialog } from './edit-trip-dialog';

/**
 * Every text field shows its limit (issue 18): `maxlength` from the trips constants, and a
 * "used/limit" counter under the long ones that follows what is typed.
 */
const inTheme = (node: ReactNode) =>
  render(
    <MantineProvider theme={theme} env="test">
      {node}
    </MantineProvider>,
  );
const ignore = () => undefined;
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('text limits on the trip forms', () => {
  it('Create Trip: title and description carry maxlength; the description counts', async () => {
    inTheme(
      <CreateTripDialog
        opened
        onClose={ignore}
        onSubmit={ignore}
        submitting={false}
        failure={null}
      />,
    );
    const title = await screen.findByRole('textbox', { name: /Trip Title/ });
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(title).toHaveAttribute('maxlength', String(TRIP_TITLE_MAX_LENGTH));
    expect(description).toHaveAttribute('maxlength', String(TRIP_DESCRIPTION_MAX_LENGTH));
    expect(description).toHaveAccessibleDescription(`0/${TRIP_DESCRIPTION_MAX_LENGTH}`);
    type(description, 'Beaches and forts');
    expect(await screen.findByText(`17/${TRIP_DESCRIPTION_MAX_LENGTH}`)).toBeInTheDocument();
  });

  it('Edit Trip: the counter starts from the saved description', async () => {
    inTheme(
      <EditTripDialog
        initial={{ title: 'Kyoto', description: 'Maple leaves', startDate: null, endDate: null }}
        onClose={ignore}
        onSave={ignore}
        saving={false}
        failure={null}
      />,
    );
    const description = await screen.findByRole('textbox', { name: 'Description' });
    expect(description).toHaveAttribute('maxlength', String(TRIP_DESCRIPTION_MAX_LENGTH));
    expect(description).toHaveAccessibleDescription(`12/${TRIP_DESCRIPTION_MAX_LENGTH}`);
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveAttribute(
      'maxlength',
      String(TRIP_TITLE_MAX_LENGTH),
    );
  });

  it('Add Activity: title and notes carry maxlength; the notes count', async () => {
    inTheme(
      <AddActivityDialog
        day={1}
        days={itineraryDays('2026-06-01', '2026-06-02')}
        destinations={[]}
        onClose={ignore}
        onAdd={ignore}
        saving={false}
        failure={null}
      />,
    );
    const title = await screen.findByRole('textbox', { name: /Activity title/ });
    expect(title).toHaveAttribute('maxlength', String(ACTIVITY_TITLE_MAX_LENGTH));
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    expect(notes).toHaveAttribute('maxlength', String(ACTIVITY_NOTES_MAX_LENGTH));
    type(notes, 'Book ahead');
    expect(await screen.findByText(`10/${ACTIVITY_NOTES_MAX_LENGTH}`)).toBeInTheDocument();
  });
});
