// « Code de vérification »: the 6-digit code of an authenticator app, labelled, with its French errors tied to
// the field. What was typed stays in the field after a refusal, so a typo is fixed rather than retyped.
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormField } from '../../components/FormField.tsx';
import { CODE_FORMAT_ERROR, normaliseCode } from '../../lib/mfa.ts';
import { messageOf } from '../../lib/errors.ts';

export function CodeForm({
  onCode,
  submitLabel,
  pendingLabel = 'Vérification...',
  label = 'Code de vérification',
  children,
}: {
  onCode: (code: string) => Promise<void>;
  submitLabel: string;
  pendingLabel?: string;
  label?: string;
  /** more buttons (e.g. « Annuler ») */
  children?: ReactNode;
}) {
  const { value, change, error, pending, submit } = useCodeForm(onCode);

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField
        label={label}
        required
        help="Le code à 6 chiffres affiché par votre application d’authentification."
        error={error ?? undefined}
        input={{
          name: 'code',
          value,
          onChange: (e) => change(e.target.value),
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          maxLength: 7,
        }}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </button>
        {children}
      </div>
    </form>
  );
}

function useCodeForm(onCode: (code: string) => Promise<void>) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const change = (next: string) => {
    setValue(next);
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const code = normaliseCode(value);
    if (!code) return setError(CODE_FORMAT_ERROR);
    setError(null);
    setPending(true);
    try {
      await onCode(code);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setPending(false);
    }
  };

  return { value, change, error, pending, submit };
}
