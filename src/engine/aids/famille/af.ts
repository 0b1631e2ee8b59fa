// Allocations familiales: from the 2nd dependent child, modulated by the family's resources of year N-2.
import type { AidDefinition } from '../../core/aid.ts';
import { euros, notEligible } from '../../core/aid.ts';
import { at, atOrNull, round2 } from '../../core/params.ts';
import { defineVariable } from '../../core/variables.ts';
import type { Simulation } from '../../core/simulation.ts';
import { addMonths } from '../../core/periods.ts';
import { bmaf, crdsTaux } from '../../params/commun.ts';
import {
  afFacteurGardeAlternee,
  afForfaitAge,
  afForfaitNbEnfantsMin,
  afForfaitTaux,
  afMajorationAge,
  afMajorationAgeNesAvant,
  afMajorationAgeTaux,
  afMajorationPlafondParEnfant,
  afModulationTranche2,
  afModulationTranche3,
  afNbEnfantsAineMajore,
  afNbEnfantsMin,
  afPlafondTranche1,
  afPlafondTranche2,
  afTauxDeuxiemeEnfant,
  afTauxParEnfantSuivant,
} from './params.ts';
import { enfantsOf, plural, sourcesOf } from './prestations.ts';

const enfantsAf = (s: Simulation, famille: string, month: string) =>
  enfantsOf(s, famille).filter((e) => s.calc<boolean>('prestations_familiales_enfant_a_charge', e, month));

/** resource ceilings of the modulation, raised per dependent child */
function plafondsModulation(s: Simulation, famille: string, month: string): [number, number] {
  const maj = at(afMajorationPlafondParEnfant, month) * s.calc<number>('af_nbenf', famille, month);
  return [at(afPlafondTranche1, month) + maj, at(afPlafondTranche2, month) + maj];
}

export const afTauxModulation = defineVariable<number>({
  name: 'af_taux_modulation',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 1,
  label: 'Coefficient de modulation des allocations familiales selon les ressources',
  formula: (s, famille, month) => {
    const ressources = s.calc<number>('prestations_familiales_base_ressources', famille, month);
    const [p1, p2] = plafondsModulation(s, famille, month);
    if (ressources <= p1) return 1;
    return ressources <= p2 ? at(afModulationTranche2, month) : at(afModulationTranche3, month);
  },
});

export const afCoeffGardeAlternee = defineVariable<number>({
  name: 'af_coeff_garde_alternee',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 1,
  label: 'Part des allocations familiales due quand des enfants sont en résidence alternée',
  formula: (s, famille, month) => {
    const enfants = enfantsAf(s, famille, month);
    if (enfants.length === 0) return 1;
    const facteur = at(afFacteurGardeAlternee, month);
    const poids = enfants.reduce(
      (t, e) => t + (s.calc<boolean>('garde_alternee', e, month) ? facteur : 1),
      0,
    );
    return poids / enfants.length;
  },
});

/** AF base before modulation */
function afBaseBrute(s: Simulation, famille: string, month: string): number {
  const n = s.calc<number>('af_nbenf', famille, month);
  if (n < at(afNbEnfantsMin, month)) return 0;
  const taux = at(afTauxDeuxiemeEnfant, month) + at(afTauxParEnfantSuivant, month) * Math.max(0, n - 2);
  return round2(at(bmaf, month) * taux) * s.calc<number>('af_coeff_garde_alternee', famille, month);
}

/**
 * The child's birth date, or, when the situation gives an age but no birth date, the month that age was
 * reached (the latest birth the age allows): OpenFisca takes the generation from the age, never from the
 * default birth date.
 */
function naissance(s: Simulation, enfant: string, month: string): string {
  if (s.hasInput('date_naissance', enfant, month) || !s.givesAny(AGES))
    return s.calc<string>('date_naissance', enfant, month);
  return `${addMonths(month, -12 * s.calc<number>('age', enfant, month))}-01`;
}
const AGES = ['age', 'age_en_mois'];

/** age from which a child brings the majoration, taking the 2026 reform's earlier generation into account */
function ageMajoration(s: Simulation, enfant: string, month: string): number {
  const generation = atOrNull(afMajorationAgeNesAvant, month);
  if (generation && naissance(s, enfant, month) < generation.neAvant) return generation.age;
  return at(afMajorationAge, month);
}

function afMajorationBrute(s: Simulation, famille: string, month: string): number {
  const enfants = enfantsAf(s, famille, month);
  if (enfants.length < at(afNbEnfantsMin, month)) return 0;
  // In a two-child family the eldest does not bring the majoration.
  const aine =
    enfants.length < at(afNbEnfantsAineMajore, month)
      ? [...enfants].sort((a, b) => s.calc<number>('age', b, month) - s.calc<number>('age', a, month))[0]
      : undefined;
  const montant = round2(at(bmaf, month) * at(afMajorationAgeTaux, month));
  let total = 0;
  for (const e of enfants) {
    if (e === aine || s.calc<number>('age', e, month) < ageMajoration(s, e, month)) continue;
    total += montant * (s.calc<boolean>('garde_alternee', e, month) ? at(afFacteurGardeAlternee, month) : 1);
  }
  return total;
}

export const afBase = defineVariable<number>({
  name: 'af_base',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Allocations familiales, montant de base',
  formula: (s, famille, month) => {
    // most families have fewer than two children: no need for their resources
    const brut = afBaseBrute(s, famille, month);
    return brut === 0 ? 0 : brut * s.calc<number>('af_taux_modulation', famille, month);
  },
});

export const afMajoration = defineVariable<number>({
  name: 'af_majoration',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Allocations familiales, majorations pour âge',
  formula: (s, famille, month) => {
    const brut = afMajorationBrute(s, famille, month);
    return brut === 0 ? 0 : brut * s.calc<number>('af_taux_modulation', famille, month);
  },
});

export const afAllocationForfaitaire = defineVariable<number>({
  name: 'af_allocation_forfaitaire',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Allocation forfaitaire pour un enfant de 20 ans dans une famille nombreuse',
  formula: (s, famille, month) => {
    const age = at(afForfaitAge, month);
    let vingtAns = 0;
    for (const e of enfantsOf(s, famille)) if (s.calc<number>('age', e, month) === age) vingtAns++;
    if (vingtAns === 0) return 0;
    if (s.calc<number>('af_nbenf', famille, month) + vingtAns < at(afForfaitNbEnfantsMin, month)) return 0;
    return (
      vingtAns *
      round2(at(bmaf, month) * at(afForfaitTaux, month)) *
      s.calc<number>('af_taux_modulation', famille, month)
    );
  },
});

export const afComplementDegressif = defineVariable<number>({
  name: 'af_complement_degressif',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Complément dégressif quand les ressources dépassent de peu un plafond de modulation',
  formula: (s, famille, month) => {
    // Without AF there is no complement: a computed rate below 1 means the resources exceed the ceiling the
    // complement is measured from. Checked first, without the resources, unless the rate is given.
    if (
      afBaseBrute(s, famille, month) === 0 &&
      afMajorationBrute(s, famille, month) === 0 &&
      !s.hasInput('af_taux_modulation', famille, month)
    )
      return 0;
    const taux = s.calc<number>('af_taux_modulation', famille, month);
    if (taux >= 1) return 0;
    const tranche2 = at(afModulationTranche2, month);
    const [p1, p2] = plafondsModulation(s, famille, month);
    const [tauxAvant, plafond] = taux === tranche2 ? [1, p1] : [tranche2, p2];
    const brut = afBaseBrute(s, famille, month) + afMajorationBrute(s, famille, month);
    const depassement = s.calc<number>('prestations_familiales_base_ressources', famille, month) - plafond;
    return Math.max(0, brut * tauxAvant - depassement / 12 - brut * taux);
  },
});

/** the parts of the AF and what they start from (child count, modulation), any of which may be given */
const AF_PARTS_ET_ENFANTS = [
  'af_base',
  'af_majoration',
  'af_allocation_forfaitaire',
  'af_complement_degressif',
  'af_nbenf',
  'af_taux_modulation',
] as const;

export const af = defineVariable<number>({
  name: 'af',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Allocations familiales',
  formula: (s, famille, month) =>
    // Without a child in the famille every part is 0 (other aids sum the AF over 12 months of every family).
    s.trustsShortcuts && enfantsOf(s, famille).length === 0 && !s.givesAny(AF_PARTS_ET_ENFANTS)
      ? 0
      : s.calc<number>('af_base', famille, month) +
        s.calc<number>('af_majoration', famille, month) +
        s.calc<number>('af_allocation_forfaitaire', famille, month) +
        s.calc<number>('af_complement_degressif', famille, month),
});

export const afNettesCrds = defineVariable<number>({
  name: 'af_nettes_crds',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Allocations familiales nettes de CRDS',
  formula: (s, famille, month) => s.calc<number>('af', famille, month) * (1 - at(crdsTaux, month)),
});

export const allocationsFamiliales: AidDefinition = {
  id: 'af',
  nom: 'Allocations familiales',
  institution: 'CAF ou MSA',
  description:
    "Une aide mensuelle versée aux familles qui ont au moins deux enfants à charge de moins de 20 ans. Son montant dépend du nombre d'enfants, de leur âge et des revenus du foyer.",
  periodicite: 'mensuelle',
  lien: 'https://www.service-public.gouv.fr/particuliers/vosdroits/F13213',
  teleservice: 'https://www.caf.fr/allocataires/mes-services-en-ligne/faire-une-demande-de-prestation',
  sources: sourcesOf(
    afTauxDeuxiemeEnfant,
    afTauxParEnfantSuivant,
    afPlafondTranche1,
    afPlafondTranche2,
    afMajorationAge,
    afForfaitTaux,
    bmaf,
  ),
  dejaPercue: ['af', 'allocations_familiales'],
  evaluate(s, who, month) {
    const famille = who.famille;
    const n = s.calc<number>('af_nbenf', famille, month);
    const montant = s.calc<number>('af', famille, month);
    if (montant <= 0) {
      if (n < at(afNbEnfantsMin, month))
        return notEligible(
          `Il faut au moins ${at(afNbEnfantsMin, month)} enfants à charge de moins de 20 ans ; nous en comptons ${n} dans votre foyer.`,
        );
      return notEligible("D'après vos réponses, aucun montant d'allocations familiales n'est dû.");
    }
    const explication = [
      `Vous avez ${plural(n, 'enfant')} à charge : le montant de base est de ${euros(s.calc<number>('af_base', famille, month))} par mois.`,
    ];
    const maj = s.calc<number>('af_majoration', famille, month);
    if (maj > 0) explication.push(`Majoration pour l'âge des enfants : ${euros(maj)}.`);
    const forfait = s.calc<number>('af_allocation_forfaitaire', famille, month);
    if (forfait > 0) explication.push(`Allocation forfaitaire pour un enfant de 20 ans : ${euros(forfait)}.`);
    const taux = s.calc<number>('af_taux_modulation', famille, month);
    const ressources = s.calc<number>('prestations_familiales_base_ressources', famille, month);
    if (taux < 1)
      explication.push(
        `Vos revenus de l'année N-2 (${euros(ressources)}) dépassent un plafond : les allocations sont multipliées par ${String(taux).replace('.', ',')}.`,
      );
    const complement = s.calc<number>('af_complement_degressif', famille, month);
    if (complement > 0)
      explication.push(`Un complément dégressif de ${euros(complement)} atténue ce dépassement.`);
    explication.push(
      `Total : ${euros(montant)} par mois, dont 0,5 % de CRDS est prélevé au versement (BMAF de ${euros(at(bmaf, month))}).`,
    );
    return { eligible: true, montant, explication };
  },
};
