// The results of a simulation, scannable on a phone: each aid on one short card (name, amount, one line of
// why), its details on demand. Two slots keep the account area's actions apart from this layout: `actions`
// for the whole result (next to « Imprimer »), `aidActions` for one aid (next to « Voir le détail »).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronDown, ExternalLink, FileText, Pencil, Printer, Save, Send } from 'lucide-react';
import type { Aid, Periodicite, SimulationResult } from './api.ts';
import { formatEuros } from '../../lib/format.ts';

const PERIOD_LABEL: Record<Periodicite, string> = {
  mensuelle: 'par mois',
  annuelle: 'par an',
  ponctuelle: 'versement unique',
};

/** Loans are repaid: they are listed but not added to the totals. */
export const isLoan = (aid: Aid) => /(^|_)pret(_|$)/.test(aid.id) || /^prêt/i.test(aid.nom);
/** an amount the person pays (the CSS participation), not one they receive */
const isParticipation = (aid: Aid) => /participation/i.test(aid.legende ?? '');
/** a ceiling, a guarantee or an advance: not money the person is sure to receive */
const isPlafond = (aid: Aid) => /jusqu|garantie|avance|maximum/i.test(aid.legende ?? '');
/** what the totals leave out: loans, ceilings and guarantees, participations */
export const horsTotal = (aid: Aid) => isLoan(aid) || isParticipation(aid) || isPlafond(aid);

export function totals(all: Aid[]) {
  const aids = all.filter((a) => !horsTotal(a));
  const monthly = aids.filter((a) => a.periodicite === 'mensuelle').reduce((s, a) => s + a.montant, 0);
  const yearly =
    monthly * 12 + aids.filter((a) => a.periodicite !== 'mensuelle').reduce((s, a) => s + a.montant, 0);
  return { monthly, yearly };
}

/**
 * How the amount reads: « Gratuite » for a free aid (never « 0,00 € »), « jusqu’à 1 200,00 € » for a ceiling,
 * the period underneath; an aid with no money amount (a guarantee, a service) says so.
 */
export function montantAffiche(aid: Aid): { montant: string; periode?: string } {
  const legende = aid.legende?.trim();
  if (aid.montant <= 0)
    return { montant: legende && legende.length < 24 ? capitalise(legende) : 'Sans montant à verser' };
  const euros = formatEuros(aid.montant);
  if (isParticipation(aid))
    return {
      montant: `Participation de ${euros}`,
      periode: PERIOD_LABEL[aid.periodicite] ?? aid.periodicite,
    };
  const prefixe = legende && /jusqu|maximum|avance/i.test(legende) ? `${legende.replace(/,?\s*$/, '')} ` : '';
  return {
    montant: `${capitalise(prefixe)}${euros}`,
    periode: PERIOD_LABEL[aid.periodicite] ?? aid.periodicite,
  };
}

const capitalise = (s: string) => (s ? s[0].toLocaleUpperCase('fr') + s.slice(1) : s);

/** the one line of why under the name: the engine's first explanation, else the aid's description */
export const pourquoi = (aid: Aid) => aid.explication[0] ?? aid.description;

const NIVEAUX: { niveau: NonNullable<Aid['niveau']>; titre: string }[] = [
  { niveau: 'national', titre: 'Aides nationales' },
  { niveau: 'region', titre: 'Aides de votre région' },
  { niveau: 'departement', titre: 'Aides de votre département' },
  { niveau: 'epci', titre: 'Aides de votre intercommunalité' },
  { niveau: 'commune', titre: 'Aides de votre commune' },
];

/** Aids grouped by territory level (national, région, département, intercommunalité, commune) when there are
 * local aids; a single untitled group otherwise. */
export function groupes(aids: Aid[]): { titre?: string; aides: Aid[] }[] {
  if (!aids.length) return [];
  if (aids.every((a) => (a.niveau ?? 'national') === 'national')) return [{ aides: aids }];
  return NIVEAUX.map(({ niveau, titre }) => ({
    titre,
    aides: aids.filter((a) => (a.niveau ?? 'national') === niveau),
  })).filter((g) => g.aides.length);
}

export const THEME_LABEL: Record<string, string> = {
  logement: 'Logement',
  transport: 'Transport',
  formation: 'Formation',
  santé: 'Santé',
  permis: 'Permis',
  bafa: 'BAFA',
  vélo: 'Vélo',
  international: 'International',
  culture: 'Culture et loisirs',
  emploi: 'Emploi',
  autre: 'Autres',
};

/** the themes of the local aids shown, in the order of THEME_LABEL */
export const themesDe = (aids: Aid[]) =>
  Object.keys(THEME_LABEL).filter((t) => aids.some((a) => a.themes?.includes(t)));

/** dd/mm/yyyy of a YYYY-MM-DD date */
const dateFr = (iso: string) => iso.split('-').reverse().join('/');

interface Props {
  result: SimulationResult;
  onEdit?: () => void;
  onSave?: () => void;
  saved?: boolean;
  onApply: (aid: Aid) => void;
  title?: string;
  /** actions on the whole result, shown with « Imprimer » (the account area adds its own) */
  actions?: ReactNode;
  /** actions on one aid, shown on its card; « Faire la demande » by default */
  aidActions?: (aid: Aid) => ReactNode;
}

export function Results({
  result,
  onEdit,
  onSave,
  saved,
  onApply,
  title = 'Résultats de votre simulation',
  actions,
  aidActions,
}: Props) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const [theme, setTheme] = useState<string | null>(null);
  const eligibles = result.droitsEligibles;
  const themes = themesDe(eligibles);
  const affichees = theme ? eligibles.filter((a) => a.themes?.includes(theme)) : eligibles;
  const defaultAidActions = (aid: Aid) => (
    <button type="button" className="btn-primary px-4 py-2 text-sm print:hidden" onClick={() => onApply(aid)}>
      <Send className="h-4 w-4" aria-hidden="true" /> Faire la demande
      <span className="sr-only"> : {aid.nom}</span>
    </button>
  );
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
      <ResultsSummary eligibles={eligibles} />
      <ResultsActions onEdit={onEdit} onSave={onSave} saved={saved} actions={actions} />
      {themes.length > 1 && <ThemeFilter themes={themes} theme={theme} onChange={setTheme} />}

      {groupes(affichees).map((g, i) => (
        <div key={g.titre ?? i} className="mt-6">
          {g.titre && <h3 className="mb-3 text-lg font-bold text-brand-900">{g.titre}</h3>}
          <ul className="grid gap-3" aria-label="Aides auxquelles vous pourriez avoir droit">
            {g.aides.map((aid) => (
              <AidCard key={aid.id} aid={aid} actions={(aidActions ?? defaultAidActions)(aid)} />
            ))}
          </ul>
        </div>
      ))}

      {result.droitsNonEligibles.length > 0 && <NonEligibles aids={result.droitsNonEligibles} />}
      <p className="mt-8 text-sm text-slate-600">
        Simulation indicative établie d’après vos réponses et la réglementation en vigueur, en supposant votre
        situation stable sur les derniers mois. Seul l’organisme qui verse l’aide décide de votre droit.
      </p>
    </section>
  );
}

/** how many aids, and their monthly and yearly totals */
function ResultsSummary({ eligibles }: { eligibles: Aid[] }) {
  const { monthly, yearly } = totals(eligibles);
  return (
    <>
      <p className="mt-2 text-slate-700">
        {eligibles.length === 0
          ? 'D’après vos réponses, nous n’avons pas trouvé d’aide pour laquelle vous semblez éligible aujourd’hui. Un conseiller peut vérifier votre situation avec vous.'
          : `D’après vos réponses, vous pourriez bénéficier de ${eligibles.length} aide${eligibles.length > 1 ? 's' : ''}. Ces montants sont des estimations.`}
      </p>

      {eligibles.length > 0 && (
        <dl className="mt-5 grid grid-cols-2 gap-3">
          <div className="rounded-2xl bg-brand-800 p-4 text-white sm:p-5">
            <dt className="text-sm text-brand-100">Total mensuel estimé</dt>
            <dd className="mt-1 text-2xl font-extrabold sm:text-3xl">{formatEuros(monthly)}</dd>
          </div>
          <div className="rounded-2xl bg-accent-100 p-4 text-brand-900 sm:p-5">
            <dt className="text-sm font-semibold">Total estimé sur un an</dt>
            <dd className="mt-1 text-2xl font-extrabold sm:text-3xl">{formatEuros(yearly)}</dd>
          </div>
        </dl>
      )}
      {eligibles.some(horsTotal) && (
        <p className="mt-2 text-sm text-slate-600">
          Les prêts, les garanties et les montants maximums (« jusqu’à ») sont présentés à titre indicatif et
          ne sont pas comptés dans les totaux.
        </p>
      )}
    </>
  );
}

/** « Modifier mes réponses », « Imprimer », « Enregistrer sur cet appareil » and the caller's `actions` */
function ResultsActions({
  onEdit,
  onSave,
  saved,
  actions,
}: Pick<Props, 'onEdit' | 'onSave' | 'saved' | 'actions'>) {
  return (
    <>
      <div className="mt-5 flex flex-wrap gap-2 print:hidden">
        {onEdit && (
          <button type="button" className="btn-ghost px-3 py-2 text-sm" onClick={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden="true" /> Modifier mes réponses
          </button>
        )}
        <button type="button" className="btn-ghost px-3 py-2 text-sm" onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden="true" /> Imprimer
        </button>
        {onSave && (
          <button type="button" className="btn-ghost px-3 py-2 text-sm" onClick={onSave} disabled={saved}>
            <Save className="h-4 w-4" aria-hidden="true" />{' '}
            {saved ? 'Simulation enregistrée' : 'Enregistrer sur cet appareil'}
          </button>
        )}
        {actions}
      </div>
      <p role="status" className="sr-only">
        {saved ? 'Simulation enregistrée sur cet appareil. Retrouvez-la dans « Mes simulations ».' : ''}
      </p>
    </>
  );
}

/** one toggle per theme, and « Toutes les aides » */
function ThemeFilter({
  themes,
  theme,
  onChange,
}: {
  themes: string[];
  theme: string | null;
  onChange: (theme: string | null) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Filtrer les aides par thème"
      className="mt-6 flex flex-wrap gap-2 print:hidden"
    >
      {[null, ...themes].map((t) => (
        <button
          key={t ?? 'tous'}
          type="button"
          aria-pressed={theme === t}
          onClick={() => onChange(t)}
          className={`rounded-full border px-3 py-1 text-sm font-semibold ${
            theme === t
              ? 'border-brand-800 bg-brand-800 text-white'
              : 'border-slate-300 bg-white text-slate-800 dark:bg-slate-900 dark:text-slate-100'
          }`}
        >
          {t ? THEME_LABEL[t] : 'Toutes les aides'}
        </button>
      ))}
    </div>
  );
}

/** the key of a line of text in a list: its place first, as two lines may say the same thing */
const lineKey = (index: number, text: string) => `${index}-${text}`;

/** the aids not granted, each with its reasons, folded */
function NonEligibles({ aids }: { aids: Aid[] }) {
  return (
    <details className="card mt-8 print:hidden">
      <summary className="cursor-pointer font-semibold text-brand-800">
        Aides pour lesquelles vous ne semblez pas éligible ({aids.length})
      </summary>
      <ul className="mt-4 divide-y divide-slate-100">
        {aids.map((aid) => (
          <li key={aid.id} className="py-3">
            <p className="font-semibold text-slate-900">{aid.nom}</p>
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
              {(aid.explication.length
                ? aid.explication
                : ['Les conditions ne sont pas remplies d’après vos réponses.']
              ).map((r, i) => (
                <li key={lineKey(i, r)}>{r}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** One aid: name, amount and one line of why; the rest (how it was computed, how to apply) on demand. */
function AidCard({ aid, actions }: { aid: Aid; actions: ReactNode }) {
  const { montant, periode } = montantAffiche(aid);
  return (
    <li className="card break-inside-avoid p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base leading-snug font-bold text-slate-900 sm:text-lg">{aid.nom}</h3>
          <p className="text-xs font-semibold text-brand-700">{aid.institution}</p>
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-lg leading-tight font-extrabold text-brand-800 sm:text-xl">
            {montant}
          </span>
          {periode && <span className="text-xs text-slate-700">{periode}</span>}
        </p>
      </div>
      <p className="mt-2 line-clamp-2 text-sm text-slate-700">{pourquoi(aid)}</p>
      {/* the toggle and the actions share a line; an open detail takes the whole width, actions below it */}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <details className="group min-w-0 flex-1 open:basis-full">
          <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-2 print:hidden [&::-webkit-details-marker]:hidden">
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-2">
              <ChevronDown
                className="h-4 w-4 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
              Voir le détail<span className="sr-only"> : {aid.nom}</span>
            </span>
          </summary>
          <AidDetail aid={aid} />
        </details>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
    </li>
  );
}

/** the unfolded detail of an aid: how it was computed, what to check, how to apply, its source's date */
function AidDetail({ aid }: { aid: Aid }) {
  return (
    <div className="mt-3 space-y-3 border-t border-slate-100 pt-3 text-sm text-slate-700">
      <p>{aid.description}</p>
      {aid.explication.length > 1 && (
        <ul className="list-disc space-y-1 pl-5">
          {aid.explication.map((e, i) => (
            <li key={lineKey(i, e)}>{e}</li>
          ))}
        </ul>
      )}
      {aid.conditionsAVerifier && aid.conditionsAVerifier.length > 0 && (
        <div>
          <p className="font-semibold text-slate-800">À vérifier de votre côté :</p>
          <ul className="mt-1 list-disc pl-5">
            {aid.conditionsAVerifier.map((c, i) => (
              <li key={lineKey(i, c)}>{c}</li>
            ))}
          </ul>
        </div>
      )}
      <CommentDemander aid={aid} />
      {aid.dateSource && (
        <p className="text-xs text-slate-600">Source vérifiée le {dateFr(aid.dateSource)}</p>
      )}
    </div>
  );
}

/** « Comment en faire la demande »: the instructions, then the links (online, form, official page) */
function CommentDemander({ aid }: { aid: Aid }) {
  return (
    <div>
      <p className="font-semibold text-slate-800">Comment en faire la demande</p>
      {aid.instructions && !estUrl(aid.instructions) && <p className="mt-1">{aid.instructions}</p>}
      <div className="mt-2 flex flex-wrap gap-2">
        {aid.teleservice && <Lien href={aid.teleservice} nom={aid.nom} label="Demande en ligne" />}
        {aid.formulaire && <Lien href={aid.formulaire} nom={aid.nom} label="Formulaire" icon="form" />}
        {aid.instructions && estUrl(aid.instructions) && (
          <Lien href={aid.instructions} nom={aid.nom} label="Instructions" />
        )}
        <Lien href={aid.lien} nom={aid.nom} label="Informations officielles" />
      </div>
    </div>
  );
}

const estUrl = (s: string) => /^https:\/\//.test(s);

function Lien({ href, nom, label, icon }: { href: string; nom: string; label: string; icon?: 'form' }) {
  const Icon = icon === 'form' ? FileText : ExternalLink;
  return (
    <a className="btn-ghost px-3 py-1.5 text-sm" href={href} target="_blank" rel="noopener noreferrer">
      <Icon className="h-4 w-4" aria-hidden="true" /> {label}
      <span className="sr-only"> : {nom} (nouvel onglet)</span>
    </a>
  );
}
