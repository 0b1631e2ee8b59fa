// The simulator → account bridge, kept apart from the results screen so that screen's own changes merge
// easily: « Enregistrer dans mon compte » and « Faire la demande ». A visitor is asked to sign in or register
// and comes back to the same results (kept on the device); a save asked for before signing in is done on
// return.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { CloudUpload, LogIn, UserPlus } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { getSupabase, useAuth } from '../../lib/auth.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { roots } from '../../lib/query-keys.ts';
import type { Aid, SimulationResult } from './api.ts';
import type { Answers } from './questions.ts';
import { totals } from './Results.tsx';

const PENDING_SAVE_KEY = 'aidy-simulation-a-enregistrer';
const PENDING_TTL_MS = 24 * 3600_000;

export const SAVE_ERROR = 'La simulation n’a pas pu être enregistrée dans votre compte. Veuillez réessayer.';

function rememberPendingSave() {
  try {
    localStorage.setItem(PENDING_SAVE_KEY, String(Date.now()));
  } catch {
    /* ignore */
  }
}

function takePendingSave(): boolean {
  try {
    const at = Number(localStorage.getItem(PENDING_SAVE_KEY) ?? 0);
    localStorage.removeItem(PENDING_SAVE_KEY);
    return Date.now() - at < PENDING_TTL_MS;
  } catch {
    return false;
  }
}

/** Inserts the simulation into the signed-in person's account; returns its id. */
export async function saveToAccount(answers: Answers, result: SimulationResult): Promise<string> {
  const client = await getSupabase();
  const { monthly, yearly } = totals(result.droitsEligibles);
  const { data, error } = await client
    .from('simulations')
    .insert({
      answers,
      result: { droitsEligibles: result.droitsEligibles, droitsNonEligibles: result.droitsNonEligibles },
      eligible_count: result.droitsEligibles.length,
      monthly_total: Math.round(monthly * 100) / 100,
      yearly_total: Math.round(yearly * 100) / 100,
    })
    .select('id')
    .single();
  if (error) throw new Error(/50 simulations/.test(error.message) ? error.message : SAVE_ERROR);
  // the account area's list is refreshed if it was already loaded in this tab
  void import('../../lib/query.ts').then(({ queryClient }) =>
    queryClient.invalidateQueries({ queryKey: roots.simulations }),
  );
  return (data as { id: string }).id;
}

/** The sign-in / sign-up choice, coming back to `next` afterwards. */
function SignInDialog({
  open,
  onOpenChange,
  title,
  text,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  onChoose?: () => void;
}) {
  const { pathname, search } = useLocation();
  const next = encodeURIComponent(pathname + search);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={<p>{text}</p>}>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={`${paths.login}?next=${next}`} className="btn-primary" onClick={onChoose}>
          <LogIn className="h-4 w-4" aria-hidden="true" /> Se connecter
        </Link>
        <Link to={`${paths.register}?next=${next}`} className="btn-ghost" onClick={onChoose}>
          <UserPlus className="h-4 w-4" aria-hidden="true" /> Créer un compte
        </Link>
      </div>
    </Dialog>
  );
}

type SaveState = { kind: 'idle' | 'saving' | 'saved' | 'error'; message?: string };

/** Saving to the account, once at a time; a save asked for before signing in is done on return. */
function useSaveToAccount(answers: Answers, result: SimulationResult) {
  const { status } = useAuth();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const saving = useRef(false);

  const save = useCallback(async () => {
    if (saving.current) return;
    saving.current = true;
    setState({ kind: 'saving' });
    try {
      await saveToAccount(answers, result);
      setState({ kind: 'saved' });
    } catch (err) {
      setState({ kind: 'error', message: err instanceof Error ? err.message : SAVE_ERROR });
    } finally {
      saving.current = false;
    }
  }, [answers, result]);

  useEffect(() => {
    if (status === 'authenticated' && takePendingSave()) void save();
  }, [status, save]);

  return { status, state, save };
}

export function SaveToAccount({ answers, result }: { answers: Answers; result: SimulationResult }) {
  const { status, state, save } = useSaveToAccount(answers, result);
  const [ask, setAsk] = useState(false);

  return (
    <>
      <button
        type="button"
        className="btn-primary"
        disabled={state.kind === 'saving' || state.kind === 'saved'}
        onClick={() => (status === 'authenticated' ? void save() : setAsk(true))}
      >
        <CloudUpload className="h-4 w-4" aria-hidden="true" />
        {state.kind === 'saved'
          ? 'Enregistrée dans mon compte'
          : state.kind === 'saving'
            ? 'Enregistrement...'
            : 'Enregistrer dans mon compte'}
      </button>
      <SaveOutcome state={state} />
      <SignInDialog
        open={ask}
        onOpenChange={setAsk}
        title="Enregistrer dans mon compte"
        text="Connectez-vous ou créez votre compte : vous reviendrez à ces résultats et la simulation sera enregistrée."
        onChoose={rememberPendingSave}
      />
    </>
  );
}

/** the saved status (with the link to the account's list) or the error */
function SaveOutcome({ state }: { state: SaveState }) {
  return (
    <>
      <p
        role="status"
        className={state.kind === 'saved' ? 'basis-full text-sm font-medium text-green-700' : 'sr-only'}
      >
        {state.kind === 'saved' && (
          <>
            Simulation enregistrée dans votre compte.{' '}
            <Link to={paths.simulationsCompte} className="underline">
              Voir mes simulations
            </Link>
          </>
        )}
      </p>
      {state.kind === 'error' && (
        <p role="alert" className="basis-full text-sm font-medium text-red-700">
          {state.message}
        </p>
      )}
    </>
  );
}

/** « Faire la demande »: the new-request screen with the aid chosen, or the sign-in choice for a visitor. */
export function useApplyAid(simulationId?: string) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const [ask, setAsk] = useState(false);
  const apply = (aid: Aid) => {
    if (status === 'authenticated') navigate(paths.nouvelleDemandePour(aid.code ?? aid.id, simulationId));
    else setAsk(true);
  };
  const gate = (
    <SignInDialog
      open={ask}
      onOpenChange={setAsk}
      title="Faire la demande"
      text="Pour faire une demande d’aide accompagnée par un conseiller, connectez-vous ou créez votre compte (la première aide est offerte). Vous reviendrez ensuite à ces résultats."
    />
  );
  return { apply, gate };
}
