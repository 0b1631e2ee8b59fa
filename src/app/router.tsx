// Every route of seed 001 §2. The home page is in the entry chunk; every other page is loaded on demand.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { RootLayout } from './layout/RootLayout.tsx';
import { PageError, RootError } from './RouteError.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { PageLoading } from '../components/Spinner.tsx';
import HomePage from '../features/site/pages/HomePage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const espace = page(() => import('../features/espace/EspacePage.tsx'));
const accountPaths = [
  paths.payment,
  paths.paymentSuccess,
  paths.dashboard,
  paths.profil,
  paths.admin,
  paths.aides.pattern,
  paths.packs,
  paths.rendezVous,
  paths.notifications,
  paths.historique,
  paths.parametres,
  paths.parrainage,
  paths.aides.list,
  paths.demandes,
  paths.paiement,
  paths.support,
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
          { element: <RequireAuth />, children: accountPaths.map((path) => ({ path, lazy: espace })) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
