import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { getSupabase } from '../../lib/auth.tsx';
import { NETWORK_ERROR } from '../../lib/errors.ts';
import { FormErrors, TextField } from '../../components/Field.tsx';
import { AuthCard } from './AuthCard.tsx';
import { PASSWORD_MISMATCH, passwordErrorMessage } from './schemas.ts';

export default function ResetPasswordPage() {
  const ready = useRecoverySession();
  const form = useNewPasswordForm();

  return (
    <AuthCard title="Nouveau mot de passe">
      {ready === 'checking' && <p role="status">Vérification du lien...</p>}
      {ready === 'invalid' && (
        <div>
          <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-800">
            Le lien de réinitialisation est invalide ou a expiré.
          </p>
          <Link to={paths.motDePasseOublie} className="btn-primary mt-6 w-full">
            Demander un nouveau lien
          </Link>
        </div>
      )}
      {ready === 'ok' &&
        (form.done ? (
          <p role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-900">
            Votre mot de passe a été modifié. Redirection vers votre espace...
          </p>
        ) : (
          <NewPasswordForm form={form} />
        ))}
    </AuthCard>
  );
}

/** Is the reset link's session usable? */
function useRecoverySession() {
  const [ready, setReady] = useState<'checking' | 'ok' | 'invalid'>('checking');

  useEffect(() => {
    const hadError = /error=/.test(window.location.hash);
    getSupabase()
      .then((client) => client.auth.getSession())
      .then(({ data }) => setReady(data.session && !hadError ? 'ok' : 'invalid'))
      .catch(() => setReady('invalid'));
  }, []);

  return ready;
}

function useNewPasswordForm() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  // leaving the page during the success message cancels the redirection
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (password.length === 0) return setError('Veuillez choisir un nouveau mot de passe.');
    if (password !== confirmation) return setError(PASSWORD_MISMATCH);
    setLoading(true);
    try {
      const client = await getSupabase();
      const { error: err } = await client.auth.updateUser({ password });
      if (err) return setError(passwordErrorMessage(err as { code?: string; reasons?: string[] }));
      setDone(true);
      redirect.current = setTimeout(() => navigate(paths.dashboard), 1500);
    } catch {
      // the server could not be reached: the form keeps what was typed
      setError(NETWORK_ERROR);
    } finally {
      setLoading(false);
    }
  };

  return { password, setPassword, confirmation, setConfirmation, error, loading, done, submit };
}

function NewPasswordForm({ form }: { form: ReturnType<typeof useNewPasswordForm> }) {
  return (
    <form noValidate onSubmit={form.submit} className="space-y-5">
      <FormErrors messages={form.error ? [form.error] : []} />
      <TextField
        label="Nouveau mot de passe"
        name="password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={form.setPassword}
        help="Au moins 8 caractères, avec des minuscules, des majuscules et des chiffres."
        required
      />
      <TextField
        label="Confirmation"
        name="confirmation"
        type="password"
        autoComplete="new-password"
        value={form.confirmation}
        onChange={form.setConfirmation}
        required
      />
      <button type="submit" className="btn-primary w-full" disabled={form.loading}>
        Enregistrer le mot de passe
      </button>
    </form>
  );
}
