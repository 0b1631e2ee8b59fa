import { useId } from 'react';
import { describedBy, Described, Label } from './FormField.tsx';

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

type TextFieldProps = {
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
};

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
}: TextFieldProps) {
  const id = useId();
  const common = {
    id,
    name,
    value,
    required,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, help, error),
    className: 'field-input',
  };
  return (
    <div>
      <Label id={id} label={label} required={required} />
      {multiline ? (
        <textarea {...common} rows={6} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      <Described id={id} help={help} error={error} />
    </div>
  );
}
