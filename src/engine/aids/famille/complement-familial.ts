// Complément familial: for families with at least three dependent children aged 3 or more (overseas, not
// Mayotte: a child of 3 or 4 and none younger), under a resource ceiling; majoré under half that ceiling. Not
// paid with the PAJE allocation de base, the CLCA or the PreParE. Its non-majoré part counts in the resources
// of the RSA, the prime d'activité and the aides au logement.
import type { AidDefinition } from '../../core/aid.ts';
import { euros, notEligible } from '../../core/aid.ts';
import { at, round2 } from '../../core/params.ts';
import type { Simulation } from '../../core/simulation.ts';
import { defineVariable } from '../../core/variables.ts';
import { bmaf, pfAgeMaxComplementFamilial } from '../../params/commun.ts';
import {
  cfAgeMin,
  cfDomAgeMax,
  cfDomAgeMin,
  cfDomNbEnfantsMin,
  cfDomTauxBase,
  cfDomTauxMajore,
  cfMajorationBiactifsIsoles,
  cfMajorationPlafondEnfants12,
  cfMajorationPlafondEnfants3,
  cfNbEnfantsMin,
  cfPartPlafondMajore,
  cfPlafondBase,
  cfTauxBase,
  cfTauxMajore,
  pfAgeIntermediaire,
  arsMajorationPlafondParEnfant,
  arsPlafond,
} from './params.ts';
import { enfantsOf, plural, sourcesOf } from './prestations.ts';

export const cfEnfantACharge = defineVariable<boolean>({
  name: 'cf_enfant_a_charge',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Enfant à charge au sens du complément familial (moins de 21 ans, non autonome)',
  // OpenFisca (cf.py): no schooling test here, only in cf_enfant_eligible and cf_dom_enfant_eligible
  formula: (s, id, month) => {
    if (s.roleIn('famille', id) !== 'enfants') return false;
    const age = s.calc<number>('age', id, month);
    if (age < 0 || age >= at(pfAgeMaxComplementFamilial, month)) return false;
    return !s.calc<boolean>('autonomie_financiere', id, month);
  },
});

export const cfEnfantEligible = defineVariable<boolean>({
  name: 'cf_enfant_eligible',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Enfant de 3 ans ou plus comptant pour le complément familial',
  formula: (s, id, month) => {
    if (!s.calc<boolean>('cf_enfant_a_charge', id, month)) return false;
    const age = s.calc<number>('age', id, month);
    if (age >= at(pfAgeIntermediaire, month)) return true;
    return age >= at(cfAgeMin, month) && s.calc<boolean>('rempli_obligation_scolaire', id, month);
  },
});

export const cfDomEnfantEligible = defineVariable<boolean>({
  name: 'cf_dom_enfant_eligible',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Enfant de 3 ou 4 ans ouvrant droit au complément familial outre-mer',
  formula: (s, id, month) => {
    const age = s.calc<number>('age', id, month);
    return (
      age >= at(cfDomAgeMin, month) &&
      age < at(cfDomAgeMax, month) &&
      s.calc<boolean>('cf_enfant_a_charge', id, month) &&
      s.calc<boolean>('rempli_obligation_scolaire', id, month)
    );
  },
});

export const cfDomEnfantTropJeune = defineVariable<boolean>({
  name: 'cf_dom_enfant_trop_jeune',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Enfant de moins de 3 ans, qui prive la famille du complément familial outre-mer',
  formula: (s, id, month) =>
    s.roleIn('famille', id) === 'enfants' &&
    s.calc<number>('age', id, month) >= 0 &&
    s.calc<number>('age', id, month) < at(cfAgeMin, month),
});

const compte = (s: Simulation, famille: string, name: string, month: string) => {
  let n = 0;
  for (const e of enfantsOf(s, famille)) if (s.calc<boolean>(name, e, month)) n++;
  return n;
};

const outreMer = (s: Simulation, famille: string, month: string) => {
  const menage = s.menage(s.demandeur(famille));
  return (
    s.calc<boolean>('residence_dom', menage, month) && !s.calc<boolean>('residence_mayotte', menage, month)
  );
};

export const cfEligibiliteBase = defineVariable<boolean>({
  name: 'cf_eligibilite_base',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Au moins trois enfants à charge de 3 ans ou plus (hors outre-mer)',
  formula: (s, famille, month) =>
    compte(s, famille, 'cf_enfant_eligible', month) >= at(cfNbEnfantsMin, month) &&
    !s.calc<boolean>('residence_dom', s.menage(s.demandeur(famille)), month),
});

export const cfEligibiliteDom = defineVariable<boolean>({
  name: 'cf_eligibilite_dom',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Outre-mer : un enfant de 3 à 5 ans et aucun enfant de moins de 3 ans',
  formula: (s, famille, month) =>
    outreMer(s, famille, month) &&
    compte(s, famille, 'cf_dom_enfant_eligible', month) >= at(cfDomNbEnfantsMin, month) &&
    compte(s, famille, 'cf_dom_enfant_trop_jeune', month) === 0,
});

/** mainland: its own ceiling; overseas (not Mayotte): the ARS ceiling + 30 % per child; 0 when not eligible */
export const cfPlafond = defineVariable<number>({
  name: 'cf_plafond',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Plafond de ressources du complément familial',
  formula: (s, famille, month) => {
    const n = compte(s, famille, 'cf_enfant_a_charge', month);
    if (s.calc<boolean>('cf_eligibilite_dom', famille, month))
      return at(arsPlafond, month) * (1 + at(arsMajorationPlafondParEnfant, month) * n);
    if (!s.calc<boolean>('cf_eligibilite_base', famille, month)) return 0;
    const coef =
      1 +
      at(cfMajorationPlafondEnfants12, month) * Math.min(n, 2) +
      at(cfMajorationPlafondEnfants3, month) * Math.max(0, n - 2);
    const majore =
      !s.calc<boolean>('en_couple', famille, month) || s.calc<boolean>('biactivite', famille, month);
    return at(cfPlafondBase, month) * coef + (majore ? at(cfMajorationBiactifsIsoles, month) : 0);
  },
});

export const cfMajorePlafond = defineVariable<number>({
  name: 'cf_majore_plafond',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Plafond de ressources du complément familial majoré',
  formula: (s, famille, month) =>
    s.calc<number>('cf_plafond', famille, month) * at(cfPartPlafondMajore, month),
});

export const cfBaseRessources = defineVariable<number>({
  name: 'cf_base_ressources',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Ressources (année N-2) retenues pour le complément familial',
  // OpenFisca (cf.py): the parents and the children à charge for the CF (under 21), plus the common resources
  formula: (s, famille, month) =>
    s.sumMembers('famille', famille, 'cf_base_ressources_individu', month) +
    s.calc<number>('prestations_familiales_base_ressources_communes', famille, month),
});

/** a parent's resources, or a child's when the child counts for the CF */
defineVariable<number>({
  name: 'cf_base_ressources_individu',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Ressources d'une personne de la famille retenues pour le complément familial",
  formula: (s, id, month) =>
    s.roleIn('famille', id) === 'enfants' && !s.calc<boolean>('cf_enfant_a_charge', id, month)
      ? 0
      : s.calc<number>('prestations_familiales_base_ressources_individu', id, month),
});

const eligible = (s: Simulation, famille: string, month: string) =>
  s.calc<boolean>('cf_eligibilite_base', famille, month) ||
  s.calc<boolean>('cf_eligibilite_dom', famille, month);

/** the base (non-majoré) amount, with the differential amount just above the ceiling (D522-2 CSS) */
export const cfNonMajoreAvantCumul = defineVariable<number>({
  name: 'cf_non_majore_avant_cumul',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Complément familial non majoré, avant la règle de non-cumul',
  formula: (s, famille, month) => {
    // nearly every famille has fewer than three children: no need for its resources
    if (enfantsOf(s, famille).length === 0 || !eligible(s, famille, month)) return 0;
    const dom = s.calc<boolean>('cf_eligibilite_dom', famille, month);
    const montant = at(bmaf, month) * at(dom ? cfDomTauxBase : cfTauxBase, month);
    const depassement =
      s.calc<number>('cf_base_ressources', famille, month) - s.calc<number>('cf_plafond', famille, month);
    return depassement <= 0 ? montant : Math.max(0, montant - depassement / 12);
  },
});

export const cfMajoreAvantCumul = defineVariable<number>({
  name: 'cf_majore_avant_cumul',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Complément familial majoré, avant la règle de non-cumul',
  formula: (s, famille, month) => {
    if (enfantsOf(s, famille).length === 0 || !eligible(s, famille, month)) return 0;
    if (
      s.calc<number>('cf_base_ressources', famille, month) >
      s.calc<number>('cf_majore_plafond', famille, month)
    )
      return 0;
    const dom = s.calc<boolean>('cf_eligibilite_dom', famille, month);
    return at(bmaf, month) * at(dom ? cfDomTauxMajore : cfTauxMajore, month);
  },
});

export const cfMontant = defineVariable<number>({
  name: 'cf_montant',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Complément familial avant la règle de non-cumul',
  formula: (s, famille, month) =>
    Math.max(
      s.calc<number>('cf_non_majore_avant_cumul', famille, month),
      s.calc<number>('cf_majore_avant_cumul', famille, month),
    ),
});

/** Not paid with the PAJE allocation de base, the CLCA or the PreParE (L532-1 CSS); not in Mayotte. */
const PAJE_NON_CUMULABLES = ['paje_base', 'paje_clca', 'paje_prepare'];

export const cf = defineVariable<number>({
  name: 'cf',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Complément familial',
  formula: (s, famille, month) => {
    const montant = s.calc<number>('cf_montant', famille, month);
    if (montant <= 0 || PAJE_NON_CUMULABLES.some((paje) => s.calc<number>(paje, famille, month) !== 0))
      return 0;
    return s.calc<boolean>('residence_mayotte', s.menage(s.demandeur(famille)), month) ? 0 : round2(montant);
  },
});

export const complementFamilial: AidDefinition = {
  id: 'cf',
  nom: 'Complément familial',
  institution: 'CAF ou MSA',
  description:
    "Une aide mensuelle pour les familles d'au moins trois enfants à charge âgés de 3 à 21 ans (outre-mer : un enfant de 3 à 5 ans), sous conditions de ressources.",
  periodicite: 'mensuelle',
  lien: 'https://www.service-public.gouv.fr/particuliers/vosdroits/F13214',
  teleservice: 'https://www.caf.fr/allocataires/mes-services-en-ligne/faire-une-demande-de-prestation',
  sources: sourcesOf(cfNbEnfantsMin, cfTauxBase, cfTauxMajore, cfPlafondBase, cfPartPlafondMajore, bmaf),
  dejaPercue: ['cf', 'complement_familial'],
  evaluate(s, who, month) {
    const famille = who.famille;
    if (!eligible(s, famille, month)) {
      const n = compte(s, famille, 'cf_enfant_eligible', month);
      return notEligible(
        `Il faut au moins ${at(cfNbEnfantsMin, month)} enfants à charge âgés de 3 à 21 ans ; nous en comptons ${n} dans votre foyer.`,
      );
    }
    const ressources = s.calc<number>('cf_base_ressources', famille, month);
    const plafond = s.calc<number>('cf_plafond', famille, month);
    const montant = s.calc<number>('cf', famille, month);
    if (montant <= 0) {
      if (s.calc<number>('cf_montant', famille, month) > 0)
        return notEligible(
          "Le complément familial ne se cumule pas avec l'allocation de base de la PAJE, le CLCA ou la PreParE.",
        );
      return notEligible(
        `Vos ressources de l'année N-2 (${euros(ressources)}) dépassent le plafond de ${euros(plafond)}.`,
      );
    }
    const majore = s.calc<number>('cf_majore_avant_cumul', famille, month) >= montant;
    const n = compte(s, famille, 'cf_enfant_a_charge', month);
    return {
      eligible: true,
      montant,
      explication: [
        `Avec ${plural(n, 'enfant')} à charge, le plafond de ressources est de ${euros(plafond)} ; vos ressources de l'année N-2 sont de ${euros(ressources)}.`,
        majore
          ? `Elles sont sous la moitié du plafond (${euros(s.calc<number>('cf_majore_plafond', famille, month))}) : le complément est majoré, ${euros(montant)} par mois.`
          : `Complément familial : ${euros(montant)} par mois.`,
      ],
    };
  },
};
