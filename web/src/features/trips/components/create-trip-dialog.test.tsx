import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@web/app/theme';
import { fixTripsTestDate, pickTenthToFifteenth } from '@web-test/trip-fixtures';
import { CreateTripDialog } from './create-trip-dialog';
import type { NewTripValues } from './create-trip-dialog';

fixTripsTestDate();

/** The dialog; `showFailure` gives it the message the create-trip machine keeps after a failure. */
function renderDialog(onSubmit: (values: NewTripValues) => void) {
  const user = userEvent.setup();
  const dialog = (failure: string | null) => (
    <MantineProvider theme={theme} env="test">
      <CreateTripDialog
        opened
        onClose={() => undefined}
        onSubmit={onSubmit}
        submitting={false}
        failure={failure}
      />
    </MantineProvider>
  );
  const { rerender } = render(dialog(null));
  return Object.assign(user, { showFailure: (failure: string) => rerender(dialog(failure)) });
}

describe('CreateTripDialog', () => {
  it('refuses a trip without dates with the spec message and sends nothing', async () => {
    const onSubmit = vi.fn();
    const user = renderDialog(onSubmit);
    await user.type(screen.getByRole('textbox', { name: /Trip Title/ }), 'Goa');
    await user.click(screen.getByRole('button', { name: 'Create Trip' }));
    expect(await screen.findByText('Both start and end dates are required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a blank title with "Trip title is required" and sends nothing', async () => {
    const onSubmit = vi.fn();
    const user = renderDialog(onSubmit);
    await user.type(screen.getByRole('textbox', { name: /Trip Title/ }), '   ');
    await pickTenthToFifteenth(user);
    await user.click(screen.getByRole('button', { name: 'Create Trip' }));
    expect(await screen.findByText('Trip title is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  }, 15_000);

  it('says that past dates are allowed', () => {
    renderDialog(() => undefined);
    expect(screen.getByText(/Past dates are allowed/)).toBeInTheDocument();
  });

  it('sends the trimmed values and keeps them with the message when the save fails', async () => {
    const onSubmit = vi.fn<(values: NewTripValues) => void>();
    const user = renderDialog(onSubmit);
    await user.type(screen.getByRole('textbox', { name: /Trip Title/ }), '  Goa  ');
    await pickTenthToFifteenth(user);
    await user.click(screen.getByRole('button', { name: 'Create Trip' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = onSubmit.mock.calls[0]?.[0];
    if (!sent) throw new Error('nothing was sent');
    expect(sent.title).toBe('Goa');
    expect(sent.startDate < sent.endDate).toBe(true);

    user.showFailure('Server said no');
    expect(await screen.findByText('Server said no')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Trip Title/ })).toHaveValue('  Goa  ');
  }, 15_000);

  it('brings back what was typed when it opens again, as after signing in anew (issue 18)', async () => {
    const user = renderDialog(() => undefined);
    await user.type(screen.getByRole('textbox', { name: /Trip Title/ }), 'Kyoto');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Temples');
    await pickTenthToFifteenth(user);
    cleanup();

    renderDialog(() => undefined);
    expect(await screen.findByRole('textbox', { name: /Trip Title/ })).toHaveValue('Kyoto');
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Temples');
    const kept = JSON.parse(window.sessionStorage.getItem('wayfarer.draft.create-trip') ?? '{}');
    expect(kept.dates.startDate).toEqual(expect.any(String));
    expect(kept.dates.endDate).toEqual(expect.any(String));
  }, 15_000);
});
