// A few lines of the audit log (who, when, what, before → after, note), on a request's or a user's page.
import { auditActionLabel } from '../labels.ts';
import { when } from '../format.ts';
import type { AuditEntry } from '../api/requests.ts';

/** before/after as short text: changed fields only when both are objects. */
export function changeOf(before: unknown, after: unknown): string {
  const show = (v: unknown) =>
    v === null || v === undefined ? '∅' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  if (before && after && typeof before === 'object' && typeof after === 'object') {
    const b = before as Record<string, unknown>;
    const a = after as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
      (k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]),
    );
    if (keys.length) return keys.map((k) => `${k} : ${show(b[k])} → ${show(a[k])}`).join(' ; ');
  }
  if (before === null || before === undefined)
    return after === null || after === undefined ? '' : show(after);
  return `${show(before)} → ${show(after)}`;
}

export function AuditList({ entries, empty }: { entries: AuditEntry[]; empty: string }) {
  if (entries.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <ol className="space-y-3" aria-label="Actions des conseillers">
      {entries.map((e) => (
        <li key={e.id} className="rounded-xl border border-slate-200 p-3 text-sm">
          <p className="font-semibold text-slate-900">{auditActionLabel(e.action)}</p>
          <p className="text-slate-700">
            {when(e.created_at)} · {e.actor_email ?? 'Système'}
          </p>
          {changeOf(e.before, e.after) && (
            <p className="mt-1 break-words text-slate-800">{changeOf(e.before, e.after)}</p>
          )}
          {e.note && <p className="mt-1 text-slate-800">Note : {e.note}</p>}
        </li>
      ))}
    </ol>
  );
}
