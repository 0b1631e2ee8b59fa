// The documents panel of a request (/aides/{id}, /demandes/{id}): what the aid requires (documents-requis,
// next to the aid catalogue) and what an adviser asked for, provided or to provide; upload with a progress
// bar, download, removal while pending, and « Télécharger les documents ».
import { useRef, useState, type RefObject } from 'react';
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

type Message = { kind: 'success' | 'error'; text: string };
type Progress = { name: string; value: number };

/** Upload, removal and download of the request's documents, with the progress and the message they announce. */
function useDocumentMutations(request: DocumentsRequest) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [toDelete, setToDelete] = useState<RequestDocument | null>(null);
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
  // a previous failure must not show in the dialog opened for another file
  const askToDelete = (doc: RequestDocument) => {
    remove.reset();
    setToDelete(doc);
  };
  return { progress, message, setMessage, toDelete, setToDelete, askToDelete, upload, remove };
}

/**
 * One file's download, or all of them (« Télécharger les documents »). While all are fetched (`allPending`),
 * the files' own buttons wait: another download would take this one's place, a removal would pull a file
 * from under it.
 */
function useDownloads(setMessage: (message: Message) => void) {
  const download = useMutation({
    mutationFn: ({ docs }: { docs: RequestDocument[]; all: boolean }) =>
      docs.length === 1 ? downloadDocument(docs[0]) : downloadAll(docs),
    onError: (err) => setMessage({ kind: 'error', text: messageOf(err) }),
  });
  return {
    pending: download.isPending,
    allPending: download.isPending && download.variables.all,
    all: (docs: RequestDocument[]) => download.mutate({ docs, all: true }),
    one: (doc: RequestDocument) => download.mutate({ docs: [doc], all: false }),
  };
}

/** « Ajouter » remembers the slot and opens the hidden picker; the chosen file is checked, then uploaded. */
function useFilePicker(
  setMessage: (message: Message | null) => void,
  upload: (variables: { slot: Slot; file: File }) => void,
) {
  const input = useRef<HTMLInputElement>(null);
  const [target, setTarget] = useState<Slot | null>(null);
  const choose = (slot: Slot) => {
    setMessage(null);
    setTarget(slot);
    input.current?.click();
  };
  const onFile = (file: File | undefined) => {
    if (!file || !target) return;
    const problem = checkFile(file);
    if (problem) setMessage({ kind: 'error', text: `${file.name} : ${problem}` });
    else upload({ slot: target, file });
    if (input.current) input.current.value = '';
  };
  return { input, choose, onFile };
}

export function RequestDocuments({ request }: { request: DocumentsRequest }) {
  const { progress, message, setMessage, toDelete, setToDelete, askToDelete, upload, remove } =
    useDocumentMutations(request);
  const download = useDownloads(setMessage);
  const { input, choose, onFile } = useFilePicker(setMessage, upload.mutate);
  const [otherLabel, setOtherLabel] = useState('');
  const open = acceptsDocuments(request.status);
  const slots = documentSlots(request.aid_id, request.documents);
  const provided = request.documents.filter((d) => d.storage_path);
  const expected = new Set(documentsManquants(request.aid_id, request.documents, request.status));

  return (
    <section aria-labelledby="documents-titre" className="card">
      <DocumentsHeader
        summary={documentsSummary(open, expected.size)}
        downloadDisabled={provided.length === 0 || download.pending}
        onDownloadAll={() => download.all(provided)}
      />
      <FilePickerInput inputRef={input} onFile={onFile} />
      {progress && <UploadProgress progress={progress} />}
      {message && <DocumentsMessage message={message} />}
      <ul className="mt-4 divide-y divide-slate-100">
        {slots.map((slot) => (
          <DocumentSlotItem
            key={slot.label}
            slot={slot}
            status={slotStatus(slot, expected)}
            canAdd={open && (slot.provided.length === 0 || !slot.required)}
            addDisabled={upload.isPending}
            removable={request.status === 'pending'}
            fileActionsDisabled={download.allPending}
            onAdd={() => choose(slot)}
            onDownload={download.one}
            onRemove={askToDelete}
          />
        ))}
      </ul>
      {open ? (
        <OtherDocumentForm
          requestId={request.id}
          label={otherLabel}
          onLabelChange={setOtherLabel}
          submitDisabled={!otherLabel.trim() || upload.isPending}
          onAdd={(label) => choose({ label, provided: [], required: false })}
        />
      ) : (
        <p className="mt-4 text-sm text-slate-600">
          Cette demande est close : ses documents ne peuvent plus changer.
        </p>
      )}
      <DeleteDocumentDialog
        doc={toDelete}
        onClose={() => setToDelete(null)}
        onConfirm={(doc) => remove.mutate(doc)}
        pending={remove.isPending}
        error={remove.isError ? messageOf(remove.error) : null}
      />
    </section>
  );
}

/** Hidden: the « Ajouter » buttons open it, so the picker knows which slot the file is for. */
function FilePickerInput({
  inputRef,
  onFile,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onFile: (file: File | undefined) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={ACCEPT}
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      onChange={(e) => onFile(e.target.files?.[0])}
    />
  );
}

function DocumentsMessage({ message }: { message: Message }) {
  return (
    <div className="mt-4">
      <ActionMessage kind={message.kind}>{message.text}</ActionMessage>
    </div>
  );
}

function DeleteDocumentDialog({
  doc,
  onClose,
  onConfirm,
  pending,
  error,
}: {
  doc: RequestDocument | null;
  onClose: () => void;
  onConfirm: (doc: RequestDocument) => void;
  pending: boolean;
  error: string | null;
}) {
  return (
    <ConfirmDialog
      open={doc !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Supprimer le document"
      message={<p>Supprimer « {doc ? fileNameOf(doc.storage_path ?? doc.label) : ''} » de votre demande ?</p>}
      confirmLabel="Supprimer"
      cancelLabel="Annuler"
      onConfirm={() => doc && onConfirm(doc)}
      pending={pending}
      error={error}
    />
  );
}

function documentsSummary(open: boolean, missing: number): string {
  if (!open) return 'Documents transmis pour cette demande.';
  return missing === 0
    ? `Tous les documents demandés sont fournis. ${FORMATS_LABEL}.`
    : `${missing} document${missing > 1 ? 's' : ''} à fournir · ${FORMATS_LABEL}`;
}

/** `expected` holds the labels still to provide (none once the request is closed). */
function slotStatus(slot: Slot, expected: Set<string>): string {
  if (slot.provided.length) return '— fourni';
  if (!expected.has(slot.label)) return '— non fourni';
  return slot.placeholder ? '— à fournir (demandé par votre conseiller)' : '— à fournir';
}

function DocumentsHeader({
  summary,
  downloadDisabled,
  onDownloadAll,
}: {
  summary: string;
  downloadDisabled: boolean;
  onDownloadAll: () => void;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h2 id="documents-titre" className="text-lg font-bold text-slate-900">
          Documents
        </h2>
        <p className="text-sm text-slate-600">{summary}</p>
      </div>
      <button type="button" className="btn-ghost" disabled={downloadDisabled} onClick={onDownloadAll}>
        <Download className="h-4 w-4" aria-hidden="true" /> Télécharger les documents
      </button>
    </div>
  );
}

function UploadProgress({ progress }: { progress: Progress }) {
  return (
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
        <div className="h-full bg-brand-600 transition-all" style={{ width: `${progress.value * 100}%` }} />
      </div>
    </div>
  );
}

function DocumentSlotItem({
  slot,
  status,
  canAdd,
  addDisabled,
  removable,
  fileActionsDisabled,
  onAdd,
  onDownload,
  onRemove,
}: {
  slot: Slot;
  status: string;
  canAdd: boolean;
  addDisabled: boolean;
  removable: boolean;
  /** the provided files' download and removal buttons */
  fileActionsDisabled: boolean;
  onAdd: () => void;
  onDownload: (doc: RequestDocument) => void;
  onRemove: (doc: RequestDocument) => void;
}) {
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-medium text-slate-900">
          {slot.provided.length ? (
            <CheckCircle2 className="h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
          ) : (
            <CircleDashed className="h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
          )}
          <span>
            {slot.label}
            <span className="ml-2 text-sm font-normal text-slate-600">{status}</span>
          </span>
        </p>
        {canAdd && (
          <button
            type="button"
            className="btn-ghost px-4 py-1.5"
            disabled={addDisabled}
            aria-label={`Ajouter : ${slot.label}`}
            onClick={onAdd}
          >
            <Upload className="h-4 w-4" aria-hidden="true" /> Ajouter
          </button>
        )}
      </div>
      {slot.provided.map((doc) => (
        <ProvidedDocument
          key={doc.id}
          doc={doc}
          removable={removable}
          disabled={fileActionsDisabled}
          onDownload={() => onDownload(doc)}
          onRemove={() => onRemove(doc)}
        />
      ))}
    </li>
  );
}

function ProvidedDocument({
  doc,
  removable,
  disabled,
  onDownload,
  onRemove,
}: {
  doc: RequestDocument;
  removable: boolean;
  disabled: boolean;
  onDownload: () => void;
  onRemove: () => void;
}) {
  const fileName = fileNameOf(doc.storage_path!);
  return (
    <div className="mt-2 ml-7 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <Paperclip className="h-4 w-4" aria-hidden="true" />
      <span className="break-all">{fileName}</span>
      <span className="text-slate-600">ajouté le {dateCourte(doc.created_at)}</span>
      <button
        type="button"
        className="rounded-full p-1.5 text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
        disabled={disabled}
        onClick={onDownload}
        aria-label={`Télécharger ${fileName}`}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
      </button>
      {removable && (
        <button
          type="button"
          className="rounded-full p-1.5 text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
          disabled={disabled}
          onClick={onRemove}
          aria-label={`Supprimer ${fileName}`}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

/** « Autre document »: a label typed by the client becomes a new slot, then the file picker opens. */
function OtherDocumentForm({
  requestId,
  label,
  onLabelChange,
  submitDisabled,
  onAdd,
}: {
  requestId: string;
  label: string;
  onLabelChange: (label: string) => void;
  submitDisabled: boolean;
  onAdd: (label: string) => void;
}) {
  return (
    <form
      className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-4"
      onSubmit={(e) => {
        e.preventDefault();
        const trimmed = label.trim();
        if (trimmed) onAdd(trimmed);
        onLabelChange('');
      }}
    >
      <div>
        <label htmlFor={`autre-${requestId}`} className="field-label">
          Autre document (nom du document)
        </label>
        <input
          id={`autre-${requestId}`}
          className="field-input"
          value={label}
          maxLength={200}
          onChange={(e) => onLabelChange(e.target.value)}
          placeholder="Ex. : attestation employeur"
        />
      </div>
      <button type="submit" className="btn-ghost self-start" disabled={submitDisabled}>
        <Upload className="h-4 w-4" aria-hidden="true" /> Ajouter ce document
      </button>
    </form>
  );
}
