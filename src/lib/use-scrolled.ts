import { useEffect, useState } from 'react';

/** Scroll threshold of seed 001 §9 (header hidden, back-to-top shown). */
export const SCROLL_THRESHOLD = 400;

/** True once the page is scrolled beyond `threshold` px; re-renders only when that changes. */
export function useScrolledPast(threshold = SCROLL_THRESHOLD): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
