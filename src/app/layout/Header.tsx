import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { ChevronDown, LogOut, Menu, X } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useScrolledPast } from '../../lib/use-scrolled.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { Logo } from '../../components/Logo.tsx';

export const mainLinks = [
  { to: paths.home, label: 'Accueil' },
  { to: paths.commentCaMarche, label: 'Comment ça marche' },
  { to: paths.simulateur, label: "Simulateur d'aides" },
  { to: paths.parrainage, label: 'Parrainage' },
  { to: paths.aides.list, label: 'Aides' },
  { to: paths.quiSommesNous, label: 'Qui sommes-nous' },
  { to: paths.contact, label: 'Contact' },
];

export const accountLinks = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.paiement, label: 'Paiement' },
  { to: paths.notifications, label: 'Notifications' },
  { to: paths.historique, label: 'Historique' },
  { to: paths.parametres, label: 'Paramètres' },
  { to: paths.support, label: 'Support' },
];

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition-colors ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:text-brand-700'}`;

type Logout = () => Promise<void>;

export function Header() {
  const hidden = useScrolledPast();
  const { status, displayName, signOut } = useAuth();
  const navigate = useNavigate();
  const { mobileOpen, setMobileOpen, accountOpen, setAccountOpen } = useMenusClosedOnNavigation();
  const mobileId = useId();
  const accountId = useId();
  const loggedIn = status === 'authenticated';

  const logout = async () => {
    await signOut();
    navigate(paths.home);
  };

  return (
    <header
      className={`sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur transition-transform duration-300 focus-within:translate-y-0 print:hidden ${
        hidden && !mobileOpen ? '-translate-y-full' : 'translate-y-0'
      }`}
    >
      <TopBar />
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link to={paths.home} className="text-brand-900" aria-label="Aidy, retour à l’accueil">
          <Logo />
        </Link>
        <MainNav />
        <div className="hidden items-center gap-2 xl:flex">
          {loggedIn ? (
            <AccountMenu
              id={accountId}
              open={accountOpen}
              onToggle={() => setAccountOpen((o) => !o)}
              displayName={displayName}
              onLogout={logout}
            />
          ) : (
            <>
              <Link to={paths.login} className="btn-ghost">
                Connexion
              </Link>
              <Link to={paths.register} className="btn-primary">
                Inscription
              </Link>
            </>
          )}
        </div>
        <MobileMenuButton controls={mobileId} open={mobileOpen} onToggle={() => setMobileOpen((o) => !o)} />
      </div>
      <MobileMenu
        id={mobileId}
        open={mobileOpen}
        loggedIn={loggedIn}
        displayName={displayName}
        onLogout={logout}
      />
    </header>
  );
}

/** The mobile menu and the account dropdown, both closed again when the page changes. */
function useMenusClosedOnNavigation() {
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);

  useEffect(() => {
    setMobileOpen(false);
    setAccountOpen(false);
  }, [location.pathname]);

  return { mobileOpen, setMobileOpen, accountOpen, setAccountOpen };
}

function TopBar() {
  return (
    <div className="bg-brand-800 text-xs text-brand-50">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1.5 sm:px-6">
        <p>Conseillers 7 j/7, de 10 h à 18 h</p>
        <Link
          to={paths.simulateurOfficiel}
          className="font-semibold whitespace-nowrap underline underline-offset-2 hover:text-white"
        >
          Simulateur officiel
        </Link>
      </div>
    </div>
  );
}

function MainNav() {
  return (
    <nav aria-label="Navigation principale" className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {mainLinks.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.to === '/'} className={navClass}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Desktop account dropdown; its open state stays in Header so a route change can close it. */
function AccountMenu({
  id,
  open,
  onToggle,
  displayName,
  onLogout,
}: {
  id: string;
  open: boolean;
  onToggle: () => void;
  displayName: string;
  onLogout: Logout;
}) {
  return (
    <div className="relative">
      <button
        type="button"
        className="flex items-center gap-2 rounded-full border border-slate-200 py-1 pr-3 pl-1 text-sm font-semibold text-slate-800 hover:border-brand-500"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
      >
        <Avatar name={displayName} />
        <span>{displayName}</span>
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </button>
      <div
        id={id}
        hidden={!open}
        className="absolute right-0 mt-2 w-56 rounded-2xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        <ul>
          {accountLinks.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="block rounded-lg px-3 py-2 text-sm text-slate-800 hover:bg-brand-50">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={onLogout}
          className="mt-1 flex w-full items-center gap-2 rounded-lg border-t border-slate-100 px-3 py-2 text-left text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          <LogOut className="h-4 w-4" aria-hidden="true" /> Déconnexion
        </button>
      </div>
    </div>
  );
}

function MobileMenuButton({
  controls,
  open,
  onToggle,
}: {
  controls: string;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="rounded-full p-2 text-brand-900 hover:bg-brand-50 xl:hidden"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {open ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
      <span className="sr-only">{open ? 'Fermer le menu' : 'Ouvrir le menu'}</span>
    </button>
  );
}

const mobileLinks = [...mainLinks, { to: paths.mesSimulations, label: 'Mes simulations' }];

function MobileMenu({
  id,
  open,
  loggedIn,
  displayName,
  onLogout,
}: {
  id: string;
  open: boolean;
  loggedIn: boolean;
  displayName: string;
  onLogout: Logout;
}) {
  return (
    <div
      id={id}
      hidden={!open}
      className="max-h-[calc(100vh-6rem)] overflow-y-auto border-t border-slate-200 bg-white xl:hidden"
    >
      <nav aria-label="Menu mobile" className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
        <ul className="grid gap-1">
          {mobileLinks.map((l) => (
            <li key={l.to}>
              <NavLink
                to={l.to}
                end={l.to === '/'}
                className={({ isActive }) =>
                  `block rounded-xl px-3 py-2.5 font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800'}`
                }
              >
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-4 border-t border-slate-200 pt-4">
          {loggedIn ? (
            <MobileAccount displayName={displayName} onLogout={onLogout} />
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <Link to={paths.login} className="btn-ghost">
                Connexion
              </Link>
              <Link to={paths.register} className="btn-primary">
                Inscription
              </Link>
            </div>
          )}
        </div>
      </nav>
    </div>
  );
}

function MobileAccount({ displayName, onLogout }: { displayName: string; onLogout: Logout }) {
  return (
    <>
      <p className="mb-2 flex items-center gap-2 px-3 font-semibold text-slate-900">
        <Avatar name={displayName} /> {displayName}
      </p>
      <ul className="grid gap-1">
        {accountLinks.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="block rounded-xl px-3 py-2.5 text-slate-800">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onLogout} className="btn-ghost mt-3 w-full text-red-700">
        <LogOut className="h-4 w-4" aria-hidden="true" /> Déconnexion
      </button>
    </>
  );
}
