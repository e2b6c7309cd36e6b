/**
 * External share links (spec 001 §2 "Sharing dialog"; checklist 12.6): each opens in a 600x400
 * window with the text "Check out my trip: {title}" and the share URL.
 */

export type ShareNetwork = 'whatsapp' | 'telegram' | 'facebook' | 'twitter';

export const SHARE_NETWORKS: readonly { network: ShareNetwork; label: string }[] = [
  { network: 'whatsapp', label: 'WhatsApp' },
  { network: 'telegram', label: 'Telegram' },
  { network: 'facebook', label: 'Facebook' },
  { network: 'twitter', label: 'Twitter' },
];

/** The window's size and the name `window.open` gets as its features. */
export const SHARE_WINDOW_FEATURES = 'width=600,height=400';

export const shareText = (title: string) => `Check out my trip: ${title}`;

export function externalShareUrl(network: ShareNetwork, title: string, shareUrl: string): string {
  const text = encodeURIComponent(shareText(title));
  const url = encodeURIComponent(shareUrl);
  switch (network) {
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${shareText(title)} ${shareUrl}`)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${url}&text=${text}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}&quote=${text}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${text}&url=${url}`;
  }
}
