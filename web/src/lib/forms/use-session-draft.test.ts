import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clearAllSessionDrafts, clearSessionDraft, useSessionDraft } from './use-session-draft';

const tripDraft = z.object({ title: z.string(), description: z.string() });

afterEach(() => window.sessionStorage.clear());

describe('useSessionDraft (issue 18: unsaved input outlives an expired session)', () => {
  it('restores what was kept once the form mounts again', () => {
    const first = renderHook(() => useSessionDraft('create-trip', tripDraft));
    expect(first.result.current.restored).toBeUndefined();
    act(() => first.result.current.keep({ title: 'Kyoto', description: 'Temples' }));
    first.unmount();

    const again = renderHook(() => useSessionDraft('create-trip', tripDraft));
    expect(again.result.current.restored).toEqual({ title: 'Kyoto', description: 'Temples' });
  });

  it('forgets the draft once saved', () => {
    const first = renderHook(() => useSessionDraft('create-trip', tripDraft));
    act(() => first.result.current.keep({ title: 'Kyoto', description: '' }));
    act(() => first.result.current.clear());
    first.unmount();

    expect(
      renderHook(() => useSessionDraft('create-trip', tripDraft)).result.current.restored,
    ).toBe(undefined);
  });

  it('is cleared from outside by its key, as the create-trip launcher does on success', () => {
    const first = renderHook(() => useSessionDraft('create-trip', tripDraft));
    act(() => first.result.current.keep({ title: 'Kyoto', description: '' }));
    clearSessionDraft('create-trip');
    expect(
      renderHook(() => useSessionDraft('create-trip', tripDraft)).result.current.restored,
    ).toBe(undefined);
  });

  it('keeps drafts of different forms apart', () => {
    const trip = renderHook(() => useSessionDraft('create-trip', tripDraft));
    act(() => trip.result.current.keep({ title: 'Kyoto', description: '' }));
    expect(
      renderHook(() => useSessionDraft('reflection.t1', z.string())).result.current.restored,
    ).toBe(undefined);
  });

  it('counts a stored value of another shape, or unreadable, as no draft', () => {
    window.sessionStorage.setItem('wayfarer.draft.create-trip', JSON.stringify({ title: 3 }));
    expect(
      renderHook(() => useSessionDraft('create-trip', tripDraft)).result.current.restored,
    ).toBe(undefined);
    window.sessionStorage.setItem('wayfarer.draft.create-trip', '{not json');
    expect(
      renderHook(() => useSessionDraft('create-trip', tripDraft)).result.current.restored,
    ).toBe(undefined);
  });

  it('keeps nothing under a null key', () => {
    const none = renderHook(() => useSessionDraft<string>(null, z.string()));
    act(() => none.result.current.keep('typed'));
    expect(window.sessionStorage.length).toBe(0);
  });

  it('forgets every draft at once, and nothing else in the storage', () => {
    const trip = renderHook(() => useSessionDraft('create-trip', tripDraft));
    act(() => trip.result.current.keep({ title: 'Kyoto', description: '' }));
    const note = renderHook(() => useSessionDraft('reflection.t1', z.string()));
    act(() => note.result.current.keep('Half a thought'));
    window.sessionStorage.setItem('accessToken', 'kept');

    clearAllSessionDrafts();
    expect(
      Array.from({ length: window.sessionStorage.length }, (_, i) => window.sessionStorage.key(i)),
    ).toEqual(['accessToken']);
  });
});
