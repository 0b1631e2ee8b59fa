// The local aids of the person's territories: the catalogue (data written by `npm run catalogue:import`), its
// index by territory, and the evaluation of the aids of one place.
import data from './data/catalogue.json' with { type: 'json' };
import type { Aid } from '../core/aid.ts';
import type { Commune } from '../geo/index.ts';
import type { ContexteLocal, LieuDeVie } from './contexte.ts';
import { evaluerAideLocale, type EvaluationLocale } from './evaluer.ts';
import type { AideLocale, CatalogueLocal, IndexTerritoires } from './types.ts';

export const CATALOGUE_LOCAL = data as unknown as CatalogueLocal;

/** the territories of a commune of the geo data */
export function lieuDeVie(commune: Commune | undefined): LieuDeVie | undefined {
  if (!commune) return undefined;
  return {
    commune: commune.code,
    nomCommune: commune.nom,
    codePostal: commune.codePostal,
    epci: commune.epci,
    departement: commune.departement,
    region: commune.region,
  };
}

export type { AideLocale, CatalogueLocal, ConditionLocale, ProfilLocal } from './types.ts';
export type { ContexteLocal, LieuDeVie, ActiviteLocale } from './contexte.ts';
export { evaluerAideLocale, evaluerConditions, arrondir } from './evaluer.ts';
export { evaluerCondition } from './conditions.ts';
export { PROFILS } from './profils.ts';

/** positions of the aids that can apply in a place: those of its région, département, EPCI, commune, postal code */
export function positionsDuLieu(
  lieu: LieuDeVie | undefined,
  index: IndexTerritoires = CATALOGUE_LOCAL.index,
): number[] {
  const out = new Set<number>(index.partout);
  if (lieu) {
    for (const list of [
      index.region[lieu.region],
      index.departement[lieu.departement],
      lieu.epci ? index.epci[lieu.epci] : undefined,
      index.commune[lieu.commune],
      index.codePostal[lieu.codePostal],
    ])
      if (list) for (const p of list) out.add(p);
  }
  return [...out].sort((a, b) => a - b);
}

/** codes of aids an adviser has hidden (aids that have ended): read by the server, passed in as data */
export type AidesMasquees = ReadonlySet<string>;
export const AUCUNE_MASQUEE: AidesMasquees = new Set();

export function aidesDuLieu(
  lieu: LieuDeVie | undefined,
  catalogue: CatalogueLocal = CATALOGUE_LOCAL,
  masquees: AidesMasquees = AUCUNE_MASQUEE,
): AideLocale[] {
  const aides = positionsDuLieu(lieu, catalogue.index).map((p) => catalogue.aides[p]);
  return masquees.size ? aides.filter((a) => !masquees.has(a.id)) : aides;
}

export interface ResultatLocal {
  aide: AideLocale;
  evaluation: EvaluationLocale;
}

/** the aids of the person's territories that pass the interest gate, evaluated */
export function evaluerAidesLocales(
  ctx: ContexteLocal,
  catalogue: CatalogueLocal = CATALOGUE_LOCAL,
  masquees: AidesMasquees = AUCUNE_MASQUEE,
): ResultatLocal[] {
  const out: ResultatLocal[] = [];
  for (const aide of aidesDuLieu(ctx.lieu, catalogue, masquees)) {
    const evaluation = evaluerAideLocale(aide, ctx, catalogue.noms);
    if (evaluation.calculee) out.push({ aide, evaluation });
  }
  return out;
}

const NIVEAUX: Record<AideLocale['niveau'], string> = {
  national: 'partout en France',
  region: 'aux habitants de la région',
  departement: 'aux habitants du département',
  epci: 'aux habitants de l’intercommunalité',
  commune: 'aux habitants de la commune',
};

/** our own one-line description of a local aid */
export function descriptionAideLocale(aide: AideLocale): string {
  const montant =
    aide.type === 'float' && aide.montant !== undefined && aide.unite && aide.unite !== '€'
      ? ` Montant : ${aide.montant} ${aide.unite}${aide.legende ? ` (${aide.legende})` : ''}.`
      : '';
  return `Aide proposée par ${aide.institution.nom} ${NIVEAUX[aide.niveau]}.${montant}`;
}

/** a local aid in the simulation result's format (seed 001 §3), with its level, themes and source date */
export function presenterAideLocale({ aide, evaluation }: ResultatLocal): Aid {
  // an amount in € is an amount; a share (%) or a number of sessions is said in the description
  const enEuros = aide.type === 'float' && (aide.unite ?? '€') === '€';
  const out: Aid = {
    id: aide.id,
    code: aide.id,
    nom: aide.nom,
    institution: aide.institution.nom,
    description: descriptionAideLocale(aide),
    montant: enEuros ? evaluation.montant : 0,
    periodicite: aide.periodicite === 'autre' ? 'ponctuelle' : aide.periodicite,
    lien: aide.lien,
    explication: evaluation.explication,
    niveau: aide.niveau,
    themes: aide.themes,
    dateSource: aide.dateSource,
  };
  if (enEuros && aide.legende) out.legende = aide.legende;
  else if (!enEuros && evaluation.eligible) out.legende = 'montant variable';
  if (aide.teleservice) out.teleservice = aide.teleservice;
  if (aide.formulaire) out.formulaire = aide.formulaire;
  if (aide.instructions) out.instructions = aide.instructions;
  return out;
}
