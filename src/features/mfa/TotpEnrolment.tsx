// « Activer la double authentification »: a new authenticator factor shown as a QR code and as its key (the
// text alternative, also for typing by hand), then its first code. Used by /profil › Sécurité and by the
// screen advisers must pass before /admin.
import { useState } from 'react';
import { ActionMessage } from '../../components/QueryState.tsx';
import { messageOf } from '../../lib/errors.ts';
import { startTotpEnrolment, verifyCode, type TotpEnrolment as Enrolment } from './api.ts';
import { CodeForm } from './CodeForm.tsx';

/** The key in groups of four, easier to read and type (apps ignore the spaces). */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export function TotpEnrolment({ onDone }: { onDone: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // plain state, not TanStack Query: the advisers' enrol screen lives outside the account shell's provider
  const start = async () => {
    setError(null);
    setPending(true);
    try {
      setEnrolment(await startTotpEnrolment());
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setPending(false);
    }
  };

  if (!enrolment)
    return (
      <div className="space-y-3">
        {error && <ActionMessage kind="error">{error}</ActionMessage>}
        <button type="button" className="btn-primary" onClick={() => void start()} disabled={pending}>
          {pending ? 'Préparation...' : 'Activer la double authentification'}
        </button>
      </div>
    );

  return (
    <div className="space-y-4">
      <EnrolmentInstructions enrolment={enrolment} />
      <CodeForm
        submitLabel="Activer"
        onCode={async (code) => {
          await verifyCode(enrolment.factorId, code);
          onDone();
        }}
      >
        <button type="button" className="btn-ghost" onClick={() => setEnrolment(null)}>
          Annuler
        </button>
      </CodeForm>
    </div>
  );
}

/** The steps, then the new factor as a QR code and as its key. */
function EnrolmentInstructions({ enrolment }: { enrolment: Enrolment }) {
  return (
    <>
      <ol className="list-decimal space-y-1 pl-5 text-slate-700">
        <li>Ouvrez votre application d’authentification (Google Authenticator, Microsoft Authenticator…).</li>
        <li>Scannez le QR code ou saisissez la clé ci-dessous.</li>
        <li>Saisissez le code à 6 chiffres qu’elle affiche.</li>
      </ol>
      <img
        src={enrolment.qrCode}
        alt={`QR code de la double authentification. Clé à saisir dans l’application : ${enrolment.secret}`}
        width={176}
        height={176}
        className="rounded-md border border-slate-200 bg-white p-2"
      />
      <p className="text-slate-700">
        Clé à saisir à la main :{' '}
        <code
          className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-slate-900"
          data-testid="totp-secret"
        >
          {grouped(enrolment.secret)}
        </code>
      </p>
    </>
  );
}
