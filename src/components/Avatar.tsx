import { useMemo, useState } from 'react';
import { UserRound } from 'lucide-react';

const PALETTE = ['#0f4c5c', '#176570', '#3b4a8c', '#6b3f7a', '#7a4b1f'];

/** Initials drawn locally as an SVG (no external avatar service); a person icon if the image fails. */
export function initialsAvatar(name: string): string {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?';
  const color = PALETTE[[...name].reduce((n, c) => n + c.charCodeAt(0), 0) % PALETTE.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="20" fill="${color}"/><text x="20" y="25.5" font-family="Arial,sans-serif" font-size="15" font-weight="700" fill="#fff" text-anchor="middle">${initials.replace(/[<&>]/g, '')}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function Avatar({ name, src }: { name: string; src?: string }) {
  const [failed, setFailed] = useState(false);
  const url = useMemo(() => src ?? initialsAvatar(name), [name, src]);
  if (failed)
    return (
      <span
        className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 text-brand-800"
        data-testid="avatar-fallback"
      >
        <UserRound className="h-5 w-5" aria-hidden="true" />
      </span>
    );
  return (
    <img
      src={url}
      alt=""
      width={32}
      height={32}
      className="h-8 w-8 rounded-full"
      onError={() => setFailed(true)}
    />
  );
}
