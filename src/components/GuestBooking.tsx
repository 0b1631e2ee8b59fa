// The visitors' native booking (no VITE_CALENDAR_URL): a free slot, name, e-mail, phone; the slot is held
// 30 minutes until the link sent by e-mail is followed. Loaded on demand by CalendarPanel.
import { useEffect, useState } from 'react';
import { formatInTimeZone } from 'date-fns-tz';
import { fr } from 'date-fns/locale';
import { paths } from '../config/paths.ts';

const TZ = 'Europe/Paris';
const dayKey = (iso: string) => formatInTimeZone(iso, TZ, 'yyyy-MM-dd');
const dayName = (iso: string) => formatInTimeZone(iso, TZ, 'EEEE d MMMM', { locale: fr });
const time = (iso: string) => formatInTimeZone(iso, TZ, "HH'h'mm");

async function call(init?: RequestInit): Promise<Record<string, unknown>> {
  const res = await fetch(paths.bookingFunction, init);
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok)
    throw new Error(
      typeof body.error === 'string' ? body.error : 'Une erreur est survenue. Veuillez réessayer plus tard.',
    );
  return body;
}

export default function GuestBooking() {
  const [slots, setSlots] = useState<string[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [day, setDay] = useState('');
  const [slot, setSlot] = useState('');
  const [form, setForm] = useState({ name: '', email: '', phone: '' });
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);
  const load = () =>
    call()
      .then((b) => setSlots(b.slots as string[]))
      .catch((e: Error) => setLoadError(e.message));
  useEffect(() => {
    void load();
  }, []);
  if (loadError)
    return (
      <p role="alert" className="text-red-800">
        {loadError}
      </p>
    );
  if (!slots) return <p className="text-slate-700">Chargement des créneaux...</p>;
  if (sent)
    return (
      <p role="status" className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-800">
        Presque fini : confirmez le rendez-vous du {dayName(slot)} à {time(slot)} avec le lien envoyé à{' '}
        {form.email} (valable 30 minutes).
      </p>
    );
  const days = [...new Map(slots.map((s) => [dayKey(s), dayName(s)]))];
  const current = day || days[0]?.[0] || '';
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!slot) return setError('Choisissez un créneau.');
    setPending(true);
    setError(null);
    try {
      await call({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'book', startsAt: slot, ...form }),
      });
      setSent(true);
    } catch (err) {
      setError((err as Error).message);
      setSlot('');
      await load();
    } finally {
      setPending(false);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3 text-left">
      <div>
        <label htmlFor="invite-jour" className="field-label">
          Jour
        </label>
        <select
          id="invite-jour"
          className="field-input"
          value={current}
          onChange={(e) => {
            setDay(e.target.value);
            setSlot('');
          }}
        >
          {days.map(([k, label]) => (
            <option key={k} value={k}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="field-label">Heure (heure de Paris)</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {slots
            .filter((s) => dayKey(s) === current)
            .map((s) => (
              <label
                key={s}
                className={`cursor-pointer rounded-xl border px-3 py-1.5 text-sm focus-within:ring-2 focus-within:ring-brand-600 ${slot === s ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-800'}`}
              >
                <input
                  type="radio"
                  name="invite-heure"
                  className="sr-only"
                  value={s}
                  checked={slot === s}
                  onChange={() => setSlot(s)}
                />
                {time(s)}
              </label>
            ))}
        </div>
      </fieldset>
      {(['name', 'email', 'phone'] as const).map((k) => (
        <div key={k}>
          <label htmlFor={`invite-${k}`} className="field-label">
            {k === 'name' ? 'Nom' : k === 'email' ? 'E-mail' : 'Téléphone'}
          </label>
          <input
            id={`invite-${k}`}
            className="field-input"
            type={k === 'email' ? 'email' : k === 'phone' ? 'tel' : 'text'}
            autoComplete={k === 'name' ? 'name' : k === 'email' ? 'email' : 'tel'}
            required
            value={form[k]}
            onChange={(e) => setForm({ ...form, [k]: e.target.value })}
          />
        </div>
      ))}
      {error && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? 'Réservation...' : 'Réserver ce créneau'}
      </button>
    </form>
  );
}
