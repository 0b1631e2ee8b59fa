// Person and household variables every aid reads.
import { defineVariable } from '../core/variables.ts';
import type { Simulation } from '../core/simulation.ts';
import { ageOn, firstDay, isMonth, isYear, monthsOld } from '../core/periods.ts';

/** months from `from` to `to` (YYYY-MM), negative when `to` is earlier */
const ecartMois = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7));

/**
 * The latest month for which the situation gives this variable, as OpenFisca's `age` and `age_en_mois` read a
 * known value before the birth date (a person aged 18 this month was 17 or 18 three months ago, whatever
 * the default birth date says). Undefined when no month is given.
 */
function dernierMoisConnu(s: Simulation, name: string, id: string): string | undefined {
  let latest: string | undefined;
  for (const p of s.inputPeriods(name, id)) {
    // a year given is spread over its months (OpenFisca's set_input), the latest of which is December
    const start = isMonth(p) ? p : isYear(p) ? `${p}-12` : undefined;
    if (start !== undefined && (latest === undefined || start > latest)) latest = start;
  }
  return latest;
}

const naissanceDonnee = (s: Simulation, id: string) => s.inputPeriods('date_naissance', id).length > 0;

export const age = defineVariable<number>({
  name: 'age',
  entity: 'individu',
  period: 'month',
  valueType: 'int',
  default: 0,
  label: 'Âge au premier jour du mois',
  // OpenFisca's order (ir.py): a given birth date first, then a given age in months, then a given age
  formula: (s, id, month) => {
    if (!naissanceDonnee(s, id)) {
      if (dernierMoisConnu(s, 'age_en_mois', id) !== undefined)
        return Math.floor(s.calc<number>('age_en_mois', id, month) / 12);
      const connu = dernierMoisConnu(s, 'age', id);
      // known age + int(Δ years + Δ months / 12), the int truncating towards zero
      if (connu !== undefined)
        return s.calc<number>('age', id, connu) + Math.trunc(ecartMois(connu, month) / 12);
    }
    return ageOn(s.calc<string>('date_naissance', id, month), firstDay(month));
  },
});

export const ageEnMois = defineVariable<number>({
  name: 'age_en_mois',
  entity: 'individu',
  period: 'month',
  valueType: 'int',
  default: 0,
  label: 'Âge en mois au premier jour du mois',
  // OpenFisca's order (ir.py): a given age in months, then a given birth date, then a given age
  formula: (s, id, month) => {
    const connu = dernierMoisConnu(s, 'age_en_mois', id);
    if (connu !== undefined) return s.calc<number>('age_en_mois', id, connu) + ecartMois(connu, month);
    if (!naissanceDonnee(s, id) && dernierMoisConnu(s, 'age', id) !== undefined)
      return s.calc<number>('age', id, month) * 12;
    return monthsOld(s.calc<string>('date_naissance', id, month), firstDay(month));
  },
});

export const majeur = defineVariable<boolean>({
  name: 'majeur',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) =>
    s.calc<number>('age', id, month) >= 18 || s.calc<boolean>('mineur_emancipe', id, month),
});

export const etudiant = defineVariable<boolean>({
  name: 'etudiant',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) => s.calc<string>('activite', id, month) === 'etudiant',
});

export const enCouple = defineVariable<boolean>({
  name: 'en_couple',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, famille) => s.members('famille', famille, 'parents').length >= 2,
});

// ---- the famille's composition, as OpenFisca names it -----------------------------------------------------------
export const nbParents = defineVariable<number>({
  name: 'nb_parents',
  entity: 'famille',
  period: 'month',
  valueType: 'int',
  default: 0,
  label: 'Nombre de parents dans la famille',
  formula: (s, famille) => s.members('famille', famille, 'parents').length,
});

export const maries = defineVariable<boolean>({
  name: 'maries',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Un parent de la famille est marié',
  formula: (s, famille, month) =>
    s
      .members('famille', famille, 'parents')
      .some((id) => s.calc<string>('statut_marital', id, month) === 'marie'),
});

export const estEnfantDansFamille = defineVariable<boolean>({
  name: 'est_enfant_dans_famille',
  entity: 'individu',
  period: 'eternity',
  valueType: 'bool',
  default: false,
  label: 'La personne est un enfant de sa famille',
  formula: (s, id) => s.roleIn('famille', id) === 'enfants',
});
