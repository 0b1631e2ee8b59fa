// Booking (or moving) an appointment: free slot, topic, phone prefilled from the profile, optional request.
// A lost race shows the database's message and the next free slots to pick from.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageOf } from '../../lib/errors.ts';
import { roots } from '../../lib/query-keys.ts';
import { useCompte } from '../../lib/compte.ts';
import { ActionMessage, ErrorState } from '../../components/QueryState.tsx';
import { SkeletonBlock } from '../../components/Skeleton.tsx';
import {
  bookAppointment,
  fetchFreeSlots,
  fetchMyRequests,
  moveAppointment,
  rdvKeys,
  SlotTakenError,
  SLOTS_ERROR,
  type Appointment,
  type Slot,
} from './api.ts';
import { dayOf, slotLabel, SlotPicker } from './SlotPicker.tsx';

const PHONE = /^\+?[0-9 .-]{6,20}$/;

export function BookingForm({
  moving,
  onDone,
  onCancelMove,
}: {
  moving: Appointment | null;
  onDone: (message: string) => void;
  onCancelMove: () => void;
}) {
  const client = useQueryClient();
  const slots = useQuery({ queryKey: rdvKeys.slots, queryFn: fetchFreeSlots });
  const requests = useQuery({ queryKey: rdvKeys.requests, queryFn: fetchMyRequests, enabled: !moving });
  const profilePhone = useCompte().data?.phone ?? '';
  const [day, setDay] = useState('');
  const [slot, setSlot] = useState('');
  const [topic, setTopic] = useState('');
  const [phone, setPhone] = useState<string | null>(null);
  const [requestId, setRequestId] = useState('');
  const [errors, setErrors] = useState<{ slot?: string; topic?: string; phone?: string }>({});
  const [nextSlots, setNextSlots] = useState<Slot[]>([]);
  const phoneValue = phone ?? profilePhone;

  const save = useMutation({
    mutationFn: () =>
      moving
        ? moveAppointment(moving.id, slot)
        : bookAppointment({
            startsAt: slot,
            topic: topic.trim(),
            phone: phoneValue.trim(),
            requestId: requestId || null,
          }),
    onSuccess: async () => {
      const when = slotLabel(slot);
      setSlot('');
      setNextSlots([]);
      await client.invalidateQueries({ queryKey: roots.rendezVous });
      await client.invalidateQueries({ queryKey: roots.notifications });
      onDone(
        moving
          ? `Votre rendez-vous est déplacé au ${when}.`
          : `Rendez-vous réservé le ${when}. Une confirmation vous est envoyée.`,
      );
    },
    onError: async (err) => {
      if (!(err instanceof SlotTakenError)) return;
      const taken = slot;
      setSlot('');
      const fresh = await client.fetchQuery({
        queryKey: rdvKeys.slots,
        queryFn: fetchFreeSlots,
        staleTime: 0,
      });
      setNextSlots(fresh.filter((s) => s.starts_at > taken).slice(0, 3));
    },
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!slot) next.slot = 'Choisissez un créneau.';
    if (!moving && topic.trim().length < 3)
      next.topic = 'Indiquez le sujet du rendez-vous (3 caractères au moins).';
    if (!moving && !PHONE.test(phoneValue.trim())) next.phone = 'Indiquez un numéro de téléphone valide.';
    setErrors(next);
    if (Object.keys(next).length === 0) save.mutate();
  };

  if (slots.isPending) return <SkeletonBlock label="Chargement des créneaux..." />;
  if (slots.isError) return <ErrorState message={SLOTS_ERROR} onRetry={() => slots.refetch()} />;

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <SlotPicker
        slots={slots.data}
        day={day}
        onDay={setDay}
        value={slot}
        onChange={setSlot}
        error={errors.slot}
      />
      {!moving && (
        <>
          <div>
            <label htmlFor="rdv-sujet" className="field-label">
              Sujet{' '}
              <span aria-hidden="true" className="text-red-700">
                *
              </span>
            </label>
            <textarea
              id="rdv-sujet"
              className="field-input"
              required
              maxLength={500}
              rows={3}
              value={topic}
              onChange={(e) => setTopic(e.target.value)}
              aria-invalid={Boolean(errors.topic)}
              aria-describedby={errors.topic ? 'rdv-sujet-erreur' : undefined}
            />
            {errors.topic && (
              <p id="rdv-sujet-erreur" className="mt-1 text-sm font-medium text-red-700">
                {errors.topic}
              </p>
            )}
          </div>
          <div>
            <label htmlFor="rdv-telephone" className="field-label">
              Téléphone{' '}
              <span aria-hidden="true" className="text-red-700">
                *
              </span>
            </label>
            <input
              id="rdv-telephone"
              type="tel"
              autoComplete="tel"
              className="field-input"
              required
              value={phoneValue}
              onChange={(e) => setPhone(e.target.value)}
              aria-invalid={Boolean(errors.phone)}
              aria-describedby={errors.phone ? 'rdv-telephone-erreur' : undefined}
            />
            {errors.phone && (
              <p id="rdv-telephone-erreur" className="mt-1 text-sm font-medium text-red-700">
                {errors.phone}
              </p>
            )}
          </div>
          {(requests.data?.length ?? 0) > 0 && (
            <div>
              <label htmlFor="rdv-demande" className="field-label">
                À propos d’une demande (facultatif)
              </label>
              <select
                id="rdv-demande"
                className="field-input"
                value={requestId}
                onChange={(e) => setRequestId(e.target.value)}
              >
                <option value="">Aucune</option>
                {requests.data!.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.label}
                  </option>
                ))}
              </select>
            </div>
          )}
        </>
      )}
      {save.isError && <ActionMessage kind="error">{messageOf(save.error)}</ActionMessage>}
      {nextSlots.length > 0 && (
        <div>
          <p className="text-sm font-semibold text-slate-800">Prochains créneaux libres :</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {nextSlots.map((s) => (
              <li key={s.starts_at}>
                <button
                  type="button"
                  className="btn-ghost px-3 py-1 text-sm"
                  onClick={() => {
                    setDay(dayOf(s.starts_at));
                    setSlot(s.starts_at);
                    setNextSlots([]);
                    save.reset();
                  }}
                >
                  Choisir le {slotLabel(s.starts_at)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Réservation...' : moving ? 'Déplacer le rendez-vous' : 'Réserver ce créneau'}
        </button>
        {moving && (
          <button type="button" className="btn-ghost" onClick={onCancelMove}>
            Ne pas déplacer
          </button>
        )}
      </div>
    </form>
  );
}
