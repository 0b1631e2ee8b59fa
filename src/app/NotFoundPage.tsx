import { Link } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { usePageTitle } from '../components/PageTitle.tsx';

export function NotFoundPage() {
  usePageTitle('Page introuvable');
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-brand-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-brand-900">Page introuvable</h1>
      <p className="mt-4 text-slate-700">
        La page que vous cherchez n’existe pas ou a été déplacée. Vérifiez l’adresse ou repartez d’une des
        pages ci-dessous.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className="btn-primary">
          Retour à l’accueil
        </Link>
        <Link to={paths.simulateur} className="btn-ghost">
          Faire une simulation
        </Link>
        <Link to={paths.planSite} className="btn-ghost">
          Plan du site
        </Link>
      </div>
    </div>
  );
}

export default NotFoundPage;
