import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { analyticsScripts } from '../../config/site.ts';
import {
  loadAnalytics,
  readConsent,
  storeConsent,
  unloadAnalytics,
  type ConsentValue,
  type StoredConsent,
} from './consent.ts';

interface ConsentState {
  consent: StoredConsent | null;
  reopen: () => void;
  choose: (value: ConsentValue) => void;
}

const ConsentContext = createContext<ConsentState | null>(null);

export function ConsentProvider({ children, cookiesPath }: { children: ReactNode; cookiesPath: string }) {
  const [consent, setConsent] = useState<StoredConsent | null>(() => readConsent());
  const [bannerOpen, setBannerOpen] = useState(() => consent === null);

  useEffect(() => {
    if (consent?.value === 'accepted') loadAnalytics(analyticsScripts);
  }, [consent]);

  const value = useMemo<ConsentState>(
    () => ({
      consent,
      reopen: () => setBannerOpen(true),
      choose: (choice) => {
        if (choice === 'declined') unloadAnalytics();
        setConsent(storeConsent(choice));
        setBannerOpen(false);
      },
    }),
    [consent],
  );

  return (
    <ConsentContext value={value}>
      {children}
      {bannerOpen && <ConsentBanner onChoose={value.choose} cookiesPath={cookiesPath} />}
    </ConsentContext>
  );
}

export function useConsent(): ConsentState {
  const ctx = use(ConsentContext);
  if (!ctx) throw new Error('useConsent doit être utilisé dans <ConsentProvider>.');
  return ctx;
}

function ConsentBanner({
  onChoose,
  cookiesPath,
}: {
  onChoose: (v: ConsentValue) => void;
  cookiesPath: string;
}) {
  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-brand-100 bg-white/95 shadow-[0_-8px_30px_rgba(8,44,53,0.12)] backdrop-blur print:hidden"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6 md:flex-row md:items-center md:gap-8">
        <div className="flex-1">
          <h2 id="consent-title" className="text-base font-bold text-brand-900">
            Nous respectons votre vie privée
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Nous utilisons des cookies pour améliorer votre navigation, personnaliser le contenu et analyser
            notre trafic. Vous pouvez accepter uniquement les cookies nécessaires ou les accepter tous.{' '}
            <Link to={cookiesPath} className="font-medium text-brand-700 underline underline-offset-2">
              En savoir plus
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-3">
          <button
            type="button"
            className="btn-primary flex-1 md:flex-none"
            onClick={() => onChoose('declined')}
          >
            Refuser
          </button>
          <button
            type="button"
            className="btn-primary flex-1 md:flex-none"
            onClick={() => onChoose('accepted')}
          >
            Tout accepter
          </button>
        </div>
      </div>
    </section>
  );
}
