import { useId } from 'react';
import type { AnswerValue, Option, Question } from './questions.ts';

interface Props {
  question: Question;
  value: AnswerValue | undefined;
  error?: string;
  onChange: (value: AnswerValue | undefined) => void;
  /** options computed at run time (communes) */
  options?: Option[];
  note?: string;
}

export function QuestionField({ question: q, value, error, onChange, options, note }: Props) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy =
    [q.help || note ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const opts = options ?? q.options ?? [];
  const requiredMark = q.required ? (
    <span className="text-red-700" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
  const helpText = [q.help, note].filter(Boolean).join(' ');
  const help = helpText ? (
    <p id={helpId} className="mt-1 text-sm text-slate-600">
      {helpText}
    </p>
  ) : null;
  const errorText = error ? (
    <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;

  if (q.type === 'checkbox' && q.multiple) {
    const list = Array.isArray(value) ? value : [];
    return (
      <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend className="field-label">
          {q.label}
          {requiredMark}
        </legend>
        {help}
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {opts.map((o) => {
            const checked = list.includes(o.value);
            return (
              <label
                key={o.value}
                className={`flex cursor-pointer items-start gap-3 rounded-xl border px-3.5 py-3 text-sm ${checked ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white hover:border-brand-500'}`}
              >
                <input
                  type="checkbox"
                  name={q.name}
                  value={o.value}
                  checked={checked}
                  onChange={(e) =>
                    onChange(e.target.checked ? [...list, o.value] : list.filter((v) => v !== o.value))
                  }
                  className="mt-0.5 h-4 w-4 accent-brand-700"
                />
                <span>{o.label}</span>
              </label>
            );
          })}
        </div>
        {errorText}
      </fieldset>
    );
  }

  if (q.type === 'checkbox') {
    return (
      <div>
        <label className="flex items-center gap-3 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            name={q.name}
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            aria-describedby={describedBy}
            className="h-4 w-4 accent-brand-700"
          />
          {q.label}
          {requiredMark}
        </label>
        {help}
        {errorText}
      </div>
    );
  }

  const common = {
    id,
    name: q.name,
    required: q.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: 'field-input',
  };
  let control;
  if (q.type === 'select') {
    control = (
      <select
        {...common}
        value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">Choisissez une réponse</option>
        {opts.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (q.type === 'number') {
    control = (
      <input
        {...common}
        type="number"
        inputMode="decimal"
        min={q.min}
        max={q.max}
        step={q.step ?? 'any'}
        placeholder={q.placeholder}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      />
    );
  } else {
    control = (
      <input
        {...common}
        type={q.type === 'date' ? 'date' : 'text'}
        inputMode={q.pattern === '^\\d{5}$' ? 'numeric' : undefined}
        autoComplete={
          q.name === 'code_postal' ? 'postal-code' : q.name === 'date_naissance' ? 'bday' : undefined
        }
        maxLength={q.maxLength}
        placeholder={q.placeholder}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      />
    );
  }
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {q.label}
        {requiredMark}
      </label>
      {q.unit ? (
        <div className="relative">
          {control}
          <span
            className="pointer-events-none absolute inset-y-0 right-10 flex items-center text-slate-600"
            aria-hidden="true"
          >
            {q.unit}
          </span>
        </div>
      ) : (
        control
      )}
      {help}
      {errorText}
    </div>
  );
}
