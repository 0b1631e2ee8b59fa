import { useId, type ReactNode } from 'react';
import type { AnswerValue, Option, Question } from './questions.ts';

type OnChange = (value: AnswerValue | undefined) => void;

interface Props {
  question: Question;
  value: AnswerValue | undefined;
  error?: string;
  onChange: OnChange;
  /** options computed at run time (communes) */
  options?: Option[];
  note?: string;
}

export function QuestionField({ question: q, value, error, onChange, options, note }: Props) {
  const id = useId();
  const parts = fieldParts(q, id, error, note);
  const opts = options ?? q.options ?? [];
  if (q.type === 'checkbox' && q.multiple)
    return (
      <CheckboxGroupField q={q} value={value} error={error} onChange={onChange} opts={opts} parts={parts} />
    );
  if (q.type === 'checkbox') return <CheckboxField q={q} value={value} onChange={onChange} parts={parts} />;
  return (
    <InputField id={id} q={q} value={value} error={error} onChange={onChange} opts={opts} parts={parts} />
  );
}

/** What every kind of field shares: the « * » of a required question, the help and error lines they describe. */
interface FieldParts {
  describedBy: string | undefined;
  requiredMark: ReactNode;
  help: ReactNode;
  errorText: ReactNode;
}

function fieldParts(
  q: Question,
  id: string,
  error: string | undefined,
  note: string | undefined,
): FieldParts {
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy =
    [q.help || note ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
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
  return { describedBy, requiredMark, help, errorText };
}

interface FieldProps {
  q: Question;
  value: AnswerValue | undefined;
  onChange: OnChange;
  parts: FieldParts;
}

/** several answers among options: a group of checkboxes */
function CheckboxGroupField({
  q,
  value,
  error,
  onChange,
  opts,
  parts,
}: FieldProps & { error?: string; opts: Option[] }) {
  const list = Array.isArray(value) ? value : [];
  return (
    <fieldset aria-describedby={parts.describedBy} aria-invalid={error ? true : undefined}>
      <legend className="field-label">
        {q.label}
        {parts.requiredMark}
      </legend>
      {parts.help}
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
      {parts.errorText}
    </fieldset>
  );
}

/** a yes / no question: a single checkbox */
function CheckboxField({ q, value, onChange, parts }: FieldProps) {
  return (
    <div>
      <label className="flex items-center gap-3 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          name={q.name}
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={parts.describedBy}
          className="h-4 w-4 accent-brand-700"
        />
        {q.label}
        {parts.requiredMark}
      </label>
      {parts.help}
      {parts.errorText}
    </div>
  );
}

/** a labelled select, number, date or text input, with its unit */
function InputField({
  id,
  q,
  value,
  error,
  onChange,
  opts,
  parts,
}: FieldProps & { id: string; error?: string; opts: Option[] }) {
  const common = {
    id,
    name: q.name,
    required: q.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': parts.describedBy,
    className: 'field-input',
  };
  const control =
    q.type === 'select' ? (
      <SelectControl common={common} value={value} onChange={onChange} opts={opts} />
    ) : q.type === 'number' ? (
      <NumberControl common={common} q={q} value={value} onChange={onChange} />
    ) : (
      <TextControl common={common} q={q} value={value} onChange={onChange} />
    );
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {q.label}
        {parts.requiredMark}
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
      {parts.help}
      {parts.errorText}
    </div>
  );
}

/** the attributes every control of an InputField has */
interface Common {
  id: string;
  name: string;
  required?: boolean;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

interface ControlProps {
  common: Common;
  value: AnswerValue | undefined;
  onChange: OnChange;
}

function SelectControl({ common, value, onChange, opts }: ControlProps & { opts: Option[] }) {
  return (
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
}

function NumberControl({ common, q, value, onChange }: ControlProps & { q: Question }) {
  return (
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
}

function TextControl({ common, q, value, onChange }: ControlProps & { q: Question }) {
  return (
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
