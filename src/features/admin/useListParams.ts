// A list's filters, sort and page live in the address (?statut=…&page=2): a link or the back button gives the
// same list again. Changing a filter goes back to page 1.
import { useSearchParams } from 'react-router-dom';

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const get = (name: string) => params.get(name) ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (patch: Record<string, string | null>, keepPage = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        if (!keepPage && !('page' in patch)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  const setPage = (p: number) => set({ page: p > 1 ? String(p) : null }, true);
  return { get, page, set, setPage };
}

/** '' → null, for the RPCs' optional filters */
export const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
