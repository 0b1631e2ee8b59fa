import { Link } from 'react-router-dom';
import {
  CalendarCheck,
  Calculator,
  FileCheck2,
  HandCoins,
  PhoneCall,
  ShieldCheck,
  Sparkles,
  Users,
  Wallet,
} from 'lucide-react';
import { paths } from '../../../config/paths.ts';
import { figures } from '../../../config/site.ts';
import { useBooking } from '../../../lib/booking-context.ts';
import { usePageTitle } from '../../../components/PageTitle.tsx';
import { Typewriter } from '../Typewriter.tsx';
import { FaqAccordion } from '../FaqAccordion.tsx';
import { faqItems } from '../faq-items.ts';
import { CalendarPanel } from '../../../components/CalendarPanel.tsx';

const AIDES = [
  'l’aide au permis',
  'le Contrat d’engagement jeune',
  'l’APL étudiante',
  'le prêt étudiant garanti',
  'la bourse d’études',
];

const STEPS = [
  {
    icon: CalendarCheck,
    title: 'Rendez-vous',
    text: `Vous réservez un appel gratuit de ${figures.appointmentMinutes} minutes avec un conseiller.`,
  },
  {
    icon: PhoneCall,
    title: 'Simulation par téléphone',
    text: 'Ensemble, nous passons en revue votre situation et toutes les aides possibles.',
  },
  {
    icon: FileCheck2,
    title: 'Prise en charge',
    text: 'Nous préparons et déposons vos dossiers, puis les suivons pour vous.',
  },
  {
    icon: HandCoins,
    title: 'Obtention des aides',
    text: 'Les organismes vous versent directement les aides accordées.',
  },
  {
    icon: Wallet,
    title: `${figures.feePercent} % après réception`,
    text: `Vous ne payez que ${figures.feePercent} % des montants effectivement perçus. Rien avant.`,
  },
];

const REASONS = [
  {
    icon: ShieldCheck,
    title: 'Aucun frais d’avance',
    text: `Notre rémunération : ${figures.feePercent} % des aides perçues, uniquement après versement.`,
  },
  {
    icon: Users,
    title: 'Des conseillers dédiés',
    text: 'Une personne qui connaît les dispositifs jeunes vous suit du premier appel au versement.',
  },
  {
    icon: Sparkles,
    title: 'Zéro paperasse pour vous',
    text: 'Nous remplissons les formulaires, listons les justificatifs et relançons les organismes.',
  },
];

export default function HomePage() {
  usePageTitle('');
  const booking = useBooking();
  return (
    <>
      <Hero onBook={booking.open} />

      <section aria-labelledby="etapes" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="etapes" className="text-center text-3xl font-extrabold text-brand-900">
          Comment ça marche
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
          Cinq étapes, et nous faisons le plus gros du travail.
        </p>
        <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {STEPS.map((s, i) => (
            <li key={s.title} className="card relative">
              <span className="absolute top-4 right-4 text-sm font-bold text-brand-500">{i + 1}</span>
              <s.icon className="h-8 w-8 text-brand-700" aria-hidden="true" />
              <h3 className="mt-4 font-bold text-slate-900">{s.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="pourquoi" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="pourquoi" className="text-3xl font-extrabold text-brand-900">
            Pourquoi choisir Aidy ?
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {REASONS.map((r) => (
              <div key={r.title} className="rounded-2xl bg-brand-50 p-6">
                <r.icon className="h-8 w-8 text-brand-700" aria-hidden="true" />
                <h3 className="mt-4 text-lg font-bold text-slate-900">{r.title}</h3>
                <p className="mt-2 text-slate-700">{r.text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="faq-accueil" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="faq-accueil" className="mb-8 text-center text-3xl font-extrabold text-brand-900">
          Questions fréquentes
        </h2>
        <FaqAccordion items={faqItems} />
      </section>

      <RendezVousSection onBook={booking.open} />
    </>
  );
}

function Hero({ onBook }: { onBook: () => void }) {
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div
        className="absolute -top-24 -right-24 h-96 w-96 rounded-full bg-brand-600/40 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex rounded-full bg-brand-800 px-3 py-1 text-sm font-semibold text-accent-300">
            Étudiants, jeunes actifs, demandeurs d’emploi
          </p>
          <h1 className="mt-6 text-[2rem] leading-tight font-extrabold tracking-tight sm:text-5xl">
            Obtenez enfin
            <Typewriter phrases={AIDES} />
          </h1>
          <p className="mt-6 max-w-xl text-lg text-brand-100">
            Des milliers d’euros d’aides publiques ne sont jamais demandés. Nos conseillers trouvent celles
            auxquelles vous avez droit et s’occupent des démarches, sans frais d’avance.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <button type="button" className="btn-accent px-6 py-3 text-base" onClick={onBook}>
              <CalendarCheck className="h-5 w-5" aria-hidden="true" /> Prendre rendez-vous gratuitement
            </button>
            <Link
              to={paths.simulateur}
              className="btn border border-brand-200 px-6 py-3 text-base text-white hover:bg-brand-800"
            >
              <Calculator className="h-5 w-5" aria-hidden="true" /> Simuler mes aides
            </Link>
          </div>
        </div>
        <HeroFigures />
      </div>
    </section>
  );
}

function HeroFigures() {
  return (
    <dl className="grid grid-cols-2 gap-4 self-center">
      <div className="rounded-2xl bg-brand-800/70 p-6">
        <dt className="text-sm text-brand-100">Jeunes accompagnés</dt>
        <dd className="mt-1 text-4xl font-extrabold">{figures.helped}</dd>
      </div>
      <div className="rounded-2xl bg-brand-800/70 p-6">
        <dt className="text-sm text-brand-100">Dossiers pris en charge</dt>
        <dd className="mt-1 text-4xl font-extrabold">{figures.takenInCharge}</dd>
      </div>
      <div className="col-span-2 rounded-2xl bg-accent-100 p-6 text-brand-900">
        <dt className="text-sm font-semibold">Notre rémunération</dt>
        <dd className="mt-1 text-lg font-bold">{figures.feePercent} % des aides perçues, et 0 € d’avance</dd>
      </div>
    </dl>
  );
}

function RendezVousSection({ onBook }: { onBook: () => void }) {
  return (
    <section aria-labelledby="rdv" className="bg-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="rdv" className="text-3xl font-extrabold text-brand-900">
            Parlons de votre situation
          </h2>
          <p className="mt-4 text-slate-700">
            Réservez un appel gratuit de {figures.appointmentMinutes} minutes. Un conseiller vous rappelle au
            créneau choisi, fait la simulation avec vous et vous explique la suite. Annulation ou report
            possible jusqu’à {figures.cancelHoursAhead} h avant.
          </p>
          <button type="button" className="btn-primary mt-6" onClick={onBook}>
            Réserver mon appel
          </button>
        </div>
        <CalendarPanel />
      </div>
    </section>
  );
}
