import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@web/app/theme';
import { pickTenthToFifteenth } from '@web-test/trip-fixtures';
import { CreateTripDialog } from './create-trip-dialog';
import type { NewTripValues } from './create-trip-dialog';

function renderDialog(onSubmit: (values: NewTripValues) => Promise<string | null>) {
  const user = userEvent.setup();
  render(
    <MantineProvider theme={theme} env="test">
      <CreateTripDialog opened onClose={() => undefined} onSubmit={onSubmit} submitting={false} />
    </MantineProvider>,
  );
  return user;
}

describe('CreateTripDialog', () => {
  it('refuses a trip without dates with the spec message and sends nothing', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(null));
    const user = renderDialog(onSubmit);
    await user.type(screen.getByRole('textbox', { name: /Trip Title/ }), 'Goa');
    await user.click(screen.getByRole('button', { name: 'Create Trip' }));
    expect(screen.getByText('Both start and end dates are required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a blank title with "Trip title is required" and sends nothing', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(null));
    const user = renderDialog(onSubmit);
    await user.type(screen.getByRole('textbox', { name: /Trip Title/ }), '   ');
    await pickTenthToFifteenth(user);
    await user.click(screen.getByRole('button', { name: 'Create Trip' }));
    expect(screen.getByText('Trip title is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  }, 15_000);

  it('says that past dates are allowed', () => {
    renderDialog(() => Promise.resolve(null));
    expect(screen.getByText(/Past dates are allowed/)).toBeInTheDocument();
  });

  it('sends the trimmed values and keeps them with the message when the save fails', async () => {
    const onSubmit = vi.fn((_: NewTripValues) => Promise.resolve<string | null>('Server said no'));
    const user = renderDialog(onSubmit);
    await user.type(screen.getByRole('textbox', { name: /Trip Title/ }), '  Goa  ');
    await pickTenthToFifteenth(user);
    await user.click(screen.getByRole('button', { name: 'Create Trip' }));
    expect(await screen.findByText('Server said no')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = onSubmit.mock.calls[0]?.[0];
    if (!sent) throw new Error('nothing was sent');
    expect(sent.title).toBe('Goa');
    expect(sent.startDate < sent.endDate).toBe(true);
    expect(screen.getByRole('textbox', { name: /Trip Title/ })).toHaveValue('  Goa  ');
  }, 15_000);

  it('clears the form after a successful save', async () => {
    const user = renderDialog(() => Promise.resolve(null));
    await user.type(screen.getByRole('textbox', { name: /Trip Title/ }), 'Goa');
    await pickTenthToFifteenth(user);
    await user.click(screen.getByRole('button', { name: 'Create Trip' }));
    expect(await screen.findByRole('textbox', { name: /Trip Title/ })).toHaveValue('');
  }, 15_000);
});
