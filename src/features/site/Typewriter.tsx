import { useEffect, useState } from 'react';

/** Delays of seed 001 §4/§9. */
export const TYPE_MS = 100;
export const ERASE_MS = 75;
export const PAUSE_MS = 2000;

/** Types each phrase letter by letter, pauses, erases, then moves to the next one. */
export function useTypewriter(phrases: readonly string[]): string {
  const [index, setIndex] = useState(0);
  const [length, setLength] = useState(0);
  const [erasing, setErasing] = useState(false);
  const phrase = phrases[index % phrases.length] ?? '';
  useEffect(() => {
    let delay = erasing ? ERASE_MS : TYPE_MS;
    if (!erasing && length === phrase.length) delay = PAUSE_MS;
    const timer = setTimeout(() => {
      if (!erasing && length === phrase.length) setErasing(true);
      else if (erasing && length === 0) {
        setErasing(false);
        setIndex((i) => (i + 1) % phrases.length);
      } else setLength((n) => n + (erasing ? -1 : 1));
    }, delay);
    return () => clearTimeout(timer);
  }, [length, erasing, phrase, phrases.length]);
  return phrase.slice(0, length);
}

export function Typewriter({ phrases }: { phrases: readonly string[] }) {
  const text = useTypewriter(phrases);
  return (
    <>
      {/* Screen readers get the full list once rather than a letter-by-letter stream. */}
      <span className="sr-only">{phrases.join(', ')}</span>
      {/* Every phrase sits invisibly in the same grid cell, so the box keeps the height of the longest one
          and nothing below moves while the text is typed (no layout shift). */}
      <span aria-hidden="true" className="grid text-accent-400">
        {phrases.map((p) => (
          <span key={p} className="invisible col-start-1 row-start-1">
            {p}&nbsp;
          </span>
        ))}
        <span className="col-start-1 row-start-1">
          {text}
          <span className="ml-0.5 inline-block w-[3px] animate-pulse bg-accent-400 align-baseline">
            &nbsp;
          </span>
        </span>
      </span>
    </>
  );
}
