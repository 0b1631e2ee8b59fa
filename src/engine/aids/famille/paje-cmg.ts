// Complément de libre choix du mode de garde (CMG) of the PAJE, as OpenFisca computes it since April 2017: a
// share of the BMAF by mode of care (direct employment of a childminder, association or micro-crèche, care at
// home) and by resources against two ceilings, halved for a child of 3 to 6. Not in the simulator's catalogue:
// its questionnaire does not ask how children are looked after.
import { at } from '../../core/params.ts';
import type { Parameter } from '../../core/params.ts';
import type { Simulation } from '../../core/simulation.ts';
import { defineVariable } from '../../core/variables.ts';
import { bmaf } from '../../params/commun.ts';
import {
  cmgAgePlein,
  cmgAgeReduit,
  cmgAssistanteMaternelle,
  cmgDeuxiemePlafond,
  cmgEmploiDirect,
  cmgGardeDomicile,
  cmgPremierPlafond,
  cmgTauxReduit,
} from './params.ts';
import { enfantsOf } from './prestations.ts';

/**
 * Whether the famille has a child under `agePlein` and one from `agePlein` to under `ageReduit` (OpenFisca's
 * nb_enf: the famille's children of those ages, not financially autonomous), in one pass over the children
 */
function enfantsGardes(s: Simulation, famille: string, month: string) {
  const agePlein = at(cmgAgePlein, month);
  const ageReduit = at(cmgAgeReduit, month);
  let moinsDe3Ans = false;
  let de3A6Ans = false;
  for (const e of enfantsOf(s, famille)) {
    const age = s.calc<number>('age', e, month);
    if (age < 0 || age >= ageReduit || s.calc<boolean>('autonomie_financiere', e, month)) continue;
    if (age < agePlein) moinsDe3Ans = true;
    else de3A6Ans = true;
  }
  return { moinsDe3Ans, de3A6Ans };
}

/** a ceiling for `n` children (af_nbenf): one child, two, and each beyond two; 0 without any, as OpenFisca */
function plafond(p: typeof cmgPremierPlafond, n: number, month: string): number {
  return (
    (n === 1 ? at(p.enfant, month) : 0) +
    (n >= 2 ? at(p.deuxEnfants, month) : 0) +
    Math.max(n - 2, 0) * at(p.parEnfantEnPlus, month)
  );
}

/** the share of the BMAF for one mode of care, from the resources' band */
const bande = (
  montants: Parameter<number>[],
  ressources: number,
  plafonds: [number, number],
  month: string,
) => at(montants[ressources < plafonds[0] ? 0 : ressources < plafonds[1] ? 1 : 2], month);

defineVariable<number>({
  name: 'paje_cmg',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Complément de libre choix du mode de garde de la PAJE',
  gatedBy: ['empl_dir', 'ass_mat', 'gar_dom'],
  formuleDepuis: '2017-04-01',
  formula: (s, famille, month) => {
    const { moinsDe3Ans, de3A6Ans } = enfantsGardes(s, famille, month);
    if (!moinsDe3Ans && !de3A6Ans) return 0;
    const inactif = s.calc<boolean>('inactif', famille, month);
    const prepare = s.calc<number>('paje_prepare', famille, month) > 0;
    // an inactive family needs an AAH or a student parent, and no PreParE
    const dispense =
      s.sumMembers('famille', famille, 'aah', month) > 0 ||
      s.anyMember('famille', famille, 'etudiant', month, 'parents');
    if ((inactif && !dispense) || (inactif && prepare)) return 0;

    const n = s.calc<number>('af_nbenf', famille, month);
    // a PreParE at part time halves the ceilings
    const reduction = prepare && s.calc<boolean>('partiel1', famille, month) ? 0.5 : 1;
    const plafonds: [number, number] = [
      plafond(cmgPremierPlafond, n, month) * reduction,
      plafond(cmgDeuxiemePlafond, n, month) * reduction,
    ];
    const ressources = s.calc<number>('prestations_familiales_base_ressources', famille, month);
    let part = 0;
    if (s.calc<boolean>('empl_dir', famille, month))
      part += bande(cmgEmploiDirect, ressources, plafonds, month);
    if (s.calc<boolean>('ass_mat', famille, month))
      part += bande(cmgAssistanteMaternelle, ressources, plafonds, month);
    if (s.calc<boolean>('gar_dom', famille, month))
      part += bande(cmgGardeDomicile, ressources, plafonds, month);
    const enfants = (moinsDe3Ans ? 1 : 0) + (de3A6Ans ? 1 - at(cmgTauxReduit, month) : 0);
    return at(bmaf, month) * enfants * part;
  },
});
