// Its own module graph (the web-isolated project): the module must be loaded fresh, after the
// counting Segmenter is in place. In the shared graph of the other web tests this needed
// vi.resetModules(), which left later files in the same worker with a second copy of every module
// (a second React context: "wrap the tree in <SessionProvider>" in follow-session-expiry.test.tsx).
import { describe, expect, it } from 'vitest';

describe('initialsOf', () => {
  it('loads the grapheme rules only for a name that needs them, not with the module (issue 19)', async () => {
    const Segmenter = Intl.Segmenter;
    let made = 0;
    // Intl.Segmenter is writable (TypeScript's lib types it read-only): a counting subclass.
    Reflect.set(
      Intl,
      'Segmenter',
      class extends Segmenter {
        constructor(...args: ConstructorParameters<typeof Segmenter>) {
          super(...args);
          made += 1;
        }
      },
    );
    try {
      const fresh = await import('./initials');
      expect(fresh.initialsOf('Maya Kulkarni')).toBe('MK');
      expect(fresh.initialsOf('Chloé Lefèvre')).toBe('CL');
      expect(made).toBe(0);
      expect(fresh.initialOf('e\u0301lodie')).toBe('E\u0301');
      expect(fresh.initialOf('🌍 Maya')).toBe('🌍');
      expect(made).toBe(1);
    } finally {
      Reflect.set(Intl, 'Segmenter', Segmenter);
    }
  });
});
