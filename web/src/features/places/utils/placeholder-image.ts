/**
 * The gateway's placeholder picture built from a place's name (`/photos/placeholder?name=&quality=`),
 * used where a photo fails to load. The spec's stock-image search URL needs the internet and the CSP
 * allows images from the app's own origin only (docs/decisions.md).
 */
export function placeholderImageUrl(name: string, quality: 'low' | 'medium' | 'high' = 'medium') {
  return `/photos/placeholder?${new URLSearchParams({ name, quality }).toString()}`;
}

/** The same image URL with a marker, so a retry is a new request rather than a cached failure. */
export function retryImageUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}retry=1`;
}
