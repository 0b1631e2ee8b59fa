// The card form of the demonstration mode (local processor, no real payment). What was typed stays after a
// refusal so the person can correct one field and pay again.
import { useId, useState, type FormEvent } from 'react';
import { FlaskConical } from 'lucide-react';
import { checkCard, formatCardNumber, formatExpiry, type CardErrors, type CardFields } from './card.ts';

function CardInput({
  label,
  value,
  onChange,
  error,
  autoComplete,
  placeholder,
  inputMode = 'numeric',
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  autoComplete: string;
  placeholder: string;
  inputMode?: 'numeric';
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        className="field-input"
        value={value}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erreur` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-erreur`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** what was typed (formatted as it is typed) and the form's checks; a corrected field loses its error */
function useDemoCard(onPay: (card: CardFields) => void) {
  const [card, setCard] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const set = (field: keyof CardFields) => (value: string) => {
    const formatted =
      field === 'number' ? formatCardNumber(value) : field === 'expiry' ? formatExpiry(value) : value;
    setCard((c) => ({ ...c, [field]: formatted }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkCard(card);
    setErrors(found);
    if (Object.keys(found).length === 0) onPay(card);
  };
  return { card, errors, set, submit };
}

function DemoModeNotice() {
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="flex items-center gap-2 font-semibold">
        <FlaskConical className="h-4 w-4" aria-hidden="true" /> Mode démonstration — aucun paiement réel
      </p>
      <p className="mt-1">
        Cartes de test : 4242 4242 4242 4242 (accepté), 4000 0000 0000 0002 (refusé), 4000 0000 0000 9995
        (fonds insuffisants), 4000 0025 0000 3155 (authentification 3-D Secure). Date future, CVC quelconque.
      </p>
    </div>
  );
}

export function DemoCardForm({
  amountLabel,
  busy,
  onPay,
}: {
  amountLabel: string;
  busy: boolean;
  onPay: (card: CardFields) => void;
}) {
  const { card, errors, set, submit } = useDemoCard(onPay);
  return (
    <form onSubmit={submit} noValidate aria-label="Carte bancaire" className="space-y-4">
      <DemoModeNotice />
      <CardInput
        label="Numéro de carte"
        value={card.number}
        onChange={set('number')}
        error={errors.number}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
      />
      <div className="grid grid-cols-2 gap-4">
        <CardInput
          label="Date d'expiration"
          value={card.expiry}
          onChange={set('expiry')}
          error={errors.expiry}
          autoComplete="cc-exp"
          placeholder="MM/AA"
        />
        <CardInput
          label="CVC"
          value={card.cvc}
          onChange={set('cvc')}
          error={errors.cvc}
          autoComplete="cc-csc"
          placeholder="123"
        />
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        Payer {amountLabel}
      </button>
    </form>
  );
}
