import { MantineProvider, Modal } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '@web/app/theme';
import { DateRangePicker } from './date-range-picker';
import type { DateRange } from './date-range-picker';

function Harness({ onChange }: { onChange?: (range: DateRange) => void }) {
  const [value, setValue] = useState<DateRange>({ startDate: null, endDate: null });
  return (
    <DateRangePicker
      label="Trip Dates"
      value={value}
      today="2026-06-10"
      onChange={(range) => {
        setValue(range);
        onChange?.(range);
      }}
    />
  );
}

const renderPicker = () => {
  const user = userEvent.setup();
  render(
    <MantineProvider theme={theme} env="test">
      <Harness />
    </MantineProvider>,
  );
  return user;
};

function DialogHarness() {
  const [dialogOpen, setDialogOpen] = useState(true);
  return (
    <Modal opened={dialogOpen} onClose={() => setDialogOpen(false)} title="Plan a new trip">
      <Harness />
    </Modal>
  );
}

describe('DateRangePicker', () => {
  // Issue 18: Escape in the calendar closed the whole create-trip dialog.
  it('closes only the calendar on Escape inside a dialog; the next Escape closes the dialog', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider theme={theme} env="test">
        <DialogHarness />
      </MantineProvider>,
    );
    const field = await screen.findByRole('button', { name: 'Select start and end dates' });
    await user.click(field);
    await user.click(await screen.findByRole('button', { name: /June 12, 2026/ }));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Plan a new trip' })).toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Plan a new trip' })).not.toBeInTheDocument(),
    );
  });

  it('picks a range (an earlier second click swaps), enables Done only with both, and shows it', async () => {
    const user = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Select start and end dates' }));
    const done = await screen.findByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Saturday, June 20, 2026' }));
    expect(done).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Monday, June 15, 2026' }));
    expect(await screen.findByText('6 days')).toBeInTheDocument();
    expect(done).toBeEnabled();
    await user.click(done);
    expect(
      await screen.findByRole('button', { name: 'Jun 15, 2026 - Jun 20, 2026' }),
    ).toBeInTheDocument();
  });

  it('restarts on a third click and Clear empties the selection', async () => {
    const user = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Select start and end dates' }));
    await user.click(await screen.findByRole('button', { name: 'Monday, June 15, 2026' }));
    await user.click(screen.getByRole('button', { name: 'Saturday, June 20, 2026' }));
    await user.click(screen.getByRole('button', { name: 'Thursday, June 25, 2026' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Thursday, June 25, 2026' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Pick the first day')).toBeInTheDocument();
  });

  it('offers the years from the current year minus 10 to plus 10 in the month/year view', async () => {
    const user = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Select start and end dates' }));
    await user.click(
      await screen.findByRole('button', { name: 'June 2026: choose month and year' }),
    );
    const years = await screen.findByRole('combobox', { name: 'Year' });
    const options = Array.from((years as HTMLSelectElement).options).map((option) => option.value);
    expect(options[0]).toBe('2016');
    expect(options.at(-1)).toBe('2036');
    expect(options).toHaveLength(21);
    await user.selectOptions(years, '2020');
    await user.click(screen.getByRole('button', { name: 'Mar' }));
    expect(
      await screen.findByRole('button', { name: 'March 2020: choose month and year' }),
    ).toBeInTheDocument();
  });
});
