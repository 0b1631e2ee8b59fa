import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';

/** A native <dialog> shown modally: focus trap, Escape and backdrop come from the browser. */
export function Modal({
  open,
  onClose,
  title,
  children,
  wide = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The native `close` event also fires when we close the dialog ourselves (another modal of a chain opens):
  // only a close the person asked for (Escape) while the modal is meant to be open calls onClose.
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => openRef.current && onClose()}
      onClick={(e) => e.target === ref.current && onClose()}
      className={`m-auto w-[calc(100%-2rem)] ${wide ? 'max-w-3xl' : 'max-w-lg'} rounded-2xl bg-white p-0 text-slate-900 shadow-2xl`}
    >
      {open && (
        <div className="p-6 sm:p-8">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold text-brand-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="rounded-full p-1.5 text-slate-600 hover:bg-slate-100"
              aria-label="Fermer"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
