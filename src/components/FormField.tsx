// A labelled input for react-hook-form: `{...register('name')}` goes in `input`; the error is tied to the
// field (aria-invalid, aria-describedby) and read as the field's description.
import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

type Common = { label: string; error?: string; help?: string; required?: boolean };

export function Described({ id, help, error }: { id: string; help?: string; error?: string }) {
  return (
    <>
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
    </>
  );
}

export const describedBy = (id: string, help?: string, error?: string) =>
  [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

export function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="field-label">
      {label}
      {required && (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

export function FormField({
  label,
  error,
  help,
  required,
  input,
}: Common & { input: InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> } }) {
  const id = useId();
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, help, error)}
        {...input}
      />
      <Described id={id} help={help} error={error} />
    </div>
  );
}

export function FormTextarea({
  label,
  error,
  help,
  required,
  textarea,
}: Common & {
  textarea: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: React.Ref<HTMLTextAreaElement> };
}) {
  const id = useId();
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <textarea
        id={id}
        rows={5}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, help, error)}
        {...textarea}
      />
      <Described id={id} help={help} error={error} />
    </div>
  );
}
