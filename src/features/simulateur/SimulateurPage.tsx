import type { ReactNode } from 'react';
import { RotateCcw } from 'lucide-react';
import { STEPS, type Answers } from './questions.ts';
import { visibleQuestions } from './logic.ts';
import type { Aid, SimulationResult } from './api.ts';
import { QuestionField } from './QuestionField.tsx';
import { Results } from './Results.tsx';
import { SaveToAccount, useApplyAid } from './AccountBridge.tsx';
import { EtapeForm } from './EtapeForm.tsx';
import { useSimulateur } from './useSimulateur.ts';

export default function SimulateurPage() {
  const sim = useSimulateur();
  const { apply, gate } = useApplyAid();
  const { answers, result } = sim;

  return (
    <div className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <SimulateurIntro officiel={sim.officiel} showResults={sim.showResults} />

        {sim.showResults && result ? (
          <ResultatsSimulation
            answers={answers}
            result={result}
            saved={sim.saved}
            onEdit={() => sim.goTo(0)}
            onSave={() => sim.saveLocally(result)}
            onApply={apply}
            gate={gate}
            onRestart={sim.restart}
          />
        ) : (
          <EtapeForm
            stepIndex={sim.stepIndex}
            titleRef={sim.titleRef}
            messages={sim.messages}
            loading={sim.loading}
            onSubmit={sim.submit}
            onPrevious={sim.previous}
          >
            {visibleQuestions(STEPS[sim.stepIndex], answers).map((q) => (
              <QuestionField
                key={q.name}
                question={q}
                value={answers[q.name]}
                error={sim.errorFor(q.name)}
                onChange={(v) => sim.setAnswer(q.name, v)}
                options={q.dynamic === 'communes' ? sim.communeOptions : undefined}
                note={q.dynamic === 'communes' ? sim.communeNote : undefined}
              />
            ))}
          </EtapeForm>
        )}
      </div>
    </div>
  );
}

/** on the results, the list comes first: the introduction stays for screen readers only */
function SimulateurIntro({ officiel, showResults }: { officiel: boolean; showResults: boolean }) {
  return (
    <div className={showResults ? 'sr-only' : 'print:hidden'}>
      <p className="text-sm font-semibold text-brand-600">
        {officiel ? 'Simulateur officiel Aidy' : 'Simulateur d’aides'}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
        Découvrez vos aides en 6 étapes
      </h1>
      <p className="mt-3 text-slate-700">Gratuit, sans inscription. Vos réponses restent sur cet appareil.</p>
    </div>
  );
}

function ResultatsSimulation({
  answers,
  result,
  saved,
  onEdit,
  onSave,
  onApply,
  gate,
  onRestart,
}: {
  answers: Answers;
  result: SimulationResult;
  saved: boolean;
  onEdit: () => void;
  onSave: () => void;
  onApply: (aid: Aid) => void;
  /** the sign-in dialog of « Faire la demande » */
  gate: ReactNode;
  onRestart: () => void;
}) {
  return (
    <div>
      <Results
        result={result}
        onEdit={onEdit}
        onSave={onSave}
        saved={saved}
        onApply={onApply}
        actions={<SaveToAccount answers={answers} result={result} />}
      />
      {gate}
      <button
        type="button"
        className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline print:hidden"
        onClick={onRestart}
      >
        <RotateCcw className="h-4 w-4" aria-hidden="true" /> Nouvelle simulation (effacer mes réponses)
      </button>
    </div>
  );
}
