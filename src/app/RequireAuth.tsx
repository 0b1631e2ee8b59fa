import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth.tsx';
import { PageLoading } from '../components/Spinner.tsx';
import { paths } from '../config/paths.ts';

/** Sends visitors without a session to /login, remembering where they were going. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageLoading />;
  if (status === 'anonymous') {
    const next = location.pathname + location.search;
    return <Navigate to={`${paths.login}?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}
