import { useId } from 'react';

/** A red box listing errors, announced to screen readers as soon as it appears. */
export function FormErrors({ messages, title }: { messages: string[]; title?: string }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-800">
      {title && <p className="font-semibold">{title}</p>}
      {messages.length === 1 && !title ? (
        <p>{messages[0]}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  required,
  autoComplete,
  multiline,
  help,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  multiline?: boolean;
  help?: string;
}) {
  const id = useId();
  const describedBy = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    required,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: 'field-input',
  };
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea {...common} rows={6} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      {help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
