import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { FAQ_VISIBLE } from './faq-items.ts';

/** One item open at a time; the first `visible` items, then "Voir plus / Voir moins". */
export function FaqAccordion({
  items,
  visible = FAQ_VISIBLE,
  headingLevel = 3,
}: {
  items: { q: string; a: string }[];
  visible?: number;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [open, setOpen] = useState<number | null>(null);
  const [all, setAll] = useState(false);
  const id = useId();
  const shown = all ? items : items.slice(0, visible);
  return (
    <div>
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {shown.map((item, i) => {
          const isOpen = open === i;
          return (
            <li key={item.q}>
              <Heading className="text-base">
                <button
                  type="button"
                  id={`${id}-q${i}`}
                  aria-expanded={isOpen}
                  aria-controls={`${id}-a${i}`}
                  onClick={() => setOpen(isOpen ? null : i)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:text-brand-700"
                >
                  {item.q}
                  <ChevronDown
                    className={`h-5 w-5 shrink-0 text-brand-700 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                    aria-hidden="true"
                  />
                </button>
              </Heading>
              <div
                id={`${id}-a${i}`}
                role="region"
                aria-labelledby={`${id}-q${i}`}
                hidden={!isOpen}
                className="px-5 pb-5 text-slate-700"
              >
                {item.a}
              </div>
            </li>
          );
        })}
      </ul>
      {items.length > visible && (
        <div className="mt-6 text-center">
          <button type="button" className="btn-ghost" aria-expanded={all} onClick={() => setAll((a) => !a)}>
            {all ? 'Voir moins de questions' : `Voir plus de questions (${items.length - visible})`}
          </button>
        </div>
      )}
    </div>
  );
}
