// A few lines of the audit log (who, when, what, before → after, note), on a request's or a user's page.
import {
  ADMIN_REQUEST_STATUS,
  AUDIT_FIELD,
  auditActionLabel,
  CREDIT_REASON,
  PAYMENT_STATUS,
  requestStatusLabel,
  ROLE_LABEL,
  TICKET_STATUS,
} from '../labels.ts';
import { cents, when } from '../format.ts';
import type { AuditEntry } from '../api/requests.ts';

const STATUS_WORDS: Record<string, string> = { ...TICKET_STATUS, ...PAYMENT_STATUS, ...ROLE_LABEL };

/** A stored value as an adviser reads it: French statuses, euros, oui/non. */
function show(key: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '∅';
  if (typeof v === 'boolean') return v ? 'oui' : 'non';
  if (key === 'price_cents' || key === 'amount') return cents(Number(v));
  if (key === 'reason' && typeof v === 'string') return CREDIT_REASON[v] ?? v;
  if (key === 'status' && typeof v === 'string')
    return ADMIN_REQUEST_STATUS.some((s) => s.value === v) || v === 'cancelled'
      ? requestStatusLabel(v)
      : (STATUS_WORDS[v] ?? v);
  if (key === 'role' && typeof v === 'string') return ROLE_LABEL[v] ?? v;
  if (Array.isArray(v)) return v.join(', ');
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** before/after as short text: the changed fields only when both are objects. */
export function changeOf(before: unknown, after: unknown): string {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => k !== 'request_id' && k !== 'message_id' && JSON.stringify(b[k]) !== JSON.stringify(a[k]),
  );
  return keys
    .map((k) => {
      const field = AUDIT_FIELD[k] ?? k;
      if (!(k in b) || before === null) return `${field} : ${show(k, a[k])}`;
      if (!(k in a) || after === null) return `${field} : ${show(k, b[k])} → ∅`;
      return `${field} : ${show(k, b[k])} → ${show(k, a[k])}`;
    })
    .join(' ; ');
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
