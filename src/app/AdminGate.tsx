import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth.tsx';
import { PageLoading } from '../components/Spinner.tsx';
import { AccessReserved } from '../components/AccessReserved.tsx';
import { paths } from '../config/paths.ts';
import { needsCode } from '../lib/mfa.ts';
import { Shell } from './layout/RootLayout.tsx';

/**
 * The door of /admin…: a visitor gets « Accès réservé » on the public layout with a sign-in link that brings
 * them back; a signed-in person enters the account shell, where the back-office checks the role (the database
 * refuses every admin read and write to non-admins anyway).
 */
export function AdminGate() {
  const { status, signedOut, session } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageLoading />;
  if (status === 'anonymous' && signedOut) return <Navigate to={paths.home} replace />;
  if (status === 'anonymous')
    return (
      <Shell>
        <AccessReserved visitor next={location.pathname + location.search} />
      </Shell>
    );
  if (needsCode(session))
    return (
      <Navigate to={paths.withNext(paths.codeVerification, location.pathname + location.search)} replace />
    );
  return <Outlet />;
}
