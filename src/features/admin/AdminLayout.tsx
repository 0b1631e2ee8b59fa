// The back-office's door inside the account shell: only an adviser (profiles.role = 'admin', as the
// database's is_admin() reads it) sees the screens; a client gets « Accès réservé », never empty tables.
// Since issue 20 the database also wants an aal2 session: an adviser without an authenticator activates one
// first (/double-authentification), one with an authenticator gives its code (/verification-code).
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useCompte } from '../../lib/compte.ts';
import { assuranceOf } from '../../lib/mfa.ts';
import { AccessReserved } from '../../components/AccessReserved.tsx';
import { SkeletonBlock } from '../../components/Skeleton.tsx';
import { ErrorState } from '../../components/QueryState.tsx';

export default function AdminLayout() {
  const compte = useCompte();
  const { session } = useAuth();
  const location = useLocation();
  if (compte.isPending) return <SkeletonBlock lines={4} label="Vérification de vos droits..." />;
  if (compte.isError)
    return <ErrorState message={compte.error.message} onRetry={() => void compte.refetch()} />;
  if (compte.data.role !== 'admin') return <AccessReserved visitor={false} />;
  const { current, hasVerifiedFactor } = assuranceOf(session);
  if (current !== 'aal2') {
    const next = location.pathname + location.search;
    const step = hasVerifiedFactor ? paths.codeVerification : paths.doubleAuthentification;
    return <Navigate to={paths.withNext(step, next)} replace />;
  }
  return <Outlet />;
}
