import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth.tsx';
import { PageLoading } from '../components/Spinner.tsx';
import { paths } from '../config/paths.ts';
import { needsCode } from '../lib/mfa.ts';

/**
 * Sends visitors without a session to /login, remembering where they were going; someone who just signed out
 * from a guarded page goes home (seed 001: « Déconnexion … goes to / »), never to /login?next=….
 * A person with an authenticator whose session is password-only gives their code first (issue 20).
 */
export function RequireAuth() {
  const { status, signedOut, session } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageLoading />;
  if (status === 'anonymous' && signedOut) return <Navigate to={paths.home} replace />;
  if (status === 'anonymous') {
    const next = location.pathname + location.search;
    return <Navigate to={`${paths.login}?next=${encodeURIComponent(next)}`} replace />;
  }
  if (needsCode(session))
    return (
      <Navigate to={paths.withNext(paths.codeVerification, location.pathname + location.search)} replace />
    );
  return <Outlet />;
}
