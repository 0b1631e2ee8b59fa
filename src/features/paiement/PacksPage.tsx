// /packs (linked from the dashboard's « Crédit restant »): the packs, inside the account area.
import { Link } from 'react-router-dom';
import { AccountPage } from '../../components/AccountPage.tsx';
import { paths } from '../../config/paths.ts';
import { useCompte } from '../../lib/compte.ts';
import { PacksCatalogue, aidesLabel } from './PacksCatalogue.tsx';

export default function PacksPage() {
  const balance = useCompte().data?.balance;
  return (
    <AccountPage
      title="Packs d’aides"
      lead={
        balance === undefined
          ? undefined
          : `Il vous reste ${aidesLabel(balance)}. Les aides restantes sont conservées.`
      }
      actions={
        <Link to={paths.paiement} className="btn-ghost">
          Achat rapide et historique
        </Link>
      }
    >
      <PacksCatalogue />
    </AccountPage>
  );
}
