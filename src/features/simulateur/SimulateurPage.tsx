import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
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

/** the step in the URL: `?etape=1` … `?etape=6`, `?etape=resultats` */
const ETAPE = 'etape';
const RESULTATS = 'resultats';
const clampStep = (i: number) => Math.min(Math.max(i, 0), STEPS.length - 1);

export default function SimulateurPage() {
  const initial = useMemo(() => loadCurrent(), []);
  const [answers, setAnswers] = useState<Answers>(initial?.answers ?? DEFAULT_ANSWERS);
  const [result, setResult] = useState<SimulationResult | null>(initial?.result ?? null);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [saved, setSaved] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const [params] = useSearchParams();
  const officiel = pathname === paths.simulateurOfficiel;

  // The step lives in the URL, so Back and Forward move between steps and a reload stays where it was.
  const etape = params.get(ETAPE);
  const showResults = etape === RESULTATS && result !== null;
  const stepIndex = clampStep(etape && etape !== RESULTATS ? Number(etape) - 1 || 0 : (initial?.step ?? 0));
  const goTo = (target: number | typeof RESULTATS, options: { replace?: boolean } = {}) =>
    navigate(
      { pathname, search: `?${ETAPE}=${target === RESULTATS ? RESULTATS : target + 1}` },
      { replace: options.replace, state: { depuis: showResults ? RESULTATS : stepIndex } },
    );
  // A URL without a step (a link to the simulator) resumes where the answers stopped.
  useEffect(() => {
    if (etape === null || (etape === RESULTATS && result === null))
      goTo(result && etape === RESULTATS ? RESULTATS : stepIndex, { replace: true });
  }, [etape, result]);
  usePageTitle(showResults ? 'Résultats de votre simulation' : `Simulateur — ${STEPS[stepIndex].title}`);

  const step = STEPS[stepIndex];
  const isLast = stepIndex === STEPS.length - 1;

  useEffect(() => saveCurrent({ answers, step: stepIndex, result }), [answers, stepIndex, result]);

  // Leaving a step (Back, Forward or our buttons) clears its errors; the final check may send us back to a
  // step with the errors it found there.
  const pendingErrors = useRef<FieldError[] | null>(null);
  useEffect(() => {
    setErrors(pendingErrors.current ?? []);
    pendingErrors.current = null;
    setFailure(null);
  }, [stepIndex, showResults]);

  // Focus the step title on each step change (not on first display, to keep the page's natural start).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!showResults) titleRef.current?.focus();
  }, [stepIndex, showResults]);

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

  // « Précédent » goes back in the history when we came from the previous step, so the history does not grow
  const previous = () => {
    if ((state as { depuis?: unknown } | null)?.depuis === stepIndex - 1) navigate(-1);
    else goTo(Math.max(0, stepIndex - 1));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const stepErrors = validateStep(step, answers);
    setErrors(stepErrors);
    setFailure(null);
    if (stepErrors.length) return;
    if (!isLast) {
      goTo(stepIndex + 1);
      return;
    }
    // Every step again: a change on an earlier step may have made a required question visible.
    for (let i = 0; i < STEPS.length; i++) {
      const errs = validateStep(STEPS[i], answers);
      if (errs.length) {
        if (i === stepIndex) setErrors(errs);
        else {
          pendingErrors.current = errs;
          goTo(i);
        }
        return;
      }
    }
    setLoading(true);
    try {
      const res = await runSimulation(buildPayload(answers));
      setResult(res);
      setSaved(false);
      goTo(RESULTATS);
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
    goTo(0);
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
        {/* on the results, the list comes first: the introduction stays for screen readers only */}
        <div className={showResults ? 'sr-only' : 'print:hidden'}>
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

        {showResults && result ? (
          <div>
            <Results
              result={result}
              onEdit={() => goTo(0)}
              onSave={() => {
                saveSimulation(answers, result);
                setSaved(true);
              }}
              saved={saved}
              onApply={apply}
              actions={<SaveToAccount answers={answers} result={result} />}
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
