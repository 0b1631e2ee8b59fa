import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { company, figures } from '../../config/site.ts';
import { useConsent } from '../../features/consent/ConsentProvider.tsx';
import { Logo } from '../../components/Logo.tsx';
import { useAuth } from '../../lib/auth.tsx';

const groups = (signedIn: boolean) => [
  {
    title: 'Découvrir',
    links: [
      { to: paths.commentCaMarche, label: 'Comment ça marche' },
      { to: paths.simulateur, label: "Simulateur d'aides" },
      { to: paths.pricing, label: 'Tarifs et packs' },
      { to: paths.mesSimulations, label: 'Mes simulations' },
      { to: paths.quiSommesNous, label: 'Qui sommes-nous' },
    ],
  },
  {
    title: 'Mon Compte',
    // signed in, the footer offers the account, not the entry screens
    links: [
      ...(signedIn
        ? []
        : [
            { to: paths.login, label: 'Connexion' },
            { to: paths.register, label: 'Inscription' },
          ]),
      { to: paths.dashboard, label: 'Tableau de bord' },
      { to: paths.parrainage, label: 'Parrainage' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: paths.faq, label: 'Questions fréquentes' },
      { to: paths.contact, label: 'Contact' },
      { to: paths.planSite, label: 'Plan du site' },
    ],
  },
  {
    title: 'Légal',
    links: [
      { to: paths.mentionsLegales, label: 'Mentions légales' },
      { to: paths.conditionsGenerales, label: 'Conditions générales' },
      { to: paths.cgv, label: 'Conditions de vente' },
      { to: paths.confidentialite, label: 'Confidentialité' },
      { to: paths.cookies, label: 'Cookies' },
    ],
  },
];

export function Footer() {
  const { reopen } = useConsent();
  const { status } = useAuth();
  return (
    <footer className="mt-auto bg-brand-900 text-brand-50 print:hidden">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_3fr]">
          <FooterBrand />
          <FooterNav signedIn={status === 'authenticated'} onManageCookies={reopen} />
        </div>
        <p className="mt-10 border-t border-brand-800 pt-6 text-xs text-brand-100">
          © {new Date().getFullYear()} {company.legalName}. Aidy est un service privé d’accompagnement,
          indépendant de l’administration. Les simulations sont indicatives.
        </p>
      </div>
    </footer>
  );
}

function FooterBrand() {
  return (
    <div>
      <Logo className="text-white" />
      <p className="mt-4 max-w-xs text-sm text-brand-100">
        Nous aidons les jeunes à trouver et obtenir les aides publiques auxquelles ils ont droit.
      </p>
      <p className="mt-6 text-3xl font-extrabold text-white">
        {figures.footerCounter.toLocaleString('fr-FR')}
      </p>
      <p className="text-sm text-brand-100">jeunes accompagnés</p>
      {company.social.length > 0 && (
        <ul className="mt-6 flex flex-wrap gap-3" aria-label="Réseaux sociaux">
          {company.social.map((s) => (
            <li key={s.label}>
              <a
                href={s.href}
                rel="noopener noreferrer"
                target="_blank"
                className="inline-block rounded-full border border-brand-500 px-3 py-1.5 text-sm text-white hover:bg-brand-800"
              >
                {s.label}
                <span className="sr-only"> (nouvel onglet)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FooterNav({ signedIn, onManageCookies }: { signedIn: boolean; onManageCookies: () => void }) {
  return (
    <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
      {groups(signedIn).map((g) => (
        <nav key={g.title} aria-label={g.title}>
          <h2 className="text-sm font-bold tracking-wide text-accent-300 uppercase">{g.title}</h2>
          <ul className="mt-3 space-y-2">
            {g.links.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="text-sm text-brand-50 hover:text-white hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
            {g.title === 'Légal' && (
              <li>
                <button
                  type="button"
                  onClick={onManageCookies}
                  className="text-left text-sm text-brand-50 hover:text-white hover:underline"
                >
                  Gérer mes cookies
                </button>
              </li>
            )}
          </ul>
        </nav>
      ))}
    </div>
  );
}
