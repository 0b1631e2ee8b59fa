// /verification-code: « Code de vérification », the second step of a sign-in for a person with a verified
// authenticator whose session is still password-only (aal1): after the password on /login, or when such a
// session reaches an account or /admin page. Once the code is accepted the session is aal2 and the person
// goes on to `next`.
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.tsx';
import { needsCode } from '../../lib/mfa.ts';
import { PageLoading } from '../../components/Spinner.tsx';
import { AuthCard } from '../auth/AuthCard.tsx';
import { safeNext } from '../auth/schemas.ts';
import { signInFactorId, verifyCode } from './api.ts';
import { CodeForm } from './CodeForm.tsx';

/** The code step itself, also shown inline by /login after the password. */
export function CodeStep({ onSignOut, onVerified }: { onSignOut: () => void; onVerified?: () => void }) {
  return (
    <CodeForm
      submitLabel="Vérifier"
      onCode={async (code) => {
        await verifyCode(await signInFactorId(), code);
        onVerified?.();
      }}
    >
      <button type="button" className="btn-ghost" onClick={onSignOut}>
        Se déconnecter
      </button>
    </CodeForm>
  );
}

export const CODE_LEAD =
  'Votre compte est protégé par la double authentification. Saisissez le code affiché par votre application d’authentification.';

export default function CodePage() {
  const { status, session, signOut } = useAuth();
  const [params] = useSearchParams();
  const location = useLocation();
  const next = safeNext(params.get('next')) ?? paths.dashboard;
  if (status === 'loading') return <PageLoading />;
  if (!session)
    return <Navigate to={paths.withNext(paths.login, location.pathname + location.search)} replace />;
  if (!needsCode(session)) return <Navigate to={next} replace />;
  return (
    <AuthCard title="Code de vérification" lead={CODE_LEAD}>
      <CodeStep onSignOut={() => void signOut()} />
    </AuthCard>
  );
}
