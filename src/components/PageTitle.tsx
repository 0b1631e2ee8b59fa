import { useEffect } from 'react';

/** Sets the document title ("… — Aidy") so screen-reader users hear where they are after a navigation. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} — Aidy` : 'Aidy — Trouvez les aides auxquelles vous avez droit';
  }, [title]);
}

export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: React.ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="bg-gradient-to-b from-brand-50 to-slate-50 border-b border-brand-100">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
        {lead && <p className="mt-4 max-w-3xl text-lg text-slate-700">{lead}</p>}
        {children}
      </div>
    </div>
  );
}

export function ContentPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className="prose-page mx-auto max-w-3xl px-4 py-10 sm:px-6">{children}</div>
    </>
  );
}
