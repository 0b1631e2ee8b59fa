// The address the app was opened with, read when this module is first evaluated: src/lib/auth.tsx imports it,
// so that happens before supabase-js (loaded lazily) consumes an auth link's fragment and clears it. A page
// loaded lazily after that (the e-mail verification) can still see what the link carried.
const opened =
  typeof window === 'undefined' ? { search: '', hash: '' } : { search: location.search, hash: location.hash };

export function openingAddress(): { search: string; hash: string } {
  return opened;
}
