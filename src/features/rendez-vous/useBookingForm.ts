// The booking form's state and its save: a lost race clears the slot and offers the next free slots.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dayOf, slotLabel } from '../../components/SlotFields.tsx';
import { roots } from '../../lib/query-keys.ts';
import { useCompte } from '../../lib/compte.ts';
import {
  bookAppointment,
  fetchFreeSlots,
  moveAppointment,
  rdvKeys,
  SlotTakenError,
  type Appointment,
  type Slot,
} from './api.ts';

const PHONE = /^\+?[0-9 .-]{6,20}$/;

export type BookingErrors = { slot?: string; topic?: string; phone?: string };

/** Topic and phone are only asked when booking, not when moving an appointment. */
function validateBooking(v: { moving: boolean; slot: string; topic: string; phone: string }): BookingErrors {
  const next: BookingErrors = {};
  if (!v.slot) next.slot = 'Choisissez un créneau.';
  if (!v.moving && v.topic.trim().length < 3)
    next.topic = 'Indiquez le sujet du rendez-vous (3 caractères au moins).';
  if (!v.moving && !PHONE.test(v.phone.trim())) next.phone = 'Indiquez un numéro de téléphone valide.';
  return next;
}

function useSaveBooking({
  moving,
  slot,
  details,
  setSlot,
  setNextSlots,
  onDone,
}: {
  moving: Appointment | null;
  slot: string;
  details: { topic: string; phone: string; requestId: string };
  setSlot: (slot: string) => void;
  setNextSlots: (slots: Slot[]) => void;
  onDone: (message: string) => void;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      moving
        ? moveAppointment(moving.id, slot)
        : bookAppointment({
            startsAt: slot,
            topic: details.topic.trim(),
            phone: details.phone.trim(),
            requestId: details.requestId || null,
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
}

export function useBookingForm(moving: Appointment | null, onDone: (message: string) => void) {
  const profilePhone = useCompte().data?.phone ?? '';
  const [day, setDay] = useState('');
  const [slot, setSlot] = useState('');
  const [topic, setTopic] = useState('');
  const [phone, setPhone] = useState<string | null>(null);
  const [requestId, setRequestId] = useState('');
  const [errors, setErrors] = useState<BookingErrors>({});
  const [nextSlots, setNextSlots] = useState<Slot[]>([]);
  // the phone follows the profile until the user types their own
  const phoneValue = phone ?? profilePhone;
  const details = { topic, phone: phoneValue, requestId };
  const save = useSaveBooking({ moving, slot, details, setSlot, setNextSlots, onDone });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next = validateBooking({ moving: Boolean(moving), slot, topic, phone: phoneValue });
    setErrors(next);
    if (Object.keys(next).length === 0) save.mutate();
  };
  const pickNextSlot = (s: Slot) => {
    setDay(dayOf(s.starts_at));
    setSlot(s.starts_at);
    setNextSlots([]);
    save.reset();
  };

  return {
    day,
    setDay,
    slot,
    setSlot,
    errors,
    nextSlots,
    save,
    submit,
    pickNextSlot,
    details,
    setDetails: { topic: setTopic, phone: setPhone, requestId: setRequestId },
  };
}
