import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstRender } from './after-first-render';

describe('AfterFirstRender', () => {
  it('shows nothing in the first commit and its children from a later task', async () => {
    render(
      <AfterFirstRender>
        <p>toasts</p>
      </AfterFirstRender>,
    );
    // The commit's effects and their microtasks have run: still nothing.
    await act(async () => {
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    });
    expect(screen.queryByText('toasts')).toBeNull();

    expect(await screen.findByText('toasts')).toBeTruthy();
  });
});
