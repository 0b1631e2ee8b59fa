// The page a client or a visitor gets on an adviser-only screen (/admin…): says so plainly, never shows empty
// tables. A visitor is offered to sign in and come back here; a client goes back to their own space.
import { Link } from 'react-router-dom';
import { Lock } from 'lucide-react';
import { paths } from '../config/paths.ts';
import { usePageTitle } from './PageTitle.tsx';

export function AccessReserved({ visitor, next }: { visitor: boolean; next?: string }) {
  usePageTitle('Accès réservé');
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <div className="card flex gap-4">
        <Lock className="h-8 w-8 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-brand-900">Accès réservé</h1>
          <p className="mt-2 text-slate-700">Cette page est réservée aux conseillers Aidy.</p>
          <p className="mt-1 text-slate-700">
            {visitor
              ? 'Si vous êtes conseiller, connectez-vous avec votre compte pour y accéder.'
              : 'Votre compte n’a pas accès à l’espace des conseillers.'}
          </p>
          <div className="mt-5 flex flex-wrap gap-3">
            {visitor ? (
              <>
                <Link
                  to={`${paths.login}${next ? `?next=${encodeURIComponent(next)}` : ''}`}
                  className="btn-primary"
                >
                  Se connecter
                </Link>
                <Link to={paths.home} className="btn-ghost">
                  Retour à l’accueil
                </Link>
              </>
            ) : (
              <Link to={paths.dashboard} className="btn-primary">
                Retour à mon espace
              </Link>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
