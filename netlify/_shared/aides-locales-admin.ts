// The local-aid catalogue as advisers see it in the admin catalogue: every aid with its source date and whether
// it is hidden (and why, by whom), searchable by name, institution or id, filtered by level and state, one
// page at a time. The catalogue is code data; the hidden rows come from public.aides_locales_masquees.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { CatalogueLocal, AideLocale } from '../../src/engine/aides-locales/types.ts';
import { HttpError } from './http.ts';

export const PAGE_AIDES = 50;
const ETATS = ['', 'visibles', 'masquees'] as const;
const NIVEAUX = ['', 'national', 'region', 'departement', 'epci', 'commune'] as const;

export interface Masquage {
  reason: string;
  hiddenAt: string;
  /** the adviser's e-mail, when their account still exists */
  hiddenBy: string | null;
}

export interface LigneAideLocale {
  id: string;
  nom: string;
  institution: string;
  niveau: AideLocale['niveau'];
  dateSource: string;
  lien: string;
  masquee: Masquage | null;
}

export interface FiltresAidesLocales {
  q: string;
  niveau: (typeof NIVEAUX)[number];
  etat: (typeof ETATS)[number];
  page: number;
}

export function lireFiltres(params: URLSearchParams): FiltresAidesLocales {
  const niveau = params.get('niveau') ?? '';
  const etat = params.get('etat') ?? '';
  if (!(NIVEAUX as readonly string[]).includes(niveau)) throw new HttpError(400, 'Niveau inconnu.');
  if (!(ETATS as readonly string[]).includes(etat))
    throw new HttpError(400, 'État inconnu : visibles ou masquees.');
  const page = Number(params.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw new HttpError(400, 'Page invalide.');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    niveau: niveau as FiltresAidesLocales['niveau'],
    etat: etat as FiltresAidesLocales['etat'],
    page,
  };
}

/** lower case without accents, so « etudiant » finds « Étudiant » */
const plier = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function listerAidesLocales(
  catalogue: CatalogueLocal,
  masquees: ReadonlyMap<string, Masquage>,
  f: FiltresAidesLocales,
): { total: number; aides: LigneAideLocale[] } {
  const mots = plier(f.q).split(/\s+/).filter(Boolean);
  const retenues = catalogue.aides.filter((a) => {
    if (f.niveau && a.niveau !== f.niveau) return false;
    if (f.etat && masquees.has(a.id) !== (f.etat === 'masquees')) return false;
    const texte = plier(`${a.nom} ${a.institution.nom} ${a.id}`);
    return mots.every((m) => texte.includes(m));
  });
  const debut = (f.page - 1) * PAGE_AIDES;
  return {
    total: retenues.length,
    aides: retenues.slice(debut, debut + PAGE_AIDES).map((a) => ({
      id: a.id,
      nom: a.nom,
      institution: a.institution.nom,
      niveau: a.niveau,
      dateSource: a.dateSource,
      lien: a.lien,
      masquee: masquees.get(a.id) ?? null,
    })),
  };
}

/** The hidden rows with their adviser's e-mail (service client: the function has checked the adviser). */
export async function lireMasquages(service: SupabaseClient): Promise<Map<string, Masquage>> {
  const { data, error } = await service
    .from('aides_locales_masquees')
    .select('code, reason, hidden_at, hidden_by');
  if (error) throw new Error(`aides masquées illisibles : ${error.message}`);
  const rows = (data ?? []) as {
    code: string;
    reason: string;
    hidden_at: string;
    hidden_by: string | null;
  }[];
  const ids = [...new Set(rows.map((r) => r.hidden_by).filter((id): id is string => Boolean(id)))];
  const emails = new Map<string, string>();
  if (ids.length) {
    const profils = await service.from('profiles').select('id, email').in('id', ids);
    if (profils.error) throw new Error(`profils illisibles : ${profils.error.message}`);
    for (const p of (profils.data ?? []) as { id: string; email: string }[]) emails.set(p.id, p.email);
  }
  return new Map(
    rows.map((r) => [
      r.code,
      {
        reason: r.reason,
        hiddenAt: r.hidden_at,
        hiddenBy: r.hidden_by ? (emails.get(r.hidden_by) ?? null) : null,
      },
    ]),
  );
}
