// The account area's menus (seed 000 §2). Adding a screen to the shell = one line here (issue 13: packs and
// payments, 14: /admin, 16: /rendez-vous) plus its route in src/app/router.tsx.
import {
  ArrowLeft,
  Bell,
  BookOpen,
  CalendarClock,
  Mail,
  ScrollText,
  Users,
  CreditCard,
  FileText,
  Gift,
  History,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Settings,
  ShieldCheck,
  Sparkles,
  Calculator,
  UserRound,
} from 'lucide-react';
import { paths } from './paths.ts';

export interface MenuEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  /** shown only to advisers (profiles.role = 'admin') */
  adminOnly?: boolean;
}

/** The side menu (drawer on a phone), in the seed's order, plus the saved simulations. */
export const sideMenu: MenuEntry[] = [
  { to: paths.dashboard, label: 'Tableau de bord', icon: LayoutDashboard },
  { to: paths.aides.list, label: 'Mes aides', icon: Sparkles },
  { to: paths.demandes, label: 'Mes demandes', icon: FileText },
  { to: paths.simulationsCompte, label: 'Mes simulations', icon: Calculator },
  { to: paths.paiement, label: 'Paiement', icon: CreditCard },
  { to: paths.support, label: 'Support', icon: LifeBuoy },
  { to: paths.notifications, label: 'Notifications', icon: Bell },
  { to: paths.profil, label: 'Profil', icon: UserRound },
  { to: paths.historique, label: 'Historique', icon: History },
  { to: paths.parametres, label: 'Paramètres', icon: Settings },
  { to: paths.parrainage, label: 'Parrainage', icon: Gift },
  { to: paths.admin, label: 'Administration', icon: ShieldCheck, adminOnly: true },
];

/** The avatar menu (seed 000 §2); « Déconnexion » is added by the shell and leads to the home page. */
export const avatarMenu: MenuEntry[] = [
  { to: paths.dashboard, label: 'Tableau de bord', icon: LayoutDashboard },
  { to: paths.aides.list, label: 'Mes aides', icon: Sparkles },
  { to: paths.paiement, label: 'Paiement', icon: CreditCard },
  { to: paths.parametres, label: 'Paramètres', icon: Settings },
  { to: paths.support, label: 'Support', icon: LifeBuoy },
];

/** The back-office menu (issue 14), in place of the side menu on /admin… for advisers. */
export const adminMenu: MenuEntry[] = [
  { to: paths.admin, label: 'Tableau de bord', icon: LayoutDashboard },
  { to: paths.adminArea.users, label: 'Utilisateurs', icon: Users },
  { to: paths.adminArea.requests, label: 'Demandes', icon: FileText },
  { to: paths.adminArea.payments, label: 'Paiements', icon: CreditCard },
  { to: paths.adminArea.support, label: 'Support', icon: Mail },
  { to: paths.adminArea.referrals, label: 'Parrainages', icon: Gift },
  { to: paths.adminArea.catalogue, label: 'Catalogue', icon: BookOpen },
  { to: paths.adminRendezVous, label: 'Rendez-vous', icon: CalendarClock },
  { to: paths.adminArea.journal, label: 'Journal', icon: ScrollText },
  { to: paths.dashboard, label: 'Retour à mon espace', icon: ArrowLeft },
];
