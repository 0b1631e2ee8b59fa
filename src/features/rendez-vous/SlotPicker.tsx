// Choosing a free slot of the account's booking form: the day and time fields shared with the visitors' booking
// (components/SlotFields.tsx), or what to do when no slot is free.
import { useMemo } from 'react';
import { SlotFields } from '../../components/SlotFields.tsx';
import type { Slot } from './api.ts';

export function SlotPicker({
  slots,
  day,
  onDay,
  value,
  onChange,
  error,
}: {
  slots: Slot[];
  day: string;
  onDay: (day: string) => void;
  value: string;
  onChange: (startsAt: string) => void;
  error?: string;
}) {
  const starts = useMemo(() => slots.map((s) => s.starts_at), [slots]);
  if (slots.length === 0)
    return (
      <p className="text-slate-700">
        Aucun créneau libre dans les 4 prochaines semaines. Écrivez-nous depuis le support.
      </p>
    );
  return (
    <div className="space-y-3">
      <SlotFields
        id="rdv"
        starts={starts}
        day={day}
        onDay={onDay}
        value={value}
        onChange={onChange}
        error={error}
      />
    </div>
  );
}
