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

  it('commits each waiting component in a task of its own, not all in one render', async () => {
    const { container } = render(
      <>
        <AfterFirstRender>
          <p>toasts</p>
        </AfterFirstRender>
        <AfterFirstRender>
          <p>feedback</p>
        </AfterFirstRender>
      </>,
    );
    // What each commit put in the page, seen right after it (a MutationObserver's microtask).
    const commits: string[][] = [];
    new MutationObserver(() => {
      commits.push([...container.querySelectorAll('p')].map((p) => p.textContent ?? ''));
    }).observe(container, { childList: true, subtree: true });
    await screen.findByText('feedback');
    expect(commits[0]).toEqual(['toasts']);
    expect(commits.at(-1)).toEqual(['toasts', 'feedback']);
  });
});
