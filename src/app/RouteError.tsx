import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { Shell } from './layout/RootLayout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

const RELOAD_KEY = 'aidy-chunk-reload';

/** A deployment (or the dev server re-optimising) while the page was open: the old lazy chunk is gone. */
const isMissingChunk = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
    error.message,
  );

function ErrorContent() {
  const error = useRouteError();
  const chunkMissing = isMissingChunk(error);
  useEffect(() => {
    // One automatic reload fetches the new chunks; a second failure within a minute shows the message.
    if (!chunkMissing) return;
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last > 60_000) {
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      location.reload();
    }
  }, [chunkMissing]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
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
  );
}

/** Replaces the router's default "Unexpected Application Error!" for a page (inside the layout). */
export function PageError() {
  return <ErrorContent />;
}

/** The same when the layout itself failed: the page is rebuilt around the message. */
export function RootError() {
  return (
    <Shell>
      <ErrorContent />
    </Shell>
  );
}
