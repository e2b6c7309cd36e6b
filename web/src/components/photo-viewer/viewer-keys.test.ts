import { describe, expect, it } from 'vitest';
import { viewerActionOf } from './viewer-keys';

describe('viewerActionOf (spec 001 §2 lightbox keys)', () => {
  it.each([
    ['Escape', 'close'],
    ['ArrowLeft', 'previous'],
    ['ArrowRight', 'next'],
    ['+', 'zoomIn'],
    ['=', 'zoomIn'],
    ['-', 'zoomOut'],
  ] as const)('%s → %s', (key, action) => {
    expect(viewerActionOf({ key })).toBe(action);
  });

  it('ignores other keys', () => {
    expect(viewerActionOf({ key: 'ArrowUp' })).toBeNull();
    expect(viewerActionOf({ key: 'a' })).toBeNull();
    expect(viewerActionOf({ key: 'Enter' })).toBeNull();
  });

  it('leaves Ctrl, Meta and Alt combinations to the browser', () => {
    expect(viewerActionOf({ key: '+', ctrlKey: true })).toBeNull();
    expect(viewerActionOf({ key: '-', metaKey: true })).toBeNull();
    expect(viewerActionOf({ key: 'ArrowLeft', altKey: true })).toBeNull();
  });
});
