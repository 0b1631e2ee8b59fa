import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { STEPS } from './questions.ts';
import type { SimulationResult } from './api.ts';

/** the step in the URL: `?etape=1` … `?etape=6`, `?etape=resultats` */
const ETAPE = 'etape';
export const RESULTATS = 'resultats';
const clampStep = (i: number) => Math.min(Math.max(i, 0), STEPS.length - 1);

/**
 * The step lives in the URL, so Back and Forward move between steps and a reload stays where it was.
 * `savedStep` is where the answers stopped, for a URL without a step.
 */
export function useEtapeUrl(result: SimulationResult | null, savedStep: number) {
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const [params] = useSearchParams();
  const officiel = pathname === paths.simulateurOfficiel;

  const etape = params.get(ETAPE);
  const showResults = etape === RESULTATS && result !== null;
  const stepIndex = clampStep(etape && etape !== RESULTATS ? Number(etape) - 1 || 0 : savedStep);
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

  // « Précédent » goes back in the history when we came from the previous step, so the history does not grow
  const previous = () => {
    if ((state as { depuis?: unknown } | null)?.depuis === stepIndex - 1) navigate(-1);
    else goTo(Math.max(0, stepIndex - 1));
  };

  return { officiel, showResults, stepIndex, goTo, previous };
}
