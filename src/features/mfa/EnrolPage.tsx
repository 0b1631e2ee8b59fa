// /double-authentification: an adviser without an authenticator is sent here from /admin (the database gives
// admin rights only to aal2 sessions); once the first code is accepted they go back to `next`.
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.tsx';
import { assuranceOf } from '../../lib/mfa.ts';
import { PageLoading } from '../../components/Spinner.tsx';
import { AuthCard } from '../auth/AuthCard.tsx';
import { safeNext } from '../auth/schemas.ts';
import { TotpEnrolment } from './TotpEnrolment.tsx';

export default function EnrolPage() {
  const { status, session } = useAuth();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const next = safeNext(params.get('next')) ?? paths.admin;
  if (status === 'loading') return <PageLoading />;
  if (!session)
    return <Navigate to={paths.withNext(paths.login, location.pathname + location.search)} replace />;
  const { current, hasVerifiedFactor } = assuranceOf(session);
  if (current === 'aal1' && hasVerifiedFactor)
    return <Navigate to={paths.withNext(paths.codeVerification, next)} replace />;
  return (
    <AuthCard
      title="Activez la double authentification"
      lead="L’espace des conseillers donne accès aux données de tous les clients : il exige, en plus du mot de passe, un code à 6 chiffres affiché par une application d’authentification."
    >
      <TotpEnrolment onDone={() => navigate(next, { replace: true })} />
    </AuthCard>
  );
}
