import { useCallback, useEffect, useRef, useState } from 'react';

export interface ImagePreview {
  file: File;
  /** An object URL of the file, for an <img> preview. */
  url: string;
}

/**
 * A chosen image and its preview URL. The URL is made when the file is chosen and released when
 * another replaces it or the component goes (no effect creates it, so Strict Mode's double effects
 * cannot release a URL still shown).
 */
export function useImagePreview(): [ImagePreview | null, (file: File | null) => void] {
  const [preview, setPreview] = useState<ImagePreview | null>(null);
  const shownUrl = useRef<string | null>(null);

  const choose = useCallback((file: File | null) => {
    if (shownUrl.current !== null) URL.revokeObjectURL(shownUrl.current);
    const next = file === null ? null : { file, url: URL.createObjectURL(file) };
    shownUrl.current = next?.url ?? null;
    setPreview(next);
  }, []);

  useEffect(
    () => () => {
      if (shownUrl.current !== null) URL.revokeObjectURL(shownUrl.current);
      shownUrl.current = null;
    },
    [],
  );

  return [preview, choose];
}
