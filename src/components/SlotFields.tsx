// Choosing a free slot: a day (select) then a time of that day (radio buttons), both reachable with the keyboard
// only. Shared by the account's booking form (rendez-vous) and the visitors' booking (GuestBooking).
import { useMemo } from 'react';
import { formatInTimeZone } from 'date-fns-tz';
import { fr } from 'date-fns/locale';
import { TIME_ZONE } from '../lib/dates.ts';

export const dayOf = (iso: string) => formatInTimeZone(iso, TIME_ZONE, 'yyyy-MM-dd');
export const dayLabel = (iso: string) => formatInTimeZone(iso, TIME_ZONE, 'EEEE d MMMM', { locale: fr });
export const timeLabel = (iso: string) => formatInTimeZone(iso, TIME_ZONE, "HH'h'mm");
export const slotLabel = (iso: string) => `${dayLabel(iso)} à ${timeLabel(iso)}`;

function DaySelect({
  id,
  days,
  value,
  onChange,
}: {
  id: string;
  days: [string, string][];
  value: string;
  onChange: (day: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        Jour
      </label>
      <select id={id} className="field-input" value={value} onChange={(e) => onChange(e.target.value)}>
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
  name,
  times,
  value,
  onChange,
  error,
}: {
  name: string;
  times: string[];
  value: string;
  onChange: (startsAt: string) => void;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-erreur` : undefined}>
      <legend className="field-label">Heure (heure de Paris)</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {times.map((s) => (
          <label
            key={s}
            className={`cursor-pointer rounded-xl border px-3 py-1.5 text-sm focus-within:ring-2 focus-within:ring-brand-600 ${value === s ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-800'}`}
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              value={s}
              checked={value === s}
              onChange={() => onChange(s)}
            />
            {timeLabel(s)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-erreur`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export interface SlotFieldsProps {
  /** prefix of the controls: `${id}-jour` (the select), `${id}-heure` (the radios' name) */
  id: string;
  /** the ISO start of every free slot, in order */
  starts: string[];
  /** the chosen day (`yyyy-MM-dd` in Paris), '' for the first one offered */
  day: string;
  onDay: (day: string) => void;
  /** the chosen start, '' for none */
  value: string;
  onChange: (startsAt: string) => void;
  error?: string;
}

/** The day select and the radios of that day's times (no wrapper: they sit in the caller's layout). */
export function SlotFields({ id, starts, day, onDay, value, onChange, error }: SlotFieldsProps) {
  const days = useMemo(() => {
    const out = new Map<string, string>();
    for (const s of starts) if (!out.has(dayOf(s))) out.set(dayOf(s), dayLabel(s));
    return [...out];
  }, [starts]);
  const current = day || days[0]?.[0] || '';
  return (
    <>
      <DaySelect
        id={`${id}-jour`}
        days={days}
        value={current}
        onChange={(d) => {
          // another day: the chosen time no longer applies
          onDay(d);
          onChange('');
        }}
      />
      <TimeRadios
        name={`${id}-heure`}
        times={starts.filter((s) => dayOf(s) === current)}
        value={value}
        onChange={onChange}
        error={error}
      />
    </>
  );
}
