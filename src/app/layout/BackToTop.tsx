import { ArrowUp } from 'lucide-react';
import { useScrolledPast } from '../../lib/use-scrolled.ts';

export function BackToTop() {
  const visible = useScrolledPast();
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0 });
        document.getElementById('contenu')?.focus({ preventScroll: true });
      }}
      className="fixed right-4 bottom-24 z-30 rounded-full bg-brand-700 p-3 text-white shadow-lg hover:bg-brand-800 print:hidden"
    >
      <ArrowUp className="h-5 w-5" aria-hidden="true" />
      <span className="sr-only">Revenir en haut de la page</span>
    </button>
  );
}
