import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settledByNow } from '@web-test/fake-clock';
import { fontsLoaded } from './fonts-loaded';

/** Stands in for `document.fonts` (jsdom has none): `load` answers with what the test gives. */
function stubFonts(load: (font: string) => Promise<unknown>) {
  const fonts = { load: vi.fn(load) };
  Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
  return fonts;
}

describe('fontsLoaded', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'fonts');
  });

  it('waits for the preloaded Inter face, then resolves', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const fonts = stubFonts(() => arrived);
    const ready = fontsLoaded();
    expect(fonts.load.mock.calls.map(([font]) => font)).toEqual(['400 1em "Inter Variable"']);
    expect(await settledByNow(ready)).toBe(false);
    arrive();
    expect(await settledByNow(ready)).toBe(true);
  });

  it('resolves when a font fails to load: the app then shows in the fallback font', async () => {
    stubFonts(() => Promise.reject(new Error('NetworkError')));
    expect(await settledByNow(fontsLoaded())).toBe(true);
  });

  it('stops waiting after 3 s when the fonts never arrive', async () => {
    stubFonts(() => new Promise(() => {}));
    const ready = fontsLoaded();
    await vi.advanceTimersByTimeAsync(2999);
    expect(await settledByNow(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledByNow(ready)).toBe(true);
  });

  it('resolves at once where the browser has no font loading API', async () => {
    expect(await settledByNow(fontsLoaded())).toBe(true);
  });
});
