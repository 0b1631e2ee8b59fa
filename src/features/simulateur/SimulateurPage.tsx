import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { ArrowLeft, ArrowRight, RotateCcw } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { FormErrors } from '../../components/Field.tsx';
import { DEFAULT_ANSWERS, STEPS, type AnswerValue, type Answers } from './questions.ts';
import { validateStep, visibleQuestions, type FieldError } from './logic.ts';
import { buildPayload, GEO_FIELDS } from './payload.ts';
import { displayError, runSimulation, SimulationError, type SimulationResult } from './api.ts';
import { clearCurrent, loadCurrent, saveCurrent, saveSimulation } from './storage.ts';
import { QuestionField } from './QuestionField.tsx';
import { Results } from './Results.tsx';
import { SaveToAccount, useApplyAid } from './AccountBridge.tsx';
import { useCommunes } from './communes.ts';

export default function SimulateurPage() {
  const initial = useMemo(() => loadCurrent(), []);
  const [answers, setAnswers] = useState<Answers>(initial?.answers ?? DEFAULT_ANSWERS);
  const [stepIndex, setStepIndex] = useState(() =>
    Math.min(Math.max(initial?.step ?? 0, 0), STEPS.length - 1),
  );
  const [result, setResult] = useState<SimulationResult | null>(initial?.result ?? null);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [saved, setSaved] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const { pathname } = useLocation();
  const officiel = pathname === paths.simulateurOfficiel;
  usePageTitle(result ? 'Résultats de votre simulation' : `Simulateur — ${STEPS[stepIndex].title}`);

  const step = STEPS[stepIndex];
  const isLast = stepIndex === STEPS.length - 1;

  useEffect(() => saveCurrent({ answers, step: stepIndex, result }), [answers, stepIndex, result]);

  // Focus the step title on each step change (not on first display, to keep the page's natural start).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!result) titleRef.current?.focus();
  }, [stepIndex, result]);

  const communes = useCommunes(typeof answers.code_postal === 'string' ? answers.code_postal : undefined);
  // A postal code with a single commune answers the commune question by itself.
  useEffect(() => {
    if (communes.status !== 'ready') return;
    const list = communes.communes;
    const current = list.find((c) => c.code === answers.commune);
    const chosen = current ?? (list.length === 1 ? list[0] : undefined);
    setAnswers((a) => {
      const next: Answers = { ...a, commune: chosen?.code };
      next.departement = chosen?.departement;
      next.region = chosen?.region;
      next.epci = chosen?.epci;
      next.epci_type = chosen?.epciType;
      return GEO_FIELDS.every((f) => next[f] === a[f]) && next.commune === a.commune ? a : next;
    });
  }, [communes, answers.commune]);

  const setAnswer = (name: string, value: AnswerValue | undefined) => {
    setAnswers((a) => ({ ...a, [name]: value }));
    setErrors([]);
    setFailure(null);
  };

  const previous = () => {
    setErrors([]);
    setFailure(null);
    setStepIndex((i) => Math.max(0, i - 1));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const stepErrors = validateStep(step, answers);
    setErrors(stepErrors);
    setFailure(null);
    if (stepErrors.length) return;
    if (!isLast) {
      setStepIndex((i) => i + 1);
      return;
    }
    // Every step again: a change on an earlier step may have made a required question visible.
    for (let i = 0; i < STEPS.length; i++) {
      const errs = validateStep(STEPS[i], answers);
      if (errs.length) {
        setStepIndex(i);
        setErrors(errs);
        return;
      }
    }
    setLoading(true);
    try {
      const res = await runSimulation(buildPayload(answers));
      setResult(res);
      setSaved(false);
    } catch (err) {
      const message =
        err instanceof SimulationError
          ? err.message
          : 'Une erreur inattendue est survenue. Veuillez réessayer ou contacter le support.';
      setFailure(displayError(message));
    } finally {
      setLoading(false);
    }
  };

  const { apply, gate } = useApplyAid();

  const restart = () => {
    clearCurrent();
    setAnswers(DEFAULT_ANSWERS);
    setResult(null);
    setErrors([]);
    setFailure(null);
    setStepIndex(0);
  };

  const errorFor = (name: string) => errors.find((er) => er.name === name)?.message;
  const communeOptions =
    communes.status === 'ready'
      ? communes.communes.map((c) => ({ value: c.code, label: `${c.nom} (${c.departement})` }))
      : [];
  const communeNote =
    communes.status === 'loading'
      ? 'Recherche des communes...'
      : communes.status === 'error'
        ? 'La liste des communes n’a pas pu être chargée.'
        : communes.status === 'ready' && communes.communes.length === 0
          ? 'Aucune commune ne correspond à ce code postal.'
          : communes.status === 'idle'
            ? 'Saisissez d’abord votre code postal.'
            : undefined;

  return (
    <div className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="print:hidden">
          <p className="text-sm font-semibold text-brand-600">
            {officiel ? 'Simulateur officiel Aidy' : 'Simulateur d’aides'}
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            Découvrez vos aides en 6 étapes
          </h1>
          <p className="mt-3 text-slate-700">
            Gratuit, sans inscription. Vos réponses restent sur cet appareil.
          </p>
        </div>

        {result ? (
          <div className="mt-8">
            <Results
              result={result}
              onEdit={() => {
                setResult(null);
                setStepIndex(0);
              }}
              onSave={() => {
                saveSimulation(answers, result);
                setSaved(true);
              }}
              saved={saved}
              onApply={apply}
              accountActions={<SaveToAccount answers={answers} result={result} />}
            />
            {gate}
            <button
              type="button"
              className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline print:hidden"
              onClick={restart}
            >
              <RotateCcw className="h-4 w-4" aria-hidden="true" /> Nouvelle simulation (effacer mes réponses)
            </button>
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="card mt-8 sm:p-8" aria-describedby="etape-intro">
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

            <h2
              ref={titleRef}
              tabIndex={-1}
              className="mt-8 text-2xl font-bold text-slate-900 focus:outline-none"
            >
              {step.title}
            </h2>
            <p id="etape-intro" className="mt-1 text-slate-700">
              {step.intro} Les questions marquées d’un <span className="text-red-700">*</span> sont
              obligatoires.
            </p>

            <div className="mt-6">
              <FormErrors messages={[...errors.map((er) => er.message), ...(failure ? [failure] : [])]} />
            </div>

            <div className="mt-6 space-y-6">
              {visibleQuestions(step, answers).map((q) => (
                <QuestionField
                  key={q.name}
                  question={q}
                  value={answers[q.name]}
                  error={errorFor(q.name)}
                  onChange={(v) => setAnswer(q.name, v)}
                  options={q.dynamic === 'communes' ? communeOptions : undefined}
                  note={q.dynamic === 'communes' ? communeNote : undefined}
                />
              ))}
            </div>

            <div className="mt-10 flex items-center justify-between gap-3 border-t border-slate-100 pt-6">
              {stepIndex > 0 ? (
                <button type="button" className="btn-ghost" onClick={previous} disabled={loading}>
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
          </form>
        )}
      </div>
    </div>
  );
}
