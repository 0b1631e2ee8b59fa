// The visitors' native booking (no VITE_CALENDAR_URL): a free slot, name, e-mail, phone; the slot is held
// 30 minutes until the link sent by e-mail is followed. Loaded on demand by CalendarPanel.
import { useEffect, useState } from 'react';
import { paths } from '../config/paths.ts';
import { dayLabel, SlotFields, timeLabel } from './SlotFields.tsx';

async function call(init?: RequestInit): Promise<Record<string, unknown>> {
  const res = await fetch(paths.bookingFunction, init);
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok)
    throw new Error(
      typeof body.error === 'string' ? body.error : 'Une erreur est survenue. Veuillez réessayer plus tard.',
    );
  return body;
}

type Contact = { name: string; email: string; phone: string };

const CONTACT_FIELDS = {
  name: { label: 'Nom', type: 'text', autoComplete: 'name' },
  email: { label: 'E-mail', type: 'email', autoComplete: 'email' },
  phone: { label: 'Téléphone', type: 'tel', autoComplete: 'tel' },
} as const;

/** The free slots (loaded on mount, reloaded after a failed booking) and the booking request. */
function useGuestBooking() {
  const [slots, setSlots] = useState<string[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [day, setDay] = useState('');
  const [slot, setSlot] = useState('');
  const [form, setForm] = useState<Contact>({ name: '', email: '', phone: '' });
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
  return { slots, loadError, day, setDay, slot, setSlot, form, setForm, error, sent, pending, submit };
}

function GuestContactFields({ form, onChange }: { form: Contact; onChange: (form: Contact) => void }) {
  return (
    <>
      {(['name', 'email', 'phone'] as const).map((k) => (
        <div key={k}>
          <label htmlFor={`invite-${k}`} className="field-label">
            {CONTACT_FIELDS[k].label}
          </label>
          <input
            id={`invite-${k}`}
            className="field-input"
            type={CONTACT_FIELDS[k].type}
            autoComplete={CONTACT_FIELDS[k].autoComplete}
            required
            value={form[k]}
            onChange={(e) => onChange({ ...form, [k]: e.target.value })}
          />
        </div>
      ))}
    </>
  );
}

export default function GuestBooking() {
  const booking = useGuestBooking();
  const { slots, slot, form, error, pending } = booking;
  if (booking.loadError)
    return (
      <p role="alert" className="text-red-800">
        {booking.loadError}
      </p>
    );
  if (!slots) return <p className="text-slate-700">Chargement des créneaux...</p>;
  if (booking.sent)
    return (
      <p role="status" className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-800">
        Presque fini : confirmez le rendez-vous du {dayLabel(slot)} à {timeLabel(slot)} avec le lien envoyé à{' '}
        {form.email} (valable 30 minutes).
      </p>
    );
  return (
    <form noValidate onSubmit={booking.submit} className="space-y-3 text-left">
      <SlotFields
        id="invite"
        starts={slots}
        day={booking.day}
        onDay={booking.setDay}
        value={slot}
        onChange={booking.setSlot}
      />
      <GuestContactFields form={form} onChange={booking.setForm} />
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
