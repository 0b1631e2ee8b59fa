import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { getSupabase } from '../../lib/auth.tsx';
import { FormErrors, TextField } from '../../components/Field.tsx';
import { AuthCard } from './AuthCard.tsx';
import { isRateLimited, TOO_MANY_ATTEMPTS } from './schemas.ts';

export default function ForgotPasswordPage() {
  const form = useForgotPasswordForm();

  return (
    <AuthCard
      title="Mot de passe oublié"
      lead="Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
    >
      {form.sent ? (
        <p role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-900">
          Si un compte existe pour cette adresse, un e-mail contenant un lien de réinitialisation vient d’être
          envoyé.
        </p>
      ) : (
        <form noValidate onSubmit={form.submit} className="space-y-5">
          <FormErrors messages={form.error ? [form.error] : []} />
          <TextField
            label="Adresse e-mail"
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={form.changeEmail}
            required
          />
          <button type="submit" className="btn-primary w-full" disabled={form.loading}>
            {form.loading ? 'Envoi...' : 'Recevoir le lien'}
          </button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login} className="font-semibold text-brand-700 underline">
          Retour à la connexion
        </Link>
      </p>
    </AuthCard>
  );
}

function useForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [loading, setLoading] = useState(false);

  const changeEmail = (v: string) => {
    setEmail(v);
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim())) {
      setError('Veuillez saisir une adresse e-mail valide.');
      return;
    }
    setLoading(true);
    setError(null);
    try {
      const client = await getSupabase();
      const { error: err } = await client.auth.resetPasswordForEmail(email.trim(), {
        redirectTo: `${window.location.origin}${paths.reinitialiserMotDePasse}`,
      });
      if (err) throw err;
      setSent(true);
    } catch (err) {
      setError(
        isRateLimited(err as { code?: string; status?: number })
          ? TOO_MANY_ATTEMPTS
          : 'La demande n’a pas pu être envoyée. Patientez quelques instants puis réessayez.',
      );
    } finally {
      setLoading(false);
    }
  };

  return { email, error, sent, loading, changeEmail, submit };
}
