// Booking (or moving) an appointment: free slot, topic, phone prefilled from the profile, optional request.
// A lost race shows the database's message and the next free slots to pick from.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messageOf } from '../../lib/errors.ts';
import { ActionMessage, ErrorState } from '../../components/QueryState.tsx';
import { SkeletonBlock } from '../../components/Skeleton.tsx';
import { slotLabel } from '../../components/SlotFields.tsx';
import { fetchFreeSlots, fetchMyRequests, rdvKeys, SLOTS_ERROR, type Appointment, type Slot } from './api.ts';
import { SlotPicker } from './SlotPicker.tsx';
import { useBookingForm } from './useBookingForm.ts';

/** A labelled, required control; its error is `${id}-erreur`, which the control points to. */
function RequiredField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </label>
      {children}
      {error && (
        <p id={`${id}-erreur`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** a controlled text input of the form, with its error */
interface TextInputProps {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}

function TopicField({ value, onChange, error }: TextInputProps) {
  return (
    <RequiredField id="rdv-sujet" label="Sujet" error={error}>
      <textarea
        id="rdv-sujet"
        className="field-input"
        required
        maxLength={500}
        rows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'rdv-sujet-erreur' : undefined}
      />
    </RequiredField>
  );
}

function PhoneField({ value, onChange, error }: TextInputProps) {
  return (
    <RequiredField id="rdv-telephone" label="Téléphone" error={error}>
      <input
        id="rdv-telephone"
        type="tel"
        autoComplete="tel"
        className="field-input"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'rdv-telephone-erreur' : undefined}
      />
    </RequiredField>
  );
}

/** Linking the appointment to one of the user's requests, offered only when they have some. */
function RequestSelect({
  requests,
  value,
  onChange,
}: {
  requests: { id: string; label: string }[] | undefined;
  value: string;
  onChange: (v: string) => void;
}) {
  if ((requests?.length ?? 0) === 0) return null;
  return (
    <div>
      <label htmlFor="rdv-demande" className="field-label">
        À propos d’une demande (facultatif)
      </label>
      <select
        id="rdv-demande"
        className="field-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Aucune</option>
        {requests!.map((r) => (
          <option key={r.id} value={r.id}>
            {r.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** After a lost race: the next free slots, one click away. */
function NextSlots({ slots, onPick }: { slots: Slot[]; onPick: (s: Slot) => void }) {
  if (slots.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-semibold text-slate-800">Prochains créneaux libres :</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {slots.map((s) => (
          <li key={s.starts_at}>
            <button type="button" className="btn-ghost px-3 py-1 text-sm" onClick={() => onPick(s)}>
              Choisir le {slotLabel(s.starts_at)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function BookingActions({
  moving,
  pending,
  onCancelMove,
}: {
  moving: boolean;
  pending: boolean;
  onCancelMove: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? 'Réservation...' : moving ? 'Déplacer le rendez-vous' : 'Réserver ce créneau'}
      </button>
      {moving && (
        <button type="button" className="btn-ghost" onClick={onCancelMove}>
          Ne pas déplacer
        </button>
      )}
    </div>
  );
}

export interface BookingFormProps {
  /** the appointment being moved, or null for a new one */
  moving: Appointment | null;
  onDone: (message: string) => void;
  onCancelMove: () => void;
}

export function BookingForm({ moving, onDone, onCancelMove }: BookingFormProps) {
  const slots = useQuery({ queryKey: rdvKeys.slots, queryFn: fetchFreeSlots });
  const requests = useQuery({ queryKey: rdvKeys.requests, queryFn: fetchMyRequests, enabled: !moving });
  const form = useBookingForm(moving, onDone);
  const { errors, save } = form;

  if (slots.isPending) return <SkeletonBlock label="Chargement des créneaux..." />;
  if (slots.isError) return <ErrorState message={SLOTS_ERROR} onRetry={() => slots.refetch()} />;

  return (
    <form noValidate onSubmit={form.submit} className="mt-4 space-y-4">
      <SlotPicker
        slots={slots.data}
        day={form.day}
        onDay={form.setDay}
        value={form.slot}
        onChange={form.setSlot}
        error={errors.slot}
      />
      {!moving && (
        <>
          <TopicField value={form.details.topic} onChange={form.setDetails.topic} error={errors.topic} />
          <PhoneField value={form.details.phone} onChange={form.setDetails.phone} error={errors.phone} />
          <RequestSelect
            requests={requests.data}
            value={form.details.requestId}
            onChange={form.setDetails.requestId}
          />
        </>
      )}
      {save.isError && <ActionMessage kind="error">{messageOf(save.error)}</ActionMessage>}
      <NextSlots slots={form.nextSlots} onPick={form.pickNextSlot} />
      <BookingActions moving={Boolean(moving)} pending={save.isPending} onCancelMove={onCancelMove} />
    </form>
  );
}
