import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from './paths.ts';
import { Shell } from './layout/RootLayout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** Replaces the router's default "Unexpected Application Error!" screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Shell>
        <NotFoundPage />
      </Shell>
    );
  // A deployment while the page was open: the old lazy chunks are gone, a reload fetches the new ones.
  const chunkMissing = error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
  return (
    <Shell>
      <div className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="text-3xl font-extrabold text-brand-900">Une erreur inattendue est survenue</h1>
        <p className="mt-4 text-slate-700">
          {chunkMissing
            ? 'Une nouvelle version du site est disponible. Rechargez la page pour continuer.'
            : 'Nous sommes désolés : cette page n’a pas pu s’afficher. Vous pouvez recharger la page ou revenir à l’accueil. Si le problème persiste, contactez-nous.'}
        </p>
        <div className="mt-8 flex justify-center gap-3">
          <button type="button" className="btn-primary" onClick={() => location.reload()}>
            Recharger la page
          </button>
          <Link to={paths.home} className="btn-ghost" reloadDocument>
            Retour à l’accueil
          </Link>
        </div>
      </div>
    </Shell>
  );
}
