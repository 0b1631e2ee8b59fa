// An adviser publishes their availability: weekly hours (within support hours 10h–18h) and days off.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { dateLongue } from '../../../lib/dates.ts';
import { messageOf } from '../../../lib/errors.ts';
import { roots } from '../../../lib/query-keys.ts';
import { ActionMessage, ErrorState } from '../../../components/QueryState.tsx';
import {
  addDayOff,
  addHours,
  adminRdvKeys,
  fetchDaysOff,
  fetchHours,
  HALF_HOURS,
  removeRow,
  WEEKDAYS,
  type DayOff,
  type Hours,
} from './api.ts';

const hhmm = (t: string | null) => (t ? t.slice(0, 5).replace(':', 'h') : '');

function TimeSelect({
  id,
  label,
  value,
  onChange,
  optional,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  optional?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="field-input" value={value} onChange={(e) => onChange(e.target.value)}>
        {optional && <option value="">Toute la journée</option>}
        {HALF_HOURS.map((h) => (
          <option key={h} value={h}>
            {hhmm(h)}
          </option>
        ))}
      </select>
    </div>
  );
}

type RowTable = 'adviser_hours' | 'adviser_exceptions';
type OnRemove = (table: RowTable, id: string) => void;

function HoursList({ hours, onRemove }: { hours: Hours[] | undefined; onRemove: OnRemove }) {
  return (
    <ul className="mt-2 space-y-1">
      {hours?.map((h) => (
        <li key={h.id} className="flex items-center justify-between gap-2">
          <span>
            {WEEKDAYS[h.weekday - 1]} de {hhmm(h.start_time)} à {hhmm(h.end_time)}
          </span>
          <button
            type="button"
            className="btn-ghost px-2 py-1"
            aria-label={`Retirer ${WEEKDAYS[h.weekday - 1]} de ${hhmm(h.start_time)} à ${hhmm(h.end_time)}`}
            onClick={() => onRemove('adviser_hours', h.id)}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

function HoursForm({ onSaved }: { onSaved: () => Promise<void> }) {
  const [weekday, setWeekday] = useState(1);
  const [start, setStart] = useState('10:00');
  const [end, setEnd] = useState('18:00');
  const add = useMutation({ mutationFn: () => addHours({ weekday, start, end }), onSuccess: onSaved });
  return (
    <>
      <form
        className="mt-3 grid gap-3 sm:grid-cols-4 sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate();
        }}
      >
        <div>
          <label htmlFor="dispo-jour" className="field-label">
            Jour
          </label>
          <select
            id="dispo-jour"
            className="field-input"
            value={weekday}
            onChange={(e) => setWeekday(Number(e.target.value))}
          >
            {WEEKDAYS.map((d, i) => (
              <option key={d} value={i + 1}>
                {d}
              </option>
            ))}
          </select>
        </div>
        <TimeSelect id="dispo-debut" label="De" value={start} onChange={setStart} />
        <TimeSelect id="dispo-fin" label="À" value={end} onChange={setEnd} />
        <button type="submit" className="btn-primary" disabled={add.isPending}>
          Ajouter ces horaires
        </button>
      </form>
      {add.isError && <ActionMessage kind="error">{messageOf(add.error)}</ActionMessage>}
    </>
  );
}

function WeeklyHours({
  hours,
  onRemove,
  onSaved,
}: {
  hours: UseQueryResult<Hours[]>;
  onRemove: OnRemove;
  onSaved: () => Promise<void>;
}) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">Horaires de la semaine</h3>
      {hours.isError && (
        <ErrorState message="Impossible de charger vos horaires." onRetry={() => hours.refetch()} />
      )}
      {hours.data?.length === 0 && (
        <p className="text-slate-700">Aucun horaire publié : aucun créneau n’est proposé.</p>
      )}
      <HoursList hours={hours.data} onRemove={onRemove} />
      <HoursForm onSaved={onSaved} />
    </div>
  );
}

function DaysOffList({ daysOff, onRemove }: { daysOff: DayOff[] | undefined; onRemove: OnRemove }) {
  return (
    <ul className="mt-2 space-y-1">
      {daysOff?.map((d) => (
        <li key={d.id} className="flex items-center justify-between gap-2">
          <span>
            {dateLongue(`${d.day}T12:00:00Z`)}
            {d.start_time ? ` de ${hhmm(d.start_time)} à ${hhmm(d.end_time)}` : ' (toute la journée)'}
            {d.reason ? ` — ${d.reason}` : ''}
          </span>
          <button
            type="button"
            className="btn-ghost px-2 py-1"
            aria-label={`Retirer l’absence du ${dateLongue(`${d.day}T12:00:00Z`)}`}
            onClick={() => onRemove('adviser_exceptions', d.id)}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

const NO_DAY_OFF = { day: '', start: '', end: '', reason: '' };

function DayOffFields({ off, setOff }: { off: typeof NO_DAY_OFF; setOff: (off: typeof NO_DAY_OFF) => void }) {
  return (
    <>
      <div>
        <label htmlFor="absence-date" className="field-label">
          Date
        </label>
        <input
          id="absence-date"
          type="date"
          className="field-input"
          value={off.day}
          onChange={(e) => setOff({ ...off, day: e.target.value })}
        />
      </div>
      <div>
        <label htmlFor="absence-raison" className="field-label">
          Motif (facultatif)
        </label>
        <input
          id="absence-raison"
          className="field-input"
          maxLength={200}
          value={off.reason}
          onChange={(e) => setOff({ ...off, reason: e.target.value })}
        />
      </div>
      <TimeSelect
        id="absence-debut"
        label="Absent de"
        value={off.start}
        onChange={(v) => setOff({ ...off, start: v })}
        optional
      />
      <TimeSelect
        id="absence-fin"
        label="Absent jusqu’à"
        value={off.end}
        onChange={(v) => setOff({ ...off, end: v })}
        optional
      />
    </>
  );
}

function DayOffForm({ onSaved }: { onSaved: () => Promise<void> }) {
  const [off, setOff] = useState(NO_DAY_OFF);
  const addOff = useMutation({
    mutationFn: () => addDayOff(off),
    onSuccess: async () => {
      setOff({ ...NO_DAY_OFF });
      await onSaved();
    },
  });
  return (
    <>
      <form
        className="mt-3 grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          addOff.mutate();
        }}
      >
        <DayOffFields off={off} setOff={setOff} />
        <button type="submit" className="btn-primary sm:col-span-2" disabled={addOff.isPending}>
          Ajouter l’absence
        </button>
      </form>
      {addOff.isError && <ActionMessage kind="error">{messageOf(addOff.error)}</ActionMessage>}
    </>
  );
}

export function AdviserAvailability() {
  const client = useQueryClient();
  const hours = useQuery({ queryKey: adminRdvKeys.hours, queryFn: fetchHours });
  const daysOff = useQuery({ queryKey: adminRdvKeys.daysOff, queryFn: fetchDaysOff });
  const refresh = () => client.invalidateQueries({ queryKey: roots.rendezVous });
  const remove = useMutation({
    mutationFn: (v: { table: RowTable; id: string }) => removeRow(v.table, v.id),
    onSuccess: refresh,
  });
  const onRemove: OnRemove = (table, id) => remove.mutate({ table, id });

  return (
    <section aria-labelledby="dispo-titre" className="card space-y-6">
      <h2 id="dispo-titre" className="text-lg font-bold text-slate-900">
        Mes disponibilités
      </h2>
      <WeeklyHours hours={hours} onRemove={onRemove} onSaved={refresh} />
      <div>
        <h3 className="font-semibold text-slate-900">Absences et jours fériés</h3>
        <DaysOffList daysOff={daysOff.data} onRemove={onRemove} />
        <DayOffForm onSaved={refresh} />
      </div>
    </section>
  );
}
