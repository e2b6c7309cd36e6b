import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@web/app/theme';
import { EditTripDialog } from './edit-trip-dialog';
import type { TripDetailsValues } from './edit-trip-dialog';

const KYOTO = {
  title: 'Kyoto in Autumn',
  description: 'Maple leaves and shrines',
  startDate: '2026-11-10',
  endDate: '2026-11-16',
};

/** The dialog; `showFailure` gives it the message the trip details machine keeps after a failure. */
function renderDialog(onSave: (values: TripDetailsValues) => void) {
  const user = userEvent.setup();
  const dialog = (failure: string | null) => (
    <MantineProvider theme={theme} env="test">
      <EditTripDialog
        initial={KYOTO}
        onClose={() => undefined}
        onSave={onSave}
        saving={false}
        failure={failure}
      />
    </MantineProvider>
  );
  const { rerender } = render(dialog(null));
  return Object.assign(user, { showFailure: (failure: string) => rerender(dialog(failure)) });
}

const titleField = () => screen.getByRole('textbox', { name: /Title/ });
const startField = () => screen.getByLabelText(/Start date/);
const endField = () => screen.getByLabelText(/End date/);
const setDate = (field: HTMLElement, value: string) =>
  fireEvent.change(field, { target: { value } });

describe('EditTripDialog (spec 001 §5 "Edit Trip")', () => {
  it('starts from the trip', () => {
    renderDialog(() => undefined);
    expect(titleField()).toHaveValue('Kyoto in Autumn');
    expect(startField()).toHaveValue('2026-11-10');
    expect(endField()).toHaveValue('2026-11-16');
  });

  it('says "Title cannot be empty", "Start date is required" and "End date is required", and sends nothing', async () => {
    const onSave = vi.fn();
    const user = renderDialog(onSave);
    await user.clear(titleField());
    await user.type(titleField(), '   ');
    setDate(startField(), '');
    setDate(endField(), '');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Title cannot be empty')).toBeInTheDocument();
    expect(await screen.findByText('Start date is required')).toBeInTheDocument();
    expect(await screen.findByText('End date is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  }, 15_000);

  it('says "End date cannot be before start date" for a reversed range', async () => {
    const onSave = vi.fn();
    const user = renderDialog(onSave);
    setDate(endField(), '2026-11-09');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('End date cannot be before start date')).toBeInTheDocument();
    expect(screen.queryByText('Start date is required')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('offers no end date before the start date, following the start as it changes', () => {
    renderDialog(() => undefined);
    expect(endField()).toHaveAttribute('min', '2026-11-10');
    setDate(startField(), '2026-11-12');
    expect(endField()).toHaveAttribute('min', '2026-11-12');
  });

  it('sends the title and description trimmed', async () => {
    const onSave = vi.fn<(values: TripDetailsValues) => void>();
    const user = renderDialog(onSave);
    await user.clear(titleField());
    await user.type(titleField(), '  Kyoto and Nara  ');
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.type(description, '  Deer park too  ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(onSave).toHaveBeenCalledWith({
      title: 'Kyoto and Nara',
      description: 'Deer park too',
      startDate: '2026-11-10',
      endDate: '2026-11-16',
    });
  }, 15_000);

  it('keeps what was typed, with the message, when the save fails', async () => {
    const onSave = vi.fn<(values: TripDetailsValues) => void>();
    const user = renderDialog(onSave);
    await user.clear(titleField());
    await user.type(titleField(), 'Kyoto again');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledTimes(1);

    user.showFailure('Failed to update trip');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update trip');
    expect(titleField()).toHaveValue('Kyoto again');
  });
});

describe('EditTripDialog when new dates drop planned days (issue 18)', () => {
  // Kyoto runs 7 days; one activity on day 2, two on day 6, one on day 7.
  const ITINERARY = [
    { day: 2, activities: [{ id: 'a1' }] },
    { day: 6, activities: [{ id: 'a2' }, { id: 'a3' }] },
    { day: 7, activities: [{ id: 'a4' }] },
  ];

  function renderWithPlan(onSave: (values: TripDetailsValues) => void, onClose = () => undefined) {
    const user = userEvent.setup();
    render(
      <MantineProvider theme={theme} env="test">
        <EditTripDialog
          initial={KYOTO}
          itinerary={ITINERARY}
          onClose={onClose}
          onSave={onSave}
          saving={false}
          failure={null}
        />
      </MantineProvider>,
    );
    return user;
  }

  it('asks first, saying how many activities go; Cancel sends nothing and keeps the form as typed', async () => {
    const onSave = vi.fn();
    const user = renderWithPlan(onSave);
    setDate(endField(), '2026-11-14');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const question = await screen.findByRole('dialog', { name: 'Remove activities?' });
    expect(question).toHaveTextContent(
      '3 activities on days no longer in the trip will be removed, with their photos and reflections.',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Remove activities?' })).not.toBeInTheDocument(),
    );
    expect(onSave).not.toHaveBeenCalled();
    expect(endField()).toHaveValue('2026-11-14');
  }, 15_000);

  it('Escape closes only the question, keeping the form open', async () => {
    const onSave = vi.fn();
    const onClose = vi.fn();
    const user = renderWithPlan(onSave, onClose);
    setDate(endField(), '2026-11-14');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('dialog', { name: 'Remove activities?' });
    await user.keyboard('{Escape}');

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Remove activities?' })).not.toBeInTheDocument(),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
    expect(endField()).toHaveValue('2026-11-14');
  }, 15_000);

  it('saves the new dates once confirmed', async () => {
    const onSave = vi.fn<(values: TripDetailsValues) => void>();
    const user = renderWithPlan(onSave);
    setDate(endField(), '2026-11-15');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const question = await screen.findByRole('dialog', { name: 'Remove activities?' });
    expect(question).toHaveTextContent('1 activity on days no longer in the trip will be removed');
    await user.click(within(question).getByRole('button', { name: 'Save and Remove' }));

    expect(onSave).toHaveBeenCalledWith({
      title: 'Kyoto in Autumn',
      description: 'Maple leaves and shrines',
      startDate: '2026-11-10',
      endDate: '2026-11-15',
    });
  }, 15_000);

  it('saves at once, without asking, when no planned day is dropped', async () => {
    const onSave = vi.fn();
    const user = renderWithPlan(onSave);
    // Moving the whole trip keeps every activity on its day number.
    setDate(startField(), '2026-11-20');
    setDate(endField(), '2026-11-26');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Remove activities?' })).not.toBeInTheDocument();
  }, 15_000);
});
