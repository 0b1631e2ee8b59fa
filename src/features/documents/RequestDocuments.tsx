// The documents panel of a request (/aides/{id}, /demandes/{id}): what the aid requires (documents-requis,
// next to the aid catalogue) and what an adviser asked for, provided or to provide; upload with a progress
// bar, download, removal while pending, and « Télécharger les documents ».
import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleDashed, Download, Paperclip, Trash2, Upload } from 'lucide-react';
import { ConfirmDialog } from '../../components/Dialog.tsx';
import { ActionMessage } from '../../components/QueryState.tsx';
import { documentsRequis } from '../../engine/aids/documents-requis.ts';
import { documentsManquants } from '../../lib/documents.ts';
import { dateCourte } from '../../lib/dates.ts';
import { messageOf } from '../../lib/errors.ts';
import { ACCEPT, checkFile, fileNameOf, FORMATS_LABEL } from '../../lib/files.ts';
import { roots } from '../../lib/query-keys.ts';
import { acceptsDocuments, type RequestStatus } from '../../lib/statuts.ts';
import { addDocument, downloadAll, downloadDocument, removeDocument, type RequestDocument } from './api.ts';

export interface DocumentsRequest {
  id: string;
  aid_id: string | null;
  status: RequestStatus;
  documents: RequestDocument[];
}

interface Slot {
  label: string;
  provided: RequestDocument[];
  /** the row an adviser created without a file, filled by the upload */
  placeholder?: RequestDocument;
  required: boolean;
}

/** Required labels first (in the catalogue's order), then what an adviser asked for, then other files. */
export function documentSlots(aidId: string | null, docs: RequestDocument[]): Slot[] {
  const slots: Slot[] = documentsRequis(aidId).map((label) => ({ label, provided: [], required: true }));
  const slotFor = (label: string) => {
    let slot = slots.find((s) => s.label === label);
    if (!slot) slots.push((slot = { label, provided: [], required: false }));
    return slot;
  };
  for (const doc of docs) {
    const slot = slotFor(doc.label);
    if (doc.storage_path) slot.provided.push(doc);
    else {
      slot.placeholder = doc;
      slot.required = true;
    }
  }
  return slots;
}

export function RequestDocuments({ request }: { request: DocumentsRequest }) {
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [target, setTarget] = useState<Slot | null>(null);
  const [otherLabel, setOtherLabel] = useState('');
  const [progress, setProgress] = useState<{ name: string; value: number } | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [toDelete, setToDelete] = useState<RequestDocument | null>(null);
  const open = acceptsDocuments(request.status);
  const removable = request.status === 'pending';
  const slots = documentSlots(request.aid_id, request.documents);
  const provided = request.documents.filter((d) => d.storage_path);
  const expected = new Set(documentsManquants(request.aid_id, request.documents, request.status));
  const missing = expected.size;
  const refresh = () => client.invalidateQueries({ queryKey: roots.demandes });

  const upload = useMutation({
    mutationFn: async ({ slot, file }: { slot: Slot; file: File }) => {
      await addDocument(
        request,
        slot.label,
        file,
        (value) => setProgress({ name: file.name, value }),
        slot.placeholder?.id,
      );
      await refresh();
    },
    onSuccess: () => setMessage({ kind: 'success', text: 'Document ajouté.' }),
    onError: (err) => {
      setMessage({ kind: 'error', text: messageOf(err) });
      return refresh();
    },
    onSettled: () => setProgress(null),
  });
  // The list is refreshed before « Document supprimé. » is announced, so the message never sits next to the
  // file it says is gone.
  const remove = useMutation({
    mutationFn: async (doc: RequestDocument) => {
      await removeDocument(doc);
      await refresh();
    },
    onSuccess: () => {
      setToDelete(null);
      setMessage({ kind: 'success', text: 'Document supprimé.' });
    },
    onError: refresh,
  });
  const download = useMutation({
    mutationFn: (docs: RequestDocument[]) =>
      docs.length === 1 ? downloadDocument(docs[0]) : downloadAll(docs),
    onError: (err) => setMessage({ kind: 'error', text: messageOf(err) }),
  });

  const choose = (slot: Slot) => {
    setMessage(null);
    setTarget(slot);
    input.current?.click();
  };
  const onFile = (file: File | undefined) => {
    if (!file || !target) return;
    const problem = checkFile(file);
    if (problem) setMessage({ kind: 'error', text: `${file.name} : ${problem}` });
    else upload.mutate({ slot: target, file });
    if (input.current) input.current.value = '';
  };

  return (
    <section aria-labelledby="documents-titre" className="card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="documents-titre" className="text-lg font-bold text-slate-900">
            Documents
          </h2>
          <p className="text-sm text-slate-600">
            {!open
              ? 'Documents transmis pour cette demande.'
              : missing === 0
                ? `Tous les documents demandés sont fournis. ${FORMATS_LABEL}.`
                : `${missing} document${missing > 1 ? 's' : ''} à fournir · ${FORMATS_LABEL}`}
          </p>
        </div>
        <button
          type="button"
          className="btn-ghost"
          disabled={provided.length === 0 || download.isPending}
          onClick={() => download.mutate(provided)}
        >
          <Download className="h-4 w-4" aria-hidden="true" /> Télécharger les documents
        </button>
      </div>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      {progress && (
        <div className="mt-4">
          <p className="text-sm text-slate-700">Envoi de {progress.name}…</p>
          <div
            role="progressbar"
            aria-label={`Envoi de ${progress.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress.value * 100)}
            className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full bg-brand-600 transition-all"
              style={{ width: `${progress.value * 100}%` }}
            />
          </div>
        </div>
      )}
      {message && (
        <div className="mt-4">
          <ActionMessage kind={message.kind}>{message.text}</ActionMessage>
        </div>
      )}
      <ul className="mt-4 divide-y divide-slate-100">
        {slots.map((slot) => (
          <li key={slot.label} className="py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="flex items-center gap-2 font-medium text-slate-900">
                {slot.provided.length ? (
                  <CheckCircle2 className="h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
                ) : (
                  <CircleDashed className="h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
                )}
                <span>
                  {slot.label}
                  <span className="ml-2 text-sm font-normal text-slate-600">
                    {slot.provided.length
                      ? '— fourni'
                      : !expected.has(slot.label)
                        ? '— non fourni'
                        : slot.placeholder
                          ? '— à fournir (demandé par votre conseiller)'
                          : '— à fournir'}
                  </span>
                </span>
              </p>
              {open && (slot.provided.length === 0 || !slot.required) && (
                <button
                  type="button"
                  className="btn-ghost px-4 py-1.5"
                  disabled={upload.isPending}
                  aria-label={`Ajouter : ${slot.label}`}
                  onClick={() => choose(slot)}
                >
                  <Upload className="h-4 w-4" aria-hidden="true" /> Ajouter
                </button>
              )}
            </div>
            {slot.provided.map((doc) => (
              <div
                key={doc.id}
                className="mt-2 ml-7 flex flex-wrap items-center gap-2 text-sm text-slate-700"
              >
                <Paperclip className="h-4 w-4" aria-hidden="true" />
                <span className="break-all">{fileNameOf(doc.storage_path!)}</span>
                <span className="text-slate-600">ajouté le {dateCourte(doc.created_at)}</span>
                <button
                  type="button"
                  className="rounded-full p-1.5 text-brand-700 hover:bg-brand-50"
                  onClick={() => download.mutate([doc])}
                  aria-label={`Télécharger ${fileNameOf(doc.storage_path!)}`}
                >
                  <Download className="h-4 w-4" aria-hidden="true" />
                </button>
                {removable && (
                  <button
                    type="button"
                    className="rounded-full p-1.5 text-red-700 hover:bg-red-50"
                    onClick={() => {
                      remove.reset();
                      setToDelete(doc);
                    }}
                    aria-label={`Supprimer ${fileNameOf(doc.storage_path!)}`}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </button>
                )}
              </div>
            ))}
          </li>
        ))}
      </ul>
      {open ? (
        <form
          className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-4"
          onSubmit={(e) => {
            e.preventDefault();
            const label = otherLabel.trim();
            if (label) choose({ label, provided: [], required: false });
            setOtherLabel('');
          }}
        >
          <div>
            <label htmlFor={`autre-${request.id}`} className="field-label">
              Autre document (nom du document)
            </label>
            <input
              id={`autre-${request.id}`}
              className="field-input"
              value={otherLabel}
              maxLength={200}
              onChange={(e) => setOtherLabel(e.target.value)}
              placeholder="Ex. : attestation employeur"
            />
          </div>
          <button
            type="submit"
            className="btn-ghost self-start"
            disabled={!otherLabel.trim() || upload.isPending}
          >
            <Upload className="h-4 w-4" aria-hidden="true" /> Ajouter ce document
          </button>
        </form>
      ) : (
        <p className="mt-4 text-sm text-slate-600">
          Cette demande est close : ses documents ne peuvent plus changer.
        </p>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title="Supprimer le document"
        message={
          <p>
            Supprimer « {toDelete ? fileNameOf(toDelete.storage_path ?? toDelete.label) : ''} » de votre
            demande ?
          </p>
        }
        confirmLabel="Supprimer"
        cancelLabel="Annuler"
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        pending={remove.isPending}
        error={remove.isError ? messageOf(remove.error) : null}
      />
    </section>
  );
}
