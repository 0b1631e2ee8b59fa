// /rendez-vous/confirmer?token=…: a visitor confirms the appointment held for them (link of the e-mail).
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatInTimeZone } from 'date-fns-tz';
import { fr } from 'date-fns/locale';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../components/PageTitle.tsx';

export default function ConfirmerRendezVousPage() {
  usePageTitle('Confirmer mon rendez-vous');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    let live = true;
    fetch(paths.bookingFunction, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'confirm', token }),
    })
      .then(async (res) => {
        const body = (await res.json().catch(() => ({}))) as { startsAt?: string; error?: string };
        if (!live) return;
        if (res.ok && body.startsAt)
          setState({
            ok: true,
            text: `Rendez-vous confirmé le ${formatInTimeZone(body.startsAt, 'Europe/Paris', "EEEE d MMMM 'à' HH'h'mm", { locale: fr })}. Un conseiller vous appellera.`,
          });
        else
          setState({
            ok: false,
            text: body.error ?? 'Une erreur est survenue. Veuillez réessayer plus tard.',
          });
      })
      .catch(
        () =>
          live &&
          setState({
            ok: false,
            text: 'Connexion impossible. Vérifiez votre connexion Internet et réessayez.',
          }),
      );
    return () => {
      live = false;
    };
  }, [token]);
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-extrabold text-brand-900">Confirmer mon rendez-vous</h1>
      {!state && <p className="mt-4 text-slate-700">Confirmation en cours...</p>}
      {state && (
        <p
          role={state.ok ? 'status' : 'alert'}
          className={`mt-4 rounded-xl border p-4 ${state.ok ? 'border-green-300 bg-green-50 text-green-800' : 'border-red-300 bg-red-50 text-red-800'}`}
        >
          {state.text}
        </p>
      )}
    </div>
  );
}
