// The optional attachment of a support message: checked like request documents (type, 10 Mo).
import { useId } from 'react';
import { ACCEPT, checkFile, FORMATS_LABEL } from '../../lib/files.ts';

export function AttachmentField({
  file,
  onChange,
  error,
  onError,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
  onError: (message: string | null) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        Pièce jointe (facultatif)
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          const problem = chosen ? checkFile(chosen) : null;
          onError(problem);
          onChange(problem ? null : chosen);
          if (problem) e.target.value = '';
        }}
      />
      <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
        {file ? `Fichier choisi : ${file.name}` : FORMATS_LABEL}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
