// Maps the simulator's answers (seed 001 §3) to an OpenFisca-shaped situation for the demandeur: one small
// mapper per questionnaire step, in the order of the questionnaire, then the tax households.
import type { Situation } from '../../core/situation.ts';
import type { Commune } from '../../geo/index.ts';
import type { AnswerBook } from '../payload.ts';
import { CORRESPONDANCES_ACTIVITE, mapperActivite } from './activite.ts';
import { brouillon, FAMILLE, MENAGE, type Correspondance } from './contexte.ts';
import { CORRESPONDANCES_FORMATION, foyersFiscaux, mapperFormation } from './formation.ts';
import { CORRESPONDANCES_LOGEMENT, mapperLogement } from './logement.ts';
import { CORRESPONDANCES_PERSONNE, mapperPersonne } from './personne.ts';
import { CORRESPONDANCES_RESSOURCES, mapperRessources } from './ressources.ts';
import { CORRESPONDANCES_SANTE, mapperSante } from './sante.ts';

export { DEMANDEUR, FAMILLE, MENAGE, FOYER } from './contexte.ts';
export { resolveCommune } from './logement.ts';
export { aidesActuelles, AIDES_ACTUELLES_ALIASES } from './ressources.ts';
export type { Correspondance } from './contexte.ts';

export interface BuiltSituation {
  situation: Situation;
  month: string;
  commune?: Commune;
}

/** the questions of each step and the variables they feed (docs/simulateur.md is generated from it) */
export const CORRESPONDANCES: Record<string, Correspondance[]> = {
  'Situation personnelle': CORRESPONDANCES_PERSONNE,
  'Situation professionnelle': CORRESPONDANCES_ACTIVITE,
  Logement: CORRESPONDANCES_LOGEMENT,
  Ressources: CORRESPONDANCES_RESSOURCES,
  Formation: CORRESPONDANCES_FORMATION,
  Santé: CORRESPONDANCES_SANTE,
};

export function buildSituation(book: AnswerBook): BuiltSituation {
  const b = brouillon(book);
  mapperPersonne(b);
  mapperActivite(b);
  const commune = mapperLogement(b);
  mapperRessources(b);
  mapperFormation(b);
  mapperSante(b);
  const foyers = foyersFiscaux(b);
  const situation: Situation = {
    individus: b.individus,
    familles: { [FAMILLE]: b.famille },
    foyers_fiscaux: foyers,
    menages: { [MENAGE]: b.menage },
  };
  return { situation, month: b.month, commune };
}
