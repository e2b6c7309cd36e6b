import { describe, expect, it } from 'vitest';
import { PHOTO_TIER_WIDTHS } from '../places/constants';
import { cleanPlaceName, escapeXml, initialsOf, nameHash, placeholderSvg } from './placeholder';
import { imageUrlFor, photoUrl, placeholderUrl } from './photo-urls';

describe('initialsOf', () => {
  it.each([
    ['Eiffel Tower', 'ET'],
    ['louvre', 'L'],
    ['Musée d’Orsay', 'MD'],
    ['  Fushimi   Inari Taisha ', 'FI'],
    ['東京タワー', '東'],
    ['21 Club', '2C'],
    ['!!!', '?'],
    ['', '?'],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('placeholderSvg', () => {
  it('is deterministic per name and differs between names', () => {
    expect(placeholderSvg('Colosseum', 'high')).toBe(placeholderSvg('Colosseum', 'high'));
    expect(placeholderSvg('Colosseum', 'high')).not.toBe(placeholderSvg('Pantheon', 'high'));
    expect(nameHash('colosseum')).not.toBe(nameHash('pantheon'));
  });

  it('sizes the picture by tier at 3:2', () => {
    for (const [quality, width] of Object.entries(PHOTO_TIER_WIDTHS)) {
      const svg = placeholderSvg('Kyoto', quality as keyof typeof PHOTO_TIER_WIDTHS);
      expect(svg).toContain(`width="${width}" height="${Math.round((width * 2) / 3)}"`);
    }
  });

  it('escapes the name so it cannot inject markup', () => {
    const svg = placeholderSvg('<script>alert("x")</script> & Co', 'low');
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
  });

  it('draws the initials and the name', () => {
    const svg = placeholderSvg('Fushimi Inari Taisha', 'medium');
    expect(svg).toContain('>FI</text>');
    expect(svg).toContain('>Fushimi Inari Taisha</text>');
  });

  it('shortens long names and drops control characters', () => {
    expect(cleanPlaceName('a\u0000b\n c')).toBe('a b c');
    const svg = placeholderSvg('A very long place name that goes on and on forever', 'low');
    expect(svg).toContain('A very long place name that goe…');
  });

  it('escapes every XML special character', () => {
    expect(escapeXml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&apos;');
  });
});

describe('photo URLs', () => {
  const ref = 'places/ChIJaaaaaaaaaaaaaaaaaaaaaaa/photos/AAAA';

  it('encodes the ref into one path segment with the tier in the query', () => {
    expect(photoUrl(ref, 'ultra')).toBe(
      '/photos/places%2FChIJaaaaaaaaaaaaaaaaaaaaaaa%2Fphotos%2FAAAA?quality=ultra',
    );
  });

  it('builds the placeholder URL from the name', () => {
    expect(placeholderUrl('Café & Bar', 'low')).toBe(
      '/photos/placeholder?name=Caf%C3%A9+%26+Bar&quality=low',
    );
  });

  it('answers the photo when there is one, else the placeholder', () => {
    expect(imageUrlFor({ ref }, 'X', 'high')).toBe(photoUrl(ref, 'high'));
    expect(imageUrlFor(null, 'X', 'high')).toBe(placeholderUrl('X', 'high'));
  });
});
