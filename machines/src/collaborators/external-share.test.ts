import { describe, expect, it } from 'vitest';
import { SHARE_NETWORKS, externalShareUrl } from './external-share';

const URL = 'http://localhost:5173/shared-trip/abc123';

describe('external share links (spec 001 §2; checklist 12.6)', () => {
  it.each([
    ['whatsapp', 'https://wa.me/?text=Check%20out%20my%20trip%3A%20Goa%20%26%20Back%20http'],
    [
      'telegram',
      'https://t.me/share/url?url=http%3A%2F%2Flocalhost%3A5173%2Fshared-trip%2Fabc123&text=Check%20out%20my%20trip%3A%20Goa%20%26%20Back',
    ],
    ['facebook', 'https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost'],
    [
      'twitter',
      'https://twitter.com/intent/tweet?text=Check%20out%20my%20trip%3A%20Goa%20%26%20Back&url=http',
    ],
  ] as const)('%s carries the text and the URL, encoded', (network, start) => {
    const link = externalShareUrl(network, 'Goa & Back', URL);
    expect(link.startsWith(start)).toBe(true);
    expect(decodeURIComponent(link)).toContain(URL);
    expect(decodeURIComponent(link)).toContain('Check out my trip: Goa & Back');
  });

  it('offers the four networks of the spec, in its order', () => {
    expect(SHARE_NETWORKS.map((entry) => entry.label)).toEqual([
      'WhatsApp',
      'Telegram',
      'Facebook',
      'Twitter',
    ]);
  });
});
