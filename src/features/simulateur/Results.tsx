import { useEffect, useRef, type ReactNode } from 'react';
import { ExternalLink, FileText, Pencil, Printer, Save, Send } from 'lucide-react';
import type { Aid, Periodicite, SimulationResult } from './api.ts';
import { formatEuros } from '../../lib/format.ts';

const PERIOD_LABEL: Record<Periodicite, string> = {
  mensuelle: 'par mois',
  annuelle: 'par an',
  ponctuelle: 'versement unique',
};

/** Loans are repaid: they are listed but not added to the totals. */
export const isLoan = (aid: Aid) => /(^|_)pret(_|$)/.test(aid.id) || /^prêt/i.test(aid.nom);

export function totals(all: Aid[]) {
  const aids = all.filter((a) => !isLoan(a));
  const monthly = aids.filter((a) => a.periodicite === 'mensuelle').reduce((s, a) => s + a.montant, 0);
  const yearly =
    monthly * 12 + aids.filter((a) => a.periodicite !== 'mensuelle').reduce((s, a) => s + a.montant, 0);
  return { monthly, yearly };
}

interface Props {
  result: SimulationResult;
  onEdit?: () => void;
  onSave?: () => void;
  saved?: boolean;
  onApply: (aid: Aid) => void;
  title?: string;
  /** account actions beside the others (AccountBridge.tsx: « Enregistrer dans mon compte ») */
  accountActions?: ReactNode;
}

export function Results({
  result,
  onEdit,
  onSave,
  saved,
  onApply,
  title = 'Résultats de votre simulation',
  accountActions,
}: Props) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const eligibles = result.droitsEligibles;
  const { monthly, yearly } = totals(eligibles);
  return (
    <section aria-labelledby="resultats-titre">
      <h2
        id="resultats-titre"
        ref={titleRef}
        tabIndex={-1}
        className="text-2xl font-extrabold text-brand-900 focus:outline-none sm:text-3xl"
      >
        {title}
      </h2>
      <p className="mt-2 text-slate-700">
        {eligibles.length === 0
          ? 'D’après vos réponses, nous n’avons pas trouvé d’aide pour laquelle vous semblez éligible aujourd’hui. Un conseiller peut vérifier votre situation avec vous.'
          : `D’après vos réponses, vous pourriez bénéficier de ${eligibles.length} aide${eligibles.length > 1 ? 's' : ''}. Ces montants sont des estimations.`}
      </p>

      {eligibles.length > 0 && (
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          <div className="rounded-2xl bg-brand-800 p-5 text-white">
            <dt className="text-sm text-brand-100">Total mensuel estimé</dt>
            <dd className="mt-1 text-3xl font-extrabold">{formatEuros(monthly)}</dd>
          </div>
          <div className="rounded-2xl bg-accent-100 p-5 text-brand-900">
            <dt className="text-sm font-semibold">Total estimé sur un an</dt>
            <dd className="mt-1 text-3xl font-extrabold">{formatEuros(yearly)}</dd>
          </div>
        </dl>
      )}
      {eligibles.some(isLoan) && (
        <p className="mt-2 text-sm text-slate-600">
          Les prêts sont présentés à titre indicatif et ne sont pas comptés dans les totaux.
        </p>
      )}

      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        {accountActions}
        {onEdit && (
          <button type="button" className="btn-ghost" onClick={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden="true" /> Modifier mes réponses
          </button>
        )}
        <button type="button" className="btn-ghost" onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden="true" /> Imprimer
        </button>
        {onSave && (
          <button type="button" className="btn-ghost" onClick={onSave} disabled={saved}>
            <Save className="h-4 w-4" aria-hidden="true" />{' '}
            {saved ? 'Simulation enregistrée' : 'Enregistrer sur cet appareil'}
          </button>
        )}
      </div>
      <p role="status" className="sr-only">
        {saved ? 'Simulation enregistrée sur cet appareil. Retrouvez-la dans « Mes simulations ».' : ''}
      </p>

      <ul className="mt-8 grid gap-5">
        {eligibles.map((aid) => (
          <li key={aid.id} className="card break-inside-avoid">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
              <div>
                <p className="text-sm font-semibold text-brand-600">{aid.institution}</p>
                <h3 className="mt-1 text-lg font-bold text-slate-900">{aid.nom}</h3>
              </div>
              <p className="shrink-0 rounded-xl bg-brand-50 px-4 py-2 text-right">
                <span className="block text-xl font-extrabold text-brand-800">
                  {formatEuros(aid.montant)}
                </span>
                <span className="text-sm text-slate-700">
                  {PERIOD_LABEL[aid.periodicite] ?? aid.periodicite}
                </span>
              </p>
            </div>
            <p className="mt-3 text-slate-700">{aid.description}</p>
            {aid.legende && <p className="mt-2 text-sm text-slate-600">{aid.legende}</p>}
            {aid.conditionsAVerifier && aid.conditionsAVerifier.length > 0 && (
              <div className="mt-3">
                <p className="text-sm font-semibold text-slate-800">À vérifier de votre côté :</p>
                <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
                  {aid.conditionsAVerifier.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              </div>
            )}
            <div className="mt-4 border-t border-slate-100 pt-4">
              <p className="text-sm font-semibold text-slate-800">Comment en faire la demande</p>
              {aid.instructions && <p className="mt-1 text-sm text-slate-700">{aid.instructions}</p>}
              <div className="mt-3 flex flex-wrap gap-3">
                <button type="button" className="btn-primary print:hidden" onClick={() => onApply(aid)}>
                  <Send className="h-4 w-4" aria-hidden="true" /> Faire la demande
                  <span className="sr-only"> : {aid.nom}</span>
                </button>
                {aid.teleservice && (
                  <a className="btn-ghost" href={aid.teleservice} target="_blank" rel="noopener noreferrer">
                    <ExternalLink className="h-4 w-4" aria-hidden="true" /> Demande en ligne
                    <span className="sr-only"> : {aid.nom} (nouvel onglet)</span>
                  </a>
                )}
                {aid.formulaire && (
                  <a className="btn-ghost" href={aid.formulaire} target="_blank" rel="noopener noreferrer">
                    <FileText className="h-4 w-4" aria-hidden="true" /> Formulaire
                    <span className="sr-only"> : {aid.nom} (nouvel onglet)</span>
                  </a>
                )}
                <a className="btn-ghost" href={aid.lien} target="_blank" rel="noopener noreferrer">
                  <ExternalLink className="h-4 w-4" aria-hidden="true" /> Informations officielles
                  <span className="sr-only"> : {aid.nom} (nouvel onglet)</span>
                </a>
              </div>
            </div>
          </li>
        ))}
      </ul>

      {result.droitsNonEligibles.length > 0 && (
        <details className="card mt-8 print:hidden">
          <summary className="cursor-pointer font-semibold text-brand-800">
            Aides pour lesquelles vous ne semblez pas éligible ({result.droitsNonEligibles.length})
          </summary>
          <ul className="mt-4 divide-y divide-slate-100">
            {result.droitsNonEligibles.map((aid) => (
              <li key={aid.id} className="py-3">
                <p className="font-semibold text-slate-900">{aid.nom}</p>
                <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
                  {(aid.explication.length
                    ? aid.explication
                    : ['Les conditions ne sont pas remplies d’après vos réponses.']
                  ).map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </details>
      )}
      <p className="mt-8 text-sm text-slate-600">
        Simulation indicative établie d’après vos réponses et la réglementation en vigueur, en supposant votre
        situation stable sur les derniers mois. Seul l’organisme qui verse l’aide décide de votre droit.
      </p>
    </section>
  );
}
