import { useState } from 'react';
import { Download } from 'lucide-react';
import { messageOf } from '../../../lib/errors.ts';
import { csvName, downloadCsv, toCsv, type CsvColumn } from '../csv.ts';

/** « Exporter en CSV »: the whole filtered list (not only the page on screen), for a French spreadsheet. */
export function ExportButton<T>({
  name,
  load,
  columns,
}: {
  name: string;
  load: () => Promise<T[]>;
  columns: CsvColumn<T>[];
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setPending(true);
    setError(null);
    try {
      downloadCsv(csvName(name), toCsv(await load(), columns));
    } catch (err) {
      setError(`Export impossible : ${messageOf(err)}`);
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="flex flex-col items-end gap-2">
      <button type="button" className="btn-ghost" onClick={() => void run()} disabled={pending}>
        <Download className="h-4 w-4" aria-hidden="true" />
        {pending ? 'Export en cours...' : 'Exporter en CSV'}
      </button>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
