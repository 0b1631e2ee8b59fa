// The simulator's state: the answers, the current step (in the URL), its errors and the simulation run.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { DEFAULT_ANSWERS, STEPS, type AnswerValue, type Answers } from './questions.ts';
import { validateStep, type FieldError } from './logic.ts';
import { buildPayload } from './payload.ts';
import { displayError, runSimulation, SimulationError, type SimulationResult } from './api.ts';
import { clearCurrent, loadCurrent, saveCurrent, saveSimulation } from './storage.ts';
import { RESULTATS, useEtapeUrl } from './useEtapeUrl.ts';
import { useCommuneAnswer } from './useCommuneAnswer.ts';

export function useSimulateur() {
  const initial = useMemo(() => loadCurrent(), []);
  const [answers, setAnswers] = useState<Answers>(initial?.answers ?? DEFAULT_ANSWERS);
  const [result, setResult] = useState<SimulationResult | null>(initial?.result ?? null);
  const [saved, setSaved] = useState(false);
  const { officiel, showResults, stepIndex, goTo, previous } = useEtapeUrl(result, initial?.step ?? 0);
  usePageTitle(showResults ? 'Résultats de votre simulation' : `Simulateur — ${STEPS[stepIndex].title}`);

  useEffect(() => saveCurrent({ answers, step: stepIndex, result }), [answers, stepIndex, result]);

  const etapeErrors = useEtapeErrors(stepIndex, showResults);
  const titleRef = useTitleFocus(stepIndex, showResults);
  const { communeOptions, communeNote } = useCommuneAnswer(answers, setAnswers);
  const onResult = (res: SimulationResult) => {
    setResult(res);
    setSaved(false);
  };
  const { submit, loading } = useEtapeSubmit({ answers, stepIndex, goTo, etapeErrors, onResult });

  const setAnswer = (name: string, value: AnswerValue | undefined) => {
    setAnswers((a) => ({ ...a, [name]: value }));
    etapeErrors.clear();
  };
  /** « Enregistrer sur cet appareil » */
  const saveLocally = (res: SimulationResult) => {
    saveSimulation(answers, res);
    setSaved(true);
  };
  const restart = () => {
    clearCurrent();
    setAnswers(DEFAULT_ANSWERS);
    setResult(null);
    goTo(0);
  };

  return {
    officiel,
    showResults,
    stepIndex,
    goTo,
    previous,
    titleRef,
    loading,
    submit,
    answers,
    setAnswer,
    result,
    saved,
    saveLocally,
    restart,
    communeOptions,
    communeNote,
    messages: etapeErrors.messages,
    errorFor: etapeErrors.errorFor,
  };
}

type EtapeErrors = ReturnType<typeof useEtapeErrors>;

/** The errors of the current step, and the failure of the simulation itself. */
function useEtapeErrors(stepIndex: number, showResults: boolean) {
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  // Leaving a step (Back, Forward or our buttons) clears its errors; the final check may send us back to a
  // step with the errors it found there.
  const pendingErrors = useRef<FieldError[] | null>(null);
  useEffect(() => {
    setErrors(pendingErrors.current ?? []);
    pendingErrors.current = null;
    setFailure(null);
  }, [stepIndex, showResults]);

  return {
    setErrors,
    setFailure,
    /** the errors to show on the step we are about to go to */
    setPending: (errs: FieldError[]) => {
      pendingErrors.current = errs;
    },
    clear: () => {
      setErrors([]);
      setFailure(null);
    },
    messages: [...errors.map((er) => er.message), ...(failure ? [failure] : [])],
    errorFor: (name: string) => errors.find((er) => er.name === name)?.message,
  };
}

/** Focus the step title on each step change (not on first display, to keep the page's natural start). */
function useTitleFocus(stepIndex: number, showResults: boolean) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!showResults) titleRef.current?.focus();
  }, [stepIndex, showResults]);
  return titleRef;
}

/** « Suivant » checks the step; « Simuler », on the last one, checks them all then runs the simulation. */
function useEtapeSubmit({
  answers,
  stepIndex,
  goTo,
  etapeErrors: { setErrors, setFailure, setPending },
  onResult,
}: {
  answers: Answers;
  stepIndex: number;
  goTo: ReturnType<typeof useEtapeUrl>['goTo'];
  etapeErrors: EtapeErrors;
  onResult: (result: SimulationResult) => void;
}) {
  const [loading, setLoading] = useState(false);

  const simulate = async () => {
    setLoading(true);
    try {
      const res = await runSimulation(buildPayload(answers));
      onResult(res);
      goTo(RESULTATS);
    } catch (err) {
      setFailure(displayError(failureMessage(err)));
    } finally {
      setLoading(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const stepErrors = validateStep(STEPS[stepIndex], answers);
    setErrors(stepErrors);
    setFailure(null);
    if (stepErrors.length) return;
    if (stepIndex !== STEPS.length - 1) {
      goTo(stepIndex + 1);
      return;
    }
    const invalid = firstInvalidStep(answers);
    if (invalid) {
      if (invalid.index === stepIndex) setErrors(invalid.errors);
      else {
        setPending(invalid.errors);
        goTo(invalid.index);
      }
      return;
    }
    await simulate();
  };

  return { submit, loading };
}

/** Every step again: a change on an earlier step may have made a required question visible. */
function firstInvalidStep(answers: Answers): { index: number; errors: FieldError[] } | null {
  for (let i = 0; i < STEPS.length; i++) {
    const errors = validateStep(STEPS[i], answers);
    if (errors.length) return { index: i, errors };
  }
  return null;
}

const failureMessage = (err: unknown) =>
  err instanceof SimulationError
    ? err.message
    : 'Une erreur inattendue est survenue. Veuillez réessayer ou contacter le support.';
