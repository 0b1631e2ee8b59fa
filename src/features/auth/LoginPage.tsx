import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { getSupabase } from '../../lib/auth.tsx';
import { setRememberMe } from '../../lib/session-storage.ts';
import { FormErrors, TextField } from '../../components/Field.tsx';
import { AuthCard } from './AuthCard.tsx';
import { CODE_LEAD, CodeStep } from '../mfa/CodePage.tsx';
import { loginErrorMessage, loginSchema, safeNext, takeNext } from './schemas.ts';

export default function LoginPage() {
  const login = useLogin();
  // kept here (not in the FranceConnect block) so it survives a detour through the code step
  const [federationInfo, setFederationInfo] = useState(false);

  if (login.codeStep)
    return (
      <AuthCard title="Code de vérification" lead={CODE_LEAD}>
        <CodeStep onVerified={login.goOn} onSignOut={login.leaveCodeStep} />
      </AuthCard>
    );

  return (
    <AuthCard title="Connexion" lead="Accédez à votre espace pour suivre vos demandes d’aides.">
      <LoginForm login={login} />
      <div className="my-6 flex items-center gap-3 text-sm text-slate-600">
        <span className="h-px flex-1 bg-slate-200" /> ou <span className="h-px flex-1 bg-slate-200" />
      </div>
      <button
        type="button"
        className="btn-ghost w-full"
        aria-describedby="federation-info"
        onClick={() => setFederationInfo(true)}
      >
        Se connecter avec FranceConnect
      </button>
      <p id="federation-info" className="mt-2 text-sm text-slate-600" aria-live="polite">
        {federationInfo
          ? 'La connexion avec FranceConnect n’est pas encore disponible. Utilisez votre e-mail et votre mot de passe.'
          : 'Bientôt disponible.'}
      </p>
      <p className="mt-6 text-center text-sm text-slate-700">
        Pas encore de compte ?{' '}
        <Link to={paths.register} className="font-semibold text-brand-700 underline">
          Inscrivez-vous
        </Link>
      </p>
    </AuthCard>
  );
}

type FieldErrors = { email?: string; password?: string };

/** The password sign-in, then the optional « Code de vérification » step. */
function useLogin() {
  const fields = useLoginFields();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  /** the password was right and the account has an authenticator: « Code de vérification » (issue 20) */
  const [codeStep, setCodeStep] = useState(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const goOn = () =>
    navigate(safeNext(params.get('next')) ?? takeNext() ?? paths.dashboard, { replace: true });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = loginSchema.safeParse({ email: fields.email, password: fields.password });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const i of parsed.error.issues) next[i.path[0] as 'email' | 'password'] ??= i.message;
      fields.setFieldErrors(next);
      return;
    }
    setLoading(true);
    try {
      if (await signInNeedsCode(parsed.data, fields.remember)) return setCodeStep(true);
      goOn();
    } catch (err) {
      setError(loginErrorMessage(err as { code?: string; status?: number }));
    } finally {
      setLoading(false);
    }
  };

  const leaveCodeStep = () => {
    setCodeStep(false);
    fields.setPassword('');
    void getSupabase().then((client) => client.auth.signOut({ scope: 'local' }));
  };

  return { ...fields, error, loading, codeStep, submit, goOn, leaveCodeStep };
}

/** What is typed in the form; typing clears the field errors. */
function useLoginFields() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const changeEmail = (v: string) => {
    setEmail(v);
    setFieldErrors({});
  };
  const changePassword = (v: string) => {
    setPassword(v);
    setFieldErrors({});
  };

  return {
    email,
    password,
    remember,
    fieldErrors,
    setPassword,
    setRemember,
    setFieldErrors,
    changeEmail,
    changePassword,
  };
}

/** Signs in with the password; true when the account also asks for an authenticator code. Throws on failure. */
async function signInNeedsCode(credentials: { email: string; password: string }, remember: boolean) {
  setRememberMe(remember);
  const client = await getSupabase();
  const { error: signInError } = await client.auth.signInWithPassword(credentials);
  if (signInError) throw signInError;
  const { data: level } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  return level?.currentLevel === 'aal1' && level.nextLevel === 'aal2';
}

function LoginForm({ login }: { login: ReturnType<typeof useLogin> }) {
  return (
    <form noValidate onSubmit={login.submit} className="space-y-5">
      <FormErrors messages={login.error ? [login.error] : []} />
      <TextField
        label="Adresse e-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={login.email}
        onChange={login.changeEmail}
        error={login.fieldErrors.email}
        required
      />
      <TextField
        label="Mot de passe"
        name="password"
        type="password"
        autoComplete="current-password"
        value={login.password}
        onChange={login.changePassword}
        error={login.fieldErrors.password}
        required
      />
      <div className="flex items-center justify-between gap-4 text-sm">
        <label className="flex items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            checked={login.remember}
            onChange={(e) => login.setRemember(e.target.checked)}
            className="h-4 w-4 accent-brand-700"
          />
          Se souvenir de moi
        </label>
        <Link to={paths.motDePasseOublie} className="font-semibold text-brand-700 underline">
          Mot de passe oublié ?
        </Link>
      </div>
      <button type="submit" className="btn-primary w-full" disabled={login.loading}>
        {login.loading ? 'Connexion...' : 'Se connecter'}
      </button>
    </form>
  );
}
