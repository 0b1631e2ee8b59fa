// The account screens other issues build (appointments, back-office): a guarded page in
// the shell that says what is coming, instead of a 404.
import { Link, useLocation } from 'react-router-dom';
import { Construction } from 'lucide-react';
import { paths } from '../config/paths.ts';
import { useCompte } from '../lib/compte.ts';
import { AccountPage } from '../components/AccountPage.tsx';

const COMING: Record<string, { title: string; text: string }> = {
  [paths.rendezVous]: { title: 'Mes rendez-vous', text: 'La prise de rendez-vous avec un conseiller' },
  [paths.admin]: { title: 'Administration', text: 'L’espace des conseillers' },
};

export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const compte = useCompte();
  const coming = COMING[pathname] ?? { title: 'Mon espace', text: 'Cette partie de votre espace' };
  if (pathname === paths.admin && compte.data && compte.data.role !== 'admin')
    return (
      <AccountPage title="Administration">
        <p className="card text-slate-700">Cette page est réservée aux conseillers Aidy.</p>
      </AccountPage>
    );
  return (
    <AccountPage title={coming.title}>
      <div className="card flex gap-4">
        <Construction className="h-8 w-8 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <h2 className="text-lg font-bold text-slate-900">Bientôt disponible</h2>
          <p className="mt-1 text-slate-700">{coming.text} arrive très prochainement.</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={paths.dashboard} className="btn-primary">
              Retour au tableau de bord
            </Link>
            <Link to={paths.support} className="btn-ghost">
              Contacter le support
            </Link>
          </div>
        </div>
      </div>
    </AccountPage>
  );
}
