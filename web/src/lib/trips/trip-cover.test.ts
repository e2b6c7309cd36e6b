import { describe, expect, it } from 'vitest';
import { peopleCount, placeholderCover, plural } from './trip-cover';

const firstHue = (cover: string) => Number(/hsl\((\d+) /.exec(cover)?.[1]);

/** Distance between two hues on the colour wheel (0–180). */
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe('placeholderCover (spec 000 §2 "a placeholder seeded by the trip id")', () => {
  it('gives a trip the same gradient every time', () => {
    expect(placeholderCover('665f1c2a9b1e8a0012a1b001')).toBe(
      placeholderCover('665f1c2a9b1e8a0012a1b001'),
    );
  });

  it('gives ids made one after another clearly different colours', () => {
    // ObjectIds created in a row differ only in their last characters.
    const ids = Array.from(
      { length: 12 },
      (_, index) => `665f1c2a9b1e8a0012a1b0${String(index).padStart(2, '0')}`,
    );
    const hues = ids.map((id) => firstHue(placeholderCover(id)));
    expect(hues.every((hue) => Number.isInteger(hue) && hue >= 0 && hue < 360)).toBe(true);
    expect(new Set(hues).size).toBe(ids.length);
    const neighbours = hues.slice(1).map((hue, index) => hueDistance(hue, hues[index] ?? hue));
    // Neighbouring ids: on average far apart on the wheel, not a degree or two.
    const average = neighbours.reduce((sum, distance) => sum + distance, 0) / neighbours.length;
    expect(average).toBeGreaterThan(30);
  });
});

describe('card counts', () => {
  it('counts the owner plus the collaborators (spec 000 §2 "1 plus collaborators")', () => {
    expect(peopleCount({ collaborators: [] })).toBe(1);
    expect(peopleCount({ collaborators: [{}, {}] })).toBe(3);
  });

  it('says one or many', () => {
    expect(plural(1, 'person', 'people')).toBe('1 person');
    expect(plural(0, 'destination', 'destinations')).toBe('0 destinations');
    expect(plural(3, 'person', 'people')).toBe('3 people');
  });
});
