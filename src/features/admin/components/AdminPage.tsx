// The heading of every back-office screen: h1, a lead, actions (export…), the document title; full width.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronLeft } from 'lucide-react';
import { usePageTitle } from '../../../components/PageTitle.tsx';

export function AdminPage({
  title,
  lead,
  actions,
  back,
  children,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  usePageTitle(`${title} — Administration`);
  return (
    <div className="min-w-0">
      {back && (
        <Link
          to={back.to}
          className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline"
        >
          <ChevronLeft className="h-4 w-4" aria-hidden="true" /> {back.label}
        </Link>
      )}
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-brand-900 sm:text-3xl">
            {title}
          </h1>
          {lead && <p className="mt-1 text-slate-700">{lead}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
      </div>
      <div className="space-y-6">{children}</div>
    </div>
  );
}

/** A titled block of a back-office page. */
export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card min-w-0 p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
