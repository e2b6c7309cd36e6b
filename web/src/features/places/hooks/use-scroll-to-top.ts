import { useEffect } from 'react';

/** The page scrolls to the top when the place changes (spec 001 §2). */
export function useScrollToTopOnChange(key: string): void {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);
}
