// Which documents a request still expects, shared by the dashboard's next steps, the request screen and the
// documents panel: the aid's list (documents-requis, next to the catalogue) minus what is provided, plus what
// an adviser asked for. Once an adviser took the request up, only what they asked for is still expected.
import { documentsRequis } from '../engine/aids/documents-requis.ts';
import type { RequestStatus } from './statuts.ts';

export interface DocumentRow {
  label: string;
  storage_path: string | null;
}

export function documentsManquants(
  aidId: string | null,
  docs: DocumentRow[],
  status: RequestStatus,
): string[] {
  const provided = new Set(docs.filter((d) => d.storage_path).map((d) => d.label));
  const asked = docs.filter((d) => !d.storage_path).map((d) => d.label);
  const expected =
    status === 'pending' ? [...documentsRequis(aidId), ...asked] : status === 'in_progress' ? asked : [];
  return [...new Set(expected)].filter((label) => !provided.has(label));
}
