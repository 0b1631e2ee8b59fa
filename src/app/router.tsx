// Every route of seeds 001 §2 and 000 §2. The home page is in the entry chunk; every other page (and the
// signed-in shell) is loaded on demand.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { RootLayout } from './layout/RootLayout.tsx';
import { PageError, RootError } from './RouteError.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { AdminGate } from './AdminGate.tsx';
import { PageLoading } from '../components/Spinner.tsx';
import HomePage from '../features/site/pages/HomePage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const account = (load: () => Promise<PageModule>, path: string) => ({ path, lazy: page(load) });

/** The account area, inside the signed-in shell (src/app/layout/AccountLayout.tsx). */
const accountRoutes: RouteObject[] = [
  account(() => import('../features/espace/DashboardPage.tsx'), paths.dashboard),
  account(() => import('../features/demandes/AidesPage.tsx'), paths.aides.list),
  {
    path: paths.aides.pattern,
    lazy: async () => ({ Component: (await import('./routes/RequestDetailRoutes.tsx')).AideDetailRoute }),
  },
  account(() => import('../features/demandes/DemandesPage.tsx'), paths.demandes),
  {
    path: paths.demandePattern,
    lazy: async () => ({ Component: (await import('./routes/RequestDetailRoutes.tsx')).DemandeDetailRoute }),
  },
  account(() => import('../features/demandes/NouvelleDemandePage.tsx'), paths.nouvelleDemande),
  account(() => import('../features/simulations/SimulationsPage.tsx'), paths.simulationsCompte),
  account(() => import('./routes/SimulationDetailRoute.tsx'), paths.simulationComptePattern),
  account(() => import('../features/notifications/NotificationsPage.tsx'), paths.notifications),
  account(() => import('../features/historique/HistoriquePage.tsx'), paths.historique),
  account(() => import('../features/parametres/ParametresPage.tsx'), paths.parametres),
  account(() => import('../features/profil/ProfilPage.tsx'), paths.profil),
  account(() => import('../features/parrainage/ParrainagePage.tsx'), paths.parrainage),
  account(() => import('../features/support/SupportPage.tsx'), paths.support),
  account(() => import('../features/support/TicketPage.tsx'), paths.supportTicketPattern),
  // packs and payments (issue 13)
  account(() => import('../features/paiement/PacksPage.tsx'), paths.packs),
  account(() => import('../features/paiement/PaiementPage.tsx'), paths.paiement),
  account(() => import('../features/paiement/PaymentReturnPage.tsx'), paths.payment),
  account(() => import('../features/paiement/PaymentReturnPage.tsx'), paths.paymentSuccess),
  account(() => import('../features/paiement/RecuPage.tsx'), paths.recuPattern),
  // appointments (issue 16)
  account(() => import('../features/rendez-vous/RendezVousPage.tsx'), paths.rendezVous),
  account(() => import('../features/rendez-vous/admin/AdminRendezVousPage.tsx'), paths.adminRendezVous),
];

const admin = (load: () => Promise<PageModule>, path?: string) =>
  path ? { path, lazy: page(load) } : { index: true, lazy: page(load) };

/** The back-office (issue 14), in the account shell; its layout lets only advisers through. */
const adminRoutes: RouteObject[] = [
  admin(() => import('../features/admin/pages/DashboardPage.tsx')),
  admin(() => import('../features/admin/pages/UsersPage.tsx'), paths.adminArea.users),
  admin(() => import('../features/admin/pages/UserPage.tsx'), paths.adminArea.userPattern),
  admin(() => import('../features/admin/pages/RequestsPage.tsx'), paths.adminArea.requests),
  admin(() => import('../features/admin/pages/RequestPage.tsx'), paths.adminArea.requestPattern),
  admin(() => import('../features/admin/pages/PaymentsPage.tsx'), paths.adminArea.payments),
  admin(() => import('../features/admin/pages/SupportPage.tsx'), paths.adminArea.support),
  admin(() => import('../features/admin/pages/TicketPage.tsx'), paths.adminArea.ticketPattern),
  admin(() => import('../features/admin/pages/ReferralsPage.tsx'), paths.adminArea.referrals),
  admin(() => import('../features/admin/pages/CataloguePage.tsx'), paths.adminArea.catalogue),
  admin(() => import('../features/admin/pages/JournalPage.tsx'), paths.adminArea.journal),
  { path: `${paths.admin}/*`, element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        errorElement: <PageError />,
        children: [
          { path: paths.home, element: <HomePage /> },
          { path: paths.simulateur, lazy: page(() => import('../features/simulateur/SimulateurPage.tsx')) },
          {
            path: paths.simulateurOfficiel,
            lazy: page(() => import('../features/simulateur/SimulateurPage.tsx')),
          },
          {
            path: paths.mesSimulations,
            lazy: page(() => import('../features/simulateur/MesSimulationsPage.tsx')),
          },
          {
            path: paths.commentCaMarche,
            lazy: page(() => import('../features/site/pages/CommentCaMarchePage.tsx')),
          },
          {
            path: paths.quiSommesNous,
            lazy: page(() => import('../features/site/pages/QuiSommesNousPage.tsx')),
          },
          { path: paths.pricing, lazy: page(() => import('../features/paiement/PricingPage.tsx')) },
          { path: paths.faq, lazy: page(() => import('../features/site/pages/FaqPage.tsx')) },
          { path: paths.contact, lazy: page(() => import('../features/site/pages/ContactPage.tsx')) },
          {
            path: paths.conditionsGenerales,
            lazy: page(() => import('../features/site/pages/ConditionsGeneralesPage.tsx')),
          },
          {
            path: paths.mentionsLegales,
            lazy: page(() => import('../features/site/pages/MentionsLegalesPage.tsx')),
          },
          { path: paths.cgv, lazy: page(() => import('../features/site/pages/CgvPage.tsx')) },
          {
            path: paths.confidentialite,
            lazy: page(() => import('../features/site/pages/ConfidentialitePage.tsx')),
          },
          { path: paths.cookies, lazy: page(() => import('../features/site/pages/CookiesPage.tsx')) },
          { path: paths.planSite, lazy: page(() => import('../features/site/pages/PlanSitePage.tsx')) },
          {
            path: paths.aidesLocales,
            lazy: page(() => import('../features/aides-locales/AidesLocalesPage.tsx')),
          },
          {
            path: paths.aideLocalePattern,
            lazy: page(() => import('../features/aides-locales/AideLocalePage.tsx')),
          },
          { path: paths.login, lazy: page(() => import('../features/auth/LoginPage.tsx')) },
          { path: paths.register, lazy: page(() => import('../features/auth/RegisterPage.tsx')) },
          {
            path: paths.verificationEmail,
            lazy: page(() => import('../features/auth/VerificationEmailPage.tsx')),
          },
          {
            path: paths.motDePasseOublie,
            lazy: page(() => import('../features/auth/ForgotPasswordPage.tsx')),
          },
          {
            path: paths.reinitialiserMotDePasse,
            lazy: page(() => import('../features/auth/ResetPasswordPage.tsx')),
          },
          { path: paths.codeVerification, lazy: page(() => import('../features/mfa/CodePage.tsx')) },
          {
            path: paths.doubleAuthentification,
            lazy: page(() => import('../features/mfa/EnrolPage.tsx')),
          },
          {
            path: paths.rendezVousConfirmer,
            lazy: page(() => import('../features/booking/ConfirmerRendezVousPage.tsx')),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    element: <RequireAuth />,
    errorElement: <RootError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        lazy: page(() => import('./layout/AccountLayout.tsx')),
        children: [{ errorElement: <PageError />, children: accountRoutes }],
      },
    ],
  },
  {
    path: paths.admin,
    element: <AdminGate />,
    errorElement: <RootError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        lazy: page(() => import('./layout/AccountLayout.tsx')),
        children: [
          {
            errorElement: <PageError />,
            lazy: page(() => import('../features/admin/AdminLayout.tsx')),
            children: adminRoutes,
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
