// "Mon espace": the account area arrives in a later issue; until then each guarded route says what is coming.
import { Link, useLocation } from 'react-router-dom';
import { Construction } from 'lucide-react';
import { useAuth } from '../../lib/auth.tsx';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { paths } from '../../config/paths.ts';

const COMING: Record<string, string> = {
  dashboard: 'Votre tableau de bord (vos aides, vos crédits et vos prochaines étapes)',
  profil: 'Votre profil (informations personnelles, sécurité, notifications)',
  admin: 'L’espace d’administration',
  aides: 'Le suivi de vos aides',
  packs: 'Les packs d’accompagnement',
  'rendez-vous': 'La gestion de vos rendez-vous',
  notifications: 'Vos notifications',
  historique: 'L’historique de vos paiements',
  parametres: 'Vos paramètres',
  parrainage: 'Le parrainage (votre code et vos filleuls)',
  demandes: 'Le suivi de vos demandes',
  paiement: 'Le paiement et vos achats de crédits',
  payment: 'Le paiement',
  'payment-success': 'La confirmation de paiement',
  support: 'Le support (vos échanges avec nos conseillers)',
};

export default function EspacePage() {
  const { displayName } = useAuth();
  const { pathname } = useLocation();
  const section = pathname.split('/')[1] ?? 'dashboard';
  const coming = COMING[section] ?? 'Cette partie de votre espace';
  usePageTitle('Mon espace');
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-extrabold text-brand-900">Mon espace</h1>
      <p className="mt-2 text-lg text-slate-700">
        Bonjour {displayName === 'Mon compte' ? '' : displayName}, bienvenue dans votre espace Aidy.
      </p>
      <div className="card mt-8 flex gap-4">
        <Construction className="h-8 w-8 shrink-0 text-accent-500" aria-hidden="true" />
        <div>
          <h2 className="text-lg font-bold text-slate-900">Bientôt disponible</h2>
          <p className="mt-1 text-slate-700">
            {coming} arrive très prochainement. En attendant, vous pouvez faire une simulation ou contacter un
            conseiller.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={paths.simulateur} className="btn-primary">
              Faire une simulation
            </Link>
            <Link to={paths.contact} className="btn-ghost">
              Nous contacter
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
