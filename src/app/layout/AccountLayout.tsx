// The signed-in shell (seed 000 §2): top bar with the bell and the avatar menu, side menu (a focus-trapping
// drawer on a phone), the account's dark mode, and the data layer. It composes several features, so it lives
// in src/app. Screens are added through src/config/account-menu.ts and the router.
import { useEffect, useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import * as RadixDialog from '@radix-ui/react-dialog';
import { ChevronDown, LogOut, Menu, X } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { adminMenu, avatarMenu, sideMenu, type MenuEntry } from '../../config/account-menu.ts';
import { accountAreaPrefixes } from '../../config/account-area.ts';
import { useAuth } from '../../lib/auth.tsx';
import { queryClient } from '../../lib/query.ts';
import { useCompte } from '../../lib/compte.ts';
import { displayNameOf } from '../../lib/compte-fetch.ts';
import { applyTheme, isDark, modeOf, readTheme, saveTheme, systemPrefersDark } from '../../lib/theme.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { Logo } from '../../components/Logo.tsx';
import { ConsentProvider } from '../../features/consent/ConsentProvider.tsx';
import { NotificationBell } from '../../features/notifications/NotificationBell.tsx';

/** The account's theme: the saved choice (user_settings.dark_mode) once known, else the device's mirror. */
function useAccountTheme(darkMode: boolean | null | undefined, loaded: boolean) {
  useLayoutEffect(() => {
    const mode = loaded ? modeOf(darkMode) : (readTheme()?.mode ?? 'system');
    saveTheme(mode, accountAreaPrefixes);
    applyTheme(isDark(mode));
    if (mode !== 'system' || typeof matchMedia !== 'function') return;
    const media = matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyTheme(systemPrefersDark());
    media.addEventListener?.('change', follow);
    return () => media.removeEventListener?.('change', follow);
  }, [darkMode, loaded]);
  // Public pages stay light.
  useEffect(() => () => applyTheme(false), []);
}

function useLogout() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    // Leave the guarded area first, so the sign-out does not send the person to /login.
    navigate(paths.home);
    await signOut();
    queryClient.clear();
  };
}

/** The side menu's entries and title: the back-office's on /admin… for an adviser, else the client's. */
interface Menu {
  title: string;
  entries: MenuEntry[];
}

function SideNav({ menu, onNavigate }: { menu: Menu; onNavigate?: () => void }) {
  const logout = useLogout();
  const titleId = useId();
  const { entries } = menu;
  return (
    <nav aria-labelledby={titleId} className="flex h-full flex-col">
      <h2 id={titleId} className="px-3 text-xs font-bold tracking-wider text-slate-600 uppercase">
        {menu.title}
      </h2>
      <ul className="mt-3 grid gap-1">
        {entries.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === paths.admin}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors ${
                  isActive
                    ? 'bg-brand-700 text-white'
                    : 'text-slate-800 hover:bg-brand-50 hover:text-brand-800'
                }`
              }
            >
              <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => void logout()}
        className="mt-4 flex items-center gap-3 rounded-xl border-t border-slate-200 px-3 py-3 text-left text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        <LogOut className="h-5 w-5" aria-hidden="true" /> Déconnexion
      </button>
    </nav>
  );
}

function MobileDrawer({ menu }: { menu: Menu }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger className="inline-flex h-10 w-10 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50 lg:hidden">
        <Menu className="h-6 w-6" aria-hidden="true" />
        <span className="sr-only">Ouvrir le menu</span>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60 lg:hidden" />
        <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 w-[min(20rem,85vw)] overflow-y-auto bg-white p-4 shadow-2xl lg:hidden">
          <div className="mb-4 flex items-center justify-between">
            <RadixDialog.Title className="text-lg font-bold text-brand-900">Menu</RadixDialog.Title>
            <RadixDialog.Close className="rounded-full p-2 text-slate-700 hover:bg-slate-100">
              <X className="h-5 w-5" aria-hidden="true" />
              <span className="sr-only">Fermer le menu</span>
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="sr-only">Navigation de votre espace</RadixDialog.Description>
          <SideNav menu={menu} onNavigate={() => setOpen(false)} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function AvatarMenu({ name }: { name: string }) {
  const logout = useLogout();
  const item =
    'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-full border border-slate-200 py-1 pr-2 pl-1 text-sm font-semibold text-slate-800 hover:border-brand-500 sm:pr-3">
        <Avatar name={name} />
        <span className="hidden max-w-40 truncate sm:inline">{name}</span>
        <span className="sr-only sm:hidden">{name}, menu du compte</span>
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      {/* not in a portal: the menu stays inside the header's landmark */}
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 w-56 rounded-2xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        {avatarMenu.map(({ to, label, icon: Icon }) => (
          <DropdownMenu.Item key={to} asChild className={item}>
            <Link to={to}>
              <Icon className="h-4 w-4" aria-hidden="true" /> {label}
            </Link>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item className={`${item} font-semibold text-red-700`} onSelect={() => void logout()}>
          <LogOut className="h-4 w-4" aria-hidden="true" /> Déconnexion
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

function ReferralNotice() {
  const { referralMessage } = useAuth();
  const [dismissed, setDismissed] = useState(false);
  if (!referralMessage || dismissed) return null;
  return (
    <div
      role="alert"
      className="mb-6 flex items-start justify-between gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <p>Le code de parrainage de votre lien d’inscription n’a pas été appliqué : {referralMessage}.</p>
      <button
        type="button"
        className="shrink-0 text-sm font-semibold underline"
        onClick={() => setDismissed(true)}
      >
        Fermer
      </button>
    </div>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { session, displayName } = useAuth();
  const compte = useCompte();
  useAccountTheme(compte.data?.settings?.dark_mode, compte.isSuccess);
  const isAdmin = compte.data?.role === 'admin';
  const { pathname } = useLocation();
  const backOffice = isAdmin && pathname.startsWith(paths.admin);
  const menu: Menu = backOffice
    ? { title: 'Administration', entries: adminMenu }
    : { title: 'Mon espace', entries: sideMenu.filter((e) => !e.adminOnly || isAdmin) };
  // the back-office's tables get the screen's width (1366 px: every column readable)
  const width = backOffice ? 'max-w-[96rem]' : 'max-w-7xl';
  const name =
    (compte.data && displayNameOf(compte.data)) || displayName || session?.user.email || 'Mon compte';
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#contenu"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Aller au contenu
      </a>
      <AccountTopBar width={width} menu={menu} name={name} />
      <div className={`mx-auto flex w-full ${width} flex-1 gap-8 px-4 sm:px-6`}>
        <aside className="hidden w-60 shrink-0 py-8 lg:block print:hidden">
          <div className="sticky top-20">
            <SideNav menu={menu} />
          </div>
        </aside>
        <main id="contenu" tabIndex={-1} className="min-w-0 flex-1 py-8 focus:outline-none">
          <ReferralNotice />
          {children}
        </main>
      </div>
      <AccountFooter />
    </div>
  );
}

function AccountTopBar({ width, menu, name }: { width: string; menu: Menu; name: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white print:hidden">
      <div className={`mx-auto flex ${width} items-center justify-between gap-3 px-4 py-2.5 sm:px-6`}>
        <div className="flex items-center gap-2">
          <MobileDrawer menu={menu} />
          <Link to={paths.home} className="text-brand-900" aria-label="Aidy, retour à l’accueil">
            <Logo />
          </Link>
        </div>
        <div className="flex items-center gap-2">
          <NotificationBell />
          <AvatarMenu name={name} />
        </div>
      </div>
    </header>
  );
}

function AccountFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white py-4 text-sm text-slate-600 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap gap-x-6 gap-y-2 px-4 sm:px-6">
        <span>© Aidy</span>
        <Link to={paths.confidentialite} className="underline hover:text-brand-800">
          Confidentialité
        </Link>
        <Link to={paths.mentionsLegales} className="underline hover:text-brand-800">
          Mentions légales
        </Link>
        <Link to={paths.contact} className="underline hover:text-brand-800">
          Contact
        </Link>
      </div>
    </footer>
  );
}

export default function AccountLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <ConsentProvider cookiesPath={paths.cookies}>
        <Frame>
          <ScrollRestoration />
          <Outlet />
        </Frame>
      </ConsentProvider>
    </QueryClientProvider>
  );
}
