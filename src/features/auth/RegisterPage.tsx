import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { getSupabase } from '../../lib/auth.tsx';
import { rememberReferralCode, pendingReferralCode } from '../../lib/referral.ts';
import { FormErrors, TextField } from '../../components/Field.tsx';
import { AuthCard } from './AuthCard.tsx';
import { registerSchema, rememberNext, signUpErrorMessage, type RegisterInput } from './schemas.ts';

const EMPTY: RegisterInput = {
  prenom: '',
  nom: '',
  email: '',
  telephone: '',
  password: '',
  confirmation: '',
};

type RegisterErrors = Partial<Record<keyof RegisterInput, string>>;
type FieldsProps = {
  values: RegisterInput;
  errors: RegisterErrors;
  set: (key: keyof RegisterInput) => (v: string) => void;
};

export default function RegisterPage() {
  const form = useRegisterForm();
  const referral = useReferralFromUrl();

  return (
    <AuthCard
      title="Inscription"
      lead="Créez votre compte pour confier vos demandes d’aides à nos conseillers."
    >
      {referral && (
        <p className="mb-4 rounded-xl bg-brand-50 p-3 text-sm text-brand-900" role="status">
          Code de parrainage <strong>{referral}</strong> : il sera appliqué à votre première connexion.
        </p>
      )}
      <form noValidate onSubmit={form.submit} className="space-y-5">
        <FormErrors messages={form.error ? [form.error] : []} />
        <RegisterFields values={form.values} errors={form.errors} set={form.set} />
        <button type="submit" className="btn-primary w-full" disabled={form.loading}>
          {form.loading ? 'Inscription...' : 'Créer mon compte'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Déjà inscrit(e) ?{' '}
        <Link to={paths.login} className="font-semibold text-brand-700 underline">
          Connectez-vous
        </Link>
      </p>
    </AuthCard>
  );
}

/** Stores `?ref=` and `?next=` for after the e-mail confirmation, and returns the pending referral code. */
function useReferralFromUrl() {
  const [params] = useSearchParams();
  const [referral, setReferral] = useState<string | null>(null);

  useEffect(() => {
    rememberReferralCode(params.get('ref'));
    rememberNext(params.get('next'));
    setReferral(pendingReferralCode());
  }, [params]);

  return referral;
}

function useRegisterForm() {
  const [values, setValues] = useState<RegisterInput>(EMPTY);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const navigate = useNavigate();

  const set = (key: keyof RegisterInput) => (v: string) => {
    setValues((s) => ({ ...s, [key]: v }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = registerSchema.safeParse(values);
    if (!parsed.success) {
      const next: RegisterErrors = {};
      for (const i of parsed.error.issues) next[i.path[0] as keyof RegisterInput] ??= i.message;
      setErrors(next);
      return;
    }
    setLoading(true);
    try {
      const { email } = parsed.data;
      const signUpError = await signUp(parsed.data);
      if (signUpError) {
        setError(signUpErrorMessage(signUpError as { code?: string; message?: string; reasons?: string[] }));
        return;
      }
      navigate(paths.verificationEmail, { state: { email } });
    } catch {
      setError(signUpErrorMessage(null));
    } finally {
      setLoading(false);
    }
  };

  return { values, errors, error, loading, set, submit };
}

async function signUp({ prenom, nom, telephone, email, password }: RegisterInput) {
  const client = await getSupabase();
  const { error } = await client.auth.signUp({
    email,
    password,
    options: {
      data: { nom, prenom, telephone },
      emailRedirectTo: `${window.location.origin}${paths.verificationEmail}`,
    },
  });
  return error;
}

function RegisterFields({ values, errors, set }: FieldsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Prénom"
          name="prenom"
          autoComplete="given-name"
          value={values.prenom}
          onChange={set('prenom')}
          error={errors.prenom}
          required
        />
        <TextField
          label="Nom"
          name="nom"
          autoComplete="family-name"
          value={values.nom}
          onChange={set('nom')}
          error={errors.nom}
          required
        />
      </div>
      <TextField
        label="Adresse e-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        required
      />
      <TextField
        label="Téléphone"
        name="telephone"
        type="tel"
        autoComplete="tel"
        value={values.telephone}
        onChange={set('telephone')}
        error={errors.telephone}
        required
      />
      <PasswordFields values={values} errors={errors} set={set} />
    </>
  );
}

function PasswordFields({ values, errors, set }: FieldsProps) {
  return (
    <>
      <TextField
        label="Mot de passe"
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        help="Au moins 8 caractères, avec des minuscules, des majuscules et des chiffres."
        required
      />
      <TextField
        label="Confirmation du mot de passe"
        name="confirmation"
        type="password"
        autoComplete="new-password"
        value={values.confirmation}
        onChange={set('confirmation')}
        error={errors.confirmation}
        required
      />
    </>
  );
}
