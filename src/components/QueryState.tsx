// Error and empty states of the account screens: an error always says what failed and offers « Réessayer ».
import type { ReactNode } from 'react';
import { AlertTriangle, RotateCcw } from 'lucide-react';

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-5 text-red-800">
      <p className="flex items-start gap-2 font-medium">
        <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <span>{message}</span>
      </p>
      {onRetry && (
        <button type="button" className="btn-ghost mt-4" onClick={onRetry}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" /> Réessayer
        </button>
      )}
    </div>
  );
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="card text-center">
      <p className="text-slate-700">{children}</p>
      {action && <div className="mt-4 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}

/** A short success or error line after an action, read out by screen readers. */
export function ActionMessage({ kind, children }: { kind: 'success' | 'error'; children: ReactNode }) {
  return kind === 'success' ? (
    <p
      role="status"
      className="rounded-xl border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-800"
    >
      {children}
    </p>
  ) : (
    <p
      role="alert"
      className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      {children}
    </p>
  );
}
