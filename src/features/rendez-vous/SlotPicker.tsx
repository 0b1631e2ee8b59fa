// Choosing a free slot: a day (select) then a time (radio buttons), both reachable with the keyboard only.
// Exported for the public booking modal too (same component, slots from the booking function).
import { useMemo } from 'react';
import { formatInTimeZone } from 'date-fns-tz';
import { fr } from 'date-fns/locale';
import { TIME_ZONE } from '../../lib/dates.ts';
import type { Slot } from './api.ts';

export const dayOf = (iso: string) => formatInTimeZone(iso, TIME_ZONE, 'yyyy-MM-dd');
export const dayLabel = (iso: string) => formatInTimeZone(iso, TIME_ZONE, 'EEEE d MMMM', { locale: fr });
export const timeLabel = (iso: string) => formatInTimeZone(iso, TIME_ZONE, "HH'h'mm");
export const slotLabel = (iso: string) => `${dayLabel(iso)} à ${timeLabel(iso)}`;

function DaySelect({
  days,
  value,
  onChange,
}: {
  days: [string, string][];
  value: string;
  onChange: (day: string) => void;
}) {
  return (
    <div>
      <label htmlFor="rdv-jour" className="field-label">
        Jour
      </label>
      <select id="rdv-jour" className="field-input" value={value} onChange={(e) => onChange(e.target.value)}>
        {days.map(([d, label]) => (
          <option key={d} value={d}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

function TimeRadios({
  times,
  value,
  onChange,
  error,
}: {
  times: Slot[];
  value: string;
  onChange: (startsAt: string) => void;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? 'rdv-heure-erreur' : undefined}>
      <legend className="field-label">Heure (heure de Paris)</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {times.map((s) => (
          <label
            key={s.starts_at}
            className={`cursor-pointer rounded-xl border px-3 py-1.5 text-sm focus-within:ring-2 focus-within:ring-brand-600 ${value === s.starts_at ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-800'}`}
          >
            <input
              type="radio"
              name="rdv-heure"
              className="sr-only"
              value={s.starts_at}
              checked={value === s.starts_at}
              onChange={() => onChange(s.starts_at)}
            />
            {timeLabel(s.starts_at)}
          </label>
        ))}
      </div>
      {error && (
        <p id="rdv-heure-erreur" role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

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
  const days = useMemo(() => {
    const out = new Map<string, string>();
    for (const s of slots)
      if (!out.has(dayOf(s.starts_at))) out.set(dayOf(s.starts_at), dayLabel(s.starts_at));
    return [...out];
  }, [slots]);
  const current = day || days[0]?.[0] || '';
  const times = slots.filter((s) => dayOf(s.starts_at) === current);
  if (slots.length === 0)
    return (
      <p className="text-slate-700">
        Aucun créneau libre dans les 4 prochaines semaines. Écrivez-nous depuis le support.
      </p>
    );
  return (
    <div className="space-y-3">
      <DaySelect
        days={days}
        value={current}
        onChange={(d) => {
          // another day: the chosen time no longer applies
          onDay(d);
          onChange('');
        }}
      />
      <TimeRadios times={times} value={value} onChange={onChange} error={error} />
    </div>
  );
}
