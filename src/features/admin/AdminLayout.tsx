// The back-office's door inside the account shell: only an adviser (profiles.role = 'admin', as the
// database's is_admin() reads it) sees the screens; a client gets « Accès réservé », never empty tables.
import { Outlet } from 'react-router-dom';
import { useCompte } from '../../lib/compte.ts';
import { AccessReserved } from '../../components/AccessReserved.tsx';
import { SkeletonBlock } from '../../components/Skeleton.tsx';
import { ErrorState } from '../../components/QueryState.tsx';

export default function AdminLayout() {
  const compte = useCompte();
  if (compte.isPending) return <SkeletonBlock lines={4} label="Vérification de vos droits..." />;
  if (compte.isError)
    return <ErrorState message={compte.error.message} onRetry={() => void compte.refetch()} />;
  if (compte.data.role !== 'admin') return <AccessReserved visitor={false} />;
  return <Outlet />;
}
