// Allocations familiales: from the 2nd dependent child, modulated by the family's resources of year N-2.
import type { AidDefinition } from '../../core/aid.ts';
import { euros, notEligible } from '../../core/aid.ts';
import { at, atOrNull, round2 } from '../../core/params.ts';
import { defineVariable } from '../../core/variables.ts';
import type { Simulation } from '../../core/simulation.ts';
import { addMonths } from '../../core/periods.ts';
import { bmaf } from '../../params/commun.ts';
import {
  afAgeMaxAine,
  afDomMajorationAge1,
  afDomMajorationAge2,
  afDomMajorationTaux1,
  afDomMajorationTaux2,
  afDomUnEnfant,
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
  afNbEnfantsMin,
  afPlafondTranche1,
  afPlafondTranche2,
  afTauxDeuxiemeEnfant,
  afTauxParEnfantSuivant,
} from './params.ts';
import { enfantsOf, plural, sourcesOf } from './prestations.ts';

const enfantsAf = (s: Simulation, famille: string, month: string) =>
  enfantsOf(s, famille).filter((e) => s.calc<boolean>('prestations_familiales_enfant_a_charge', e, month));

/** resource ceilings of the modulation, raised per child (OpenFisca's taux_helper and depassement_helper) */
function plafondsModulation(month: string, nbEnfants: number): [number, number] {
  const maj = at(afMajorationPlafondParEnfant, month) * nbEnfants;
  return [at(afPlafondTranche1, month) + maj, at(afPlafondTranche2, month) + maj];
}

/** OpenFisca's taux_helper: 1, then the rates of tranches 2 and 3 above ceilings raised for `nbEnfants` */
function tauxModulation(s: Simulation, famille: string, month: string, nbEnfants: number): number {
  const ressources = s.calc<number>('prestations_familiales_base_ressources', famille, month);
  const [p1, p2] = plafondsModulation(month, nbEnfants);
  if (ressources <= p1) return 1;
  return ressources <= p2 ? at(afModulationTranche2, month) : at(afModulationTranche3, month);
}

/** OpenFisca's depassement_helper: monthly excess over the highest ceiling exceeded (af_nbenf children) */
function depassementMensuel(s: Simulation, famille: string, month: string): number {
  const ressources = s.calc<number>('prestations_familiales_base_ressources', famille, month);
  const [p1, p2] = plafondsModulation(month, s.calc<number>('af_nbenf', famille, month));
  return Math.max(0, ressources - (ressources > p2 ? p2 : p1)) / 12;
}

export const afTauxModulation = defineVariable<number>({
  name: 'af_taux_modulation',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 1,
  label: 'Coefficient de modulation des allocations familiales selon les ressources',
  formula: (s, famille, month) =>
    tauxModulation(s, famille, month, s.calc<number>('af_nbenf', famille, month)),
});

export const afCoeffGardeAlternee = defineVariable<number>({
  name: 'af_coeff_garde_alternee',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 1,
  label: 'Part des allocations familiales due quand des enfants sont en résidence alternée',
  // the children in alternating custody over the number of children of the AF (af_nbenf, given or computed)
  formula: (s, famille, month) => {
    const alternes = enfantsAf(s, famille, month).filter((e) =>
      s.calc<boolean>('garde_alternee', e, month),
    ).length;
    if (alternes === 0) return 1;
    const nombre = Math.max(1, s.calc<number>('af_nbenf', famille, month));
    return 1 - (alternes / nombre) * (1 - at(afFacteurGardeAlternee, month));
  },
});

const residenceDemandeur = (s: Simulation, famille: string, name: string, month: string) =>
  s.calc<boolean>(name, s.menage(s.demandeur(famille)), month);

export const afEligibiliteBase = defineVariable<boolean>({
  name: 'af_eligibilite_base',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Allocations familiales hors outre-mer : au moins deux enfants à charge',
  formula: (s, famille, month) =>
    s.calc<number>('af_nbenf', famille, month) >= at(afNbEnfantsMin, month) &&
    !residenceDemandeur(s, famille, 'residence_dom', month),
});

export const afEligibiliteDom = defineVariable<boolean>({
  name: 'af_eligibilite_dom',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Allocations familiales outre-mer (hors Mayotte) : au moins un enfant à charge',
  formula: (s, famille, month) =>
    s.calc<number>('af_nbenf', famille, month) >= 1 &&
    residenceDemandeur(s, famille, 'residence_dom', month) &&
    !residenceDemandeur(s, famille, 'residence_mayotte', month),
});

/** AF base before modulation; overseas (not Mayotte) a single child opens 5.88 % of the BMAF */
function afBaseBrute(s: Simulation, famille: string, month: string): number {
  const n = s.calc<number>('af_nbenf', famille, month);
  if (n === 0) return 0;
  const dom = s.calc<boolean>('af_eligibilite_dom', famille, month);
  if (!dom && !s.calc<boolean>('af_eligibilite_base', famille, month)) return 0;
  const taux =
    (dom && n === 1 ? at(afDomUnEnfant, month) : 0) +
    (n >= 2 ? at(afTauxDeuxiemeEnfant, month) : 0) +
    at(afTauxParEnfantSuivant, month) * Math.max(0, n - 2);
  return round2(at(bmaf, month) * taux) * s.calc<number>('af_coeff_garde_alternee', famille, month);
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

/** age of the eldest dependent child (of 20 or less); -9999 (AGE_INT_MINIMUM) without a child */
export const afAgeAine = defineVariable<number>({
  name: 'af_age_aine',
  entity: 'famille',
  period: 'month',
  valueType: 'int',
  default: -9999,
  label: 'Âge de l’aîné des enfants à charge au sens des allocations familiales',
  formula: (s, famille, month) => {
    const enfants = enfantsOf(s, famille);
    if (enfants.length === 0) return -9999;
    let aine = 0;
    for (const e of enfants) {
      const age = s.calc<number>('age', e, month);
      if (
        age <= at(afAgeMaxAine, month) &&
        s.calc<boolean>('prestations_familiales_enfant_a_charge', e, month)
      )
        aine = Math.max(aine, age);
    }
    return aine;
  },
});

/** majoration for age before modulation: overseas with a single child, its own two bands */
function montantMajoration(s: Simulation, enfant: string, month: string, nbenf: number): number {
  const age = s.calc<number>('age', enfant, month);
  if (nbenf > 1) return age >= ageMajoration(s, enfant, month) ? at(afMajorationAgeTaux, month) : 0;
  if (nbenf !== 1) return 0;
  if (age >= at(afDomMajorationAge2, month)) return at(afDomMajorationTaux2, month);
  return age >= at(afDomMajorationAge1, month) ? at(afDomMajorationTaux1, month) : 0;
}

export const afMajorationEnfant = defineVariable<number>({
  name: 'af_majoration_enfant',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Majoration pour âge des allocations familiales apportée par un enfant, avant modulation',
  formula: (s, id, month) => {
    if (!s.calc<boolean>('prestations_familiales_enfant_a_charge', id, month)) return 0;
    const famille = s.famille(id);
    const nbenf = s.calc<number>('af_nbenf', famille, month);
    const taux = montantMajoration(s, id, month, nbenf);
    if (taux === 0 || s.calc<number>('af_base', famille, month) <= 0) return 0;
    // OpenFisca (af.py): in a two-child family, no child of the eldest's age brings it, twins included
    if (nbenf === 2 && s.calc<number>('age', id, month) === s.calc<number>('af_age_aine', famille, month))
      return 0;
    const garde = s.calc<boolean>('garde_alternee', id, month) ? at(afFacteurGardeAlternee, month) : 1;
    return at(bmaf, month) * taux * garde;
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
    const brut = s.sumMembers('famille', famille, 'af_majoration_enfant', month, 'enfants');
    return brut === 0 ? 0 : brut * s.calc<number>('af_taux_modulation', famille, month);
  },
});

/**
 * OpenFisca counts them with its nb_enf helper: enfants aged exactly age3 and not financially autonomous (the
 * same test as the ARS's bands, which nb_enf counts too), as the law keeps the forfait for a child still in
 * the family's charge.
 */
export const afAllocationForfaitaireNbEnfants = defineVariable<number>({
  name: 'af_allocation_forfaitaire_nb_enfants',
  entity: 'famille',
  period: 'month',
  valueType: 'int',
  default: 0,
  label: "Nombre d'enfants ouvrant droit à l'allocation forfaitaire des allocations familiales",
  formula: (s, famille, month) => {
    const age = at(afForfaitAge, month);
    let n = 0;
    for (const e of enfantsOf(s, famille))
      if (s.calc<number>('age', e, month) === age && !s.calc<boolean>('autonomie_financiere', e, month)) n++;
    return n;
  },
});

const nbEnfantsForfait = (s: Simulation, famille: string, month: string) =>
  s.calc<number>('af_nbenf', famille, month) +
  s.calc<number>('af_allocation_forfaitaire_nb_enfants', famille, month);

export const afAllocationForfaitaireTauxModulation = defineVariable<number>({
  name: 'af_allocation_forfaitaire_taux_modulation',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 1,
  label: "Coefficient de modulation de l'allocation forfaitaire (plafonds comptant ses enfants de 20 ans)",
  formula: (s, famille, month) => tauxModulation(s, famille, month, nbEnfantsForfait(s, famille, month)),
});

export const afAllocationForfaitaire = defineVariable<number>({
  name: 'af_allocation_forfaitaire',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Allocation forfaitaire pour un enfant de 20 ans dans une famille nombreuse',
  formula: (s, famille, month) => {
    const vingtAns = s.calc<number>('af_allocation_forfaitaire_nb_enfants', famille, month);
    if (vingtAns === 0 || nbEnfantsForfait(s, famille, month) < at(afForfaitNbEnfantsMin, month)) return 0;
    return (
      vingtAns *
      round2(at(bmaf, month) * at(afForfaitTaux, month)) *
      s.calc<number>('af_allocation_forfaitaire_taux_modulation', famille, month)
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
    // OpenFisca (af.py): max(0, modulated AF − monthly excess) when there is an excess; not overseas
    const af = s.calc<number>('af_base', famille, month) + s.calc<number>('af_majoration', famille, month);
    if (af <= 0) return 0;
    const depassement = depassementMensuel(s, famille, month);
    if (depassement <= 0 || s.calc<boolean>('af_eligibilite_dom', famille, month)) return 0;
    return Math.max(0, af - depassement);
  },
});

export const afAllocationForfaitaireComplementDegressif = defineVariable<number>({
  name: 'af_allocation_forfaitaire_complement_degressif',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Complément dégressif de l'allocation forfaitaire",
  formula: (s, famille, month) => {
    // OpenFisca (af.py): the excess is measured on the af_nbenf ceilings, the forfait's own 20-year-olds aside
    const forfait = s.calc<number>('af_allocation_forfaitaire', famille, month);
    if (forfait <= 0) return 0;
    const depassement = depassementMensuel(s, famille, month);
    return depassement > 0 ? Math.max(0, forfait - depassement) : 0;
  },
});

/** the parts of the AF and what they start from (child counts), any of which may be given */
const AF_PARTS_ET_ENFANTS = [
  'af_base',
  'af_majoration',
  'af_majoration_enfant',
  'af_allocation_forfaitaire',
  'af_complement_degressif',
  'af_allocation_forfaitaire_complement_degressif',
  'af_nbenf',
  'af_allocation_forfaitaire_nb_enfants',
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
        s.calc<number>('af_complement_degressif', famille, month) +
        s.calc<number>('af_allocation_forfaitaire_complement_degressif', famille, month),
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
      if (residenceDemandeur(s, famille, 'residence_mayotte', month))
        return notEligible(
          "À Mayotte, les allocations familiales relèvent d'un régime particulier que ce simulateur ne calcule pas.",
        );
      const min = residenceDemandeur(s, famille, 'residence_dom', month) ? 1 : at(afNbEnfantsMin, month);
      if (n < min)
        return notEligible(
          `Il faut au moins ${plural(min, 'enfant')} à charge de moins de 20 ans ; nous en comptons ${n} dans votre foyer.`,
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
    const complement =
      s.calc<number>('af_complement_degressif', famille, month) +
      s.calc<number>('af_allocation_forfaitaire_complement_degressif', famille, month);
    if (complement > 0)
      explication.push(`Un complément dégressif de ${euros(complement)} atténue ce dépassement.`);
    explication.push(
      `Total : ${euros(montant)} par mois, dont 0,5 % de CRDS est prélevé au versement (BMAF de ${euros(at(bmaf, month))}).`,
    );
    return { eligible: true, montant, explication };
  },
};
