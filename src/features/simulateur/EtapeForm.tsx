// The form of one step of the simulator: progress, title, errors, its questions (the children) and the
// « Précédent » / « Suivant » buttons.
import type { FormEvent, ReactNode, RefObject } from 'react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { FormErrors } from '../../components/Field.tsx';
import { STEPS } from './questions.ts';

interface Props {
  stepIndex: number;
  /** the step title, focused on each step change */
  titleRef: RefObject<HTMLHeadingElement | null>;
  /** the step's errors, then the simulation's failure */
  messages: string[];
  loading: boolean;
  onSubmit: (e: FormEvent) => void;
  onPrevious: () => void;
  children: ReactNode;
}

export function EtapeForm({ stepIndex, titleRef, messages, loading, onSubmit, onPrevious, children }: Props) {
  const step = STEPS[stepIndex];
  return (
    <form noValidate onSubmit={onSubmit} className="card mt-8 sm:p-8" aria-describedby="etape-intro">
      <EtapeProgress stepIndex={stepIndex} />

      <h2 ref={titleRef} tabIndex={-1} className="mt-8 text-2xl font-bold text-slate-900 focus:outline-none">
        {step.title}
      </h2>
      <p id="etape-intro" className="mt-1 text-slate-700">
        {step.intro} Les questions marquées d’un <span className="text-red-700">*</span> sont obligatoires.
      </p>

      <div className="mt-6">
        <FormErrors messages={messages} />
      </div>

      <div className="mt-6 space-y-6">{children}</div>

      <EtapeButtons stepIndex={stepIndex} loading={loading} onPrevious={onPrevious} />
    </form>
  );
}

function EtapeProgress({ stepIndex }: { stepIndex: number }) {
  const step = STEPS[stepIndex];
  return (
    <div>
      <div className="flex items-center justify-between text-sm font-semibold text-slate-700">
        <span>
          Étape {stepIndex + 1} sur {STEPS.length}
        </span>
        <span>{Math.round(((stepIndex + 1) / STEPS.length) * 100)} %</span>
      </div>
      <div
        role="progressbar"
        aria-label="Progression de la simulation"
        aria-valuemin={1}
        aria-valuemax={STEPS.length}
        aria-valuenow={stepIndex + 1}
        aria-valuetext={`Étape ${stepIndex + 1} sur ${STEPS.length} : ${step.title}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-all"
          style={{ width: `${((stepIndex + 1) / STEPS.length) * 100}%` }}
        />
      </div>
      <ol className="mt-3 hidden justify-between gap-2 text-xs text-slate-600 sm:flex">
        {STEPS.map((s, i) => (
          <li
            key={s.id}
            className={i === stepIndex ? 'font-bold text-brand-800' : ''}
            aria-current={i === stepIndex ? 'step' : undefined}
          >
            {s.title}
          </li>
        ))}
      </ol>
    </div>
  );
}

function EtapeButtons({
  stepIndex,
  loading,
  onPrevious,
}: {
  stepIndex: number;
  loading: boolean;
  onPrevious: () => void;
}) {
  const isLast = stepIndex === STEPS.length - 1;
  return (
    <div className="mt-10 flex items-center justify-between gap-3 border-t border-slate-100 pt-6">
      {stepIndex > 0 ? (
        <button type="button" className="btn-ghost" onClick={onPrevious} disabled={loading}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Précédent
        </button>
      ) : (
        <span />
      )}
      <button type="submit" className="btn-primary" disabled={loading}>
        {loading ? 'Chargement...' : isLast ? 'Simuler' : 'Suivant'}
        {!loading && !isLast && <ArrowRight className="h-4 w-4" aria-hidden="true" />}
      </button>
    </div>
  );
}
