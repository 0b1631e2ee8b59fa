import type { ReactNode } from 'react';
import { usePageTitle } from '../../components/PageTitle.tsx';

export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-12 sm:py-16">
      <div className="card mx-auto max-w-md sm:p-8">
        <h1 className="text-2xl font-extrabold text-brand-900">{title}</h1>
        {lead && <p className="mt-2 text-slate-700">{lead}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
