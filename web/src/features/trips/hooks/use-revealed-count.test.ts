import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { revealSteps, useRevealedCount } from './use-revealed-count';

describe('long lists render in steps (issue 19)', () => {
  it('a short list is one step', () => {
    expect(revealSteps([2, 3, 1])).toEqual([3]);
    expect(revealSteps([])).toEqual([]);
  });

  it('1,000 activities over 100 days: the first step about a screenful, then steps of 40, ending with every day', () => {
    const steps = revealSteps(Array.from({ length: 100 }, () => 10));
    expect(steps[0]).toBe(2);
    expect(steps[1]).toBe(6);
    expect(steps.at(-1)).toBe(100);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  });

  it('days without activities weigh 1, so empty days still come in steps', () => {
    expect(
      revealSteps(
        Array.from({ length: 50 }, () => 0),
        20,
        40,
      ),
    ).toEqual([20, 50]);
  });

  it('renders one step more per task until the whole list is in', async () => {
    const steps = [2, 6, 10];
    const { result } = renderHook(() => useRevealedCount(steps));
    expect(result.current).toBe(2);
    await waitFor(() => expect(result.current).toBe(10));
  });
});
