import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReleasedPhotoCount } from './use-released-photo-count';

describe('explore card photos are released 3 at a time, 300 ms apart (spec 001 §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('releases 3 at once, then 3 more every 300 ms until the row is out', () => {
    const { result } = renderHook(() => useReleasedPhotoCount(8));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(6);
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe(8);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a row of 3 or fewer is released at once and sets no timer', () => {
    const { result } = renderHook(() => useReleasedPhotoCount(2));
    expect(result.current).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a row that grows goes on releasing from where it was', () => {
    const { result, rerender } = renderHook(({ total }) => useReleasedPhotoCount(total), {
      initialProps: { total: 3 },
    });
    expect(result.current).toBe(3);
    rerender({ total: 7 });
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe(6);
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe(7);
  });
});
