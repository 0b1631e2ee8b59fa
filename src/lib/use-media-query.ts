// Tables become lists of cards on a phone: one rendering at a time, chosen by a media query (a table squeezed
// to 390 px hides its last columns behind a horizontal scroll).
import { useEffect, useState } from 'react';

export function useMediaQuery(query: string, fallback: boolean): boolean {
  const [matches, setMatches] = useState(() =>
    typeof matchMedia === 'function' ? matchMedia(query).matches : fallback,
  );
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const media = matchMedia(query);
    const update = () => setMatches(media.matches);
    update();
    media.addEventListener?.('change', update);
    return () => media.removeEventListener?.('change', update);
  }, [query]);
  return matches;
}

/** At least Tailwind's `sm` width (640 px); true where there is no media query (tests). */
export const useWideScreen = () => useMediaQuery('(min-width: 640px)', true);
