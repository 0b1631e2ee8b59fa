// Allocation aux adultes handicapés (AAH): a differential allowance, individualised since October 2023.
import type { AidDefinition } from '../../core/aid.ts';
import { euros, notEligible } from '../../core/aid.ts';
import { at } from '../../core/params.ts';
import { addDays, addMonths, addYears, firstDay, yearOf } from '../../core/periods.ts';
import './aah-ressources.ts';
import type { Simulation } from '../../core/simulation.ts';
import { defineVariable, shortcutInputs } from '../../core/variables.ts';
import { sourcesOf } from '../famille/prestations.ts';
import {
  aahAbattementTranche1,
  aahAgeFinEduc,
  aahCalculIndividualise,
  aahAgeLegalRetraite,
  aahAgeMinimal,
  aahMajorationPlafondCouple,
  aahMajorationPlafondEnfant,
  aahMontant,
  aahPourcentageHospitalisation,
  aahTauxIncapacite,
  aahTauxIncapaciteRsdae,
  aahTrancheSmic,
} from './params.ts';

/** taux_incapacite is a share (0.8); accept a percentage (80) as well */
export const tauxIncapacite = (s: Simulation, id: string, month: string) => {
  const t = s.calc<number>('taux_incapacite', id, month);
  return t > 1 ? t / 100 : t;
};

export const aahEligible = defineVariable<boolean>({
  name: 'aah_eligible',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: "Éligibilité à l'allocation aux adultes handicapés",
  gatedBy: ['taux_incapacite'],
  formula: (s, id, month) => {
    // The incapacity rate first: for nearly everyone it is 0, and the age need not be read.
    const taux = tauxIncapacite(s, id, month);
    if (!(taux >= at(aahTauxIncapaciteRsdae, month))) return false;
    const age = s.calc<number>('age', id, month);
    const handicap =
      taux >= at(aahTauxIncapacite, month) ||
      (s.calc<boolean>('aah_restriction_substantielle_durable_acces_emploi', id, month) &&
        age <= at(aahAgeLegalRetraite, month));
    if (!handicap) return false;
    return (
      age >= at(aahAgeMinimal, month) ||
      (age >= at(aahAgeFinEduc, month) &&
        !s.calc<boolean>('prestations_familiales_enfant_a_charge', id, month))
    );
  },
});

/**
 * true when the AAH of this person is 0 in every month, known without evaluating it month by month: the
 * situation gives them no incapacity rate (so aah_eligible is false) and no value for the AAH or its
 * intermediates. Callers that sum the AAH over many months (CSS, RSA, prime d'activité) skip it then.
 */
export function aahToujoursNulle(s: Simulation, id: string): boolean {
  // the AAH's gate (the incapacity rate) and the intermediates computed through it
  if (!s.trustsShortcuts) return false;
  const entrees = shortcutInputs(aah)!;
  // nearly every situation gives none of them, for nobody: one set lookup per name
  if (!s.givesAny(entrees)) return s.individus[id] !== undefined;
  const inputs = s.individus[id];
  if (inputs === undefined) return false;
  for (const name of entrees) if (name in inputs) return false;
  return true;
}

/**
 * hospitalised or imprisoned for 60 days on the first day of the month, with no dependant: only 30 % of the
 * AAH is paid (art. R821-8 CSS)
 */
function reduiteParHospitalisation(s: Simulation, id: string, month: string): boolean {
  const limite = addDays(firstDay(month), -60);
  const depuis = (nom: string) => {
    const date = s.calc<string>(nom, id, month);
    // an unknown date is '' (OpenFisca's 9999-12-31)
    return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(date) && date.slice(0, 10) <= limite;
  };
  return (
    (depuis('aah_date_debut_hospitalisation') || depuis('aah_date_debut_incarceration')) &&
    s.calc<number>('nb_pac', s.foyerFiscal(id), addYears(yearOf(month), -1)) === 0
  );
}

export const aahPlafondRessourcesDeconjugalise = defineVariable<number>({
  name: 'aah_plafond_ressources_deconjugalise',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Plafond mensuel de ressources de l'AAH (calcul individualisé)",
  formula: (s, id, month) =>
    at(aahMontant, month) *
    (1 + at(aahMajorationPlafondEnfant, month) * s.calc<number>('af_nbenf', s.famille(id), month)),
});

export const aahPlafondRessourcesConjugalise = defineVariable<number>({
  name: 'aah_plafond_ressources_conjugalise',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Plafond mensuel de ressources de l'AAH (calcul conjugalisé)",
  formula: (s, id, month) => {
    const famille = s.famille(id);
    const couple = s.calc<boolean>('en_couple', famille, month) ? at(aahMajorationPlafondCouple, month) : 0;
    return (
      at(aahMontant, month) *
      (1 + couple + at(aahMajorationPlafondEnfant, month) * s.calc<number>('af_nbenf', famille, month))
    );
  },
});

/** what the AAH is not cumulated with: this month's invalidity pension and last month's ASI */
defineVariable<number>({
  name: 'aah_base_non_cumulable',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  setInput: 'divide',
  label: "Pension d'invalidité du mois et ASI du mois précédent, non cumulables avec l'AAH",
  formula: (s, id, month) =>
    s.calc<number>('pensions_invalidite', id, month) + s.calc<number>('asi', id, addMonths(month, -1)),
});

export const aahBase = defineVariable<number>({
  name: 'aah_base',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Montant de l'AAH (hors complément)",
  gatedBy: ['taux_incapacite'],
  formula: (s, id, month) => {
    if (!s.calc<boolean>('aah_eligible', id, month)) return 0;
    const montant = at(aahMontant, month);
    const apresPensions = Math.max(0, montant - s.calc<number>('aah_base_non_cumulable', id, month));
    const differentiel = (plafond: number, ressources: number) =>
      Math.min(Math.max(0, plafond - ressources), montant, apresPensions);
    const conjugalise = () =>
      differentiel(
        s.calc<number>('aah_plafond_ressources_conjugalise', id, month),
        s.calc<number>('aah_base_ressources_conjugalisee', id, month),
      );
    // until the AAH was made individual (October 2023), only the couple calculation exists
    if (!at(aahCalculIndividualise, month)) return conjugalise();
    const individualise = differentiel(
      s.calc<number>('aah_plafond_ressources_deconjugalise', id, month),
      s.calc<number>('aah_base_ressources_deconjugalisee', id, month),
    );
    if (!s.calc<boolean>('aah_conjugalise_eligible', id, month)) return individualise;
    return Math.max(individualise, conjugalise());
  },
});

export const aah = defineVariable<number>({
  name: 'aah',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Allocation aux adultes handicapés',
  gatedBy: ['taux_incapacite'],
  formula: (s, id, month) => {
    const base = s.calc<number>('aah_base', id, month);
    return base > 0 && reduiteParHospitalisation(s, id, month)
      ? base * at(aahPourcentageHospitalisation, month)
      : base;
  },
});

export const allocationAdultesHandicapes: AidDefinition = {
  id: 'aah',
  nom: 'Allocation aux adultes handicapés (AAH)',
  institution: 'MDPH puis CAF ou MSA',
  description:
    "Un revenu minimum pour les personnes en situation de handicap à partir de 20 ans (16 ans si l'on n'est plus à la charge de ses parents). Le taux d'incapacité est fixé par la MDPH.",
  periodicite: 'mensuelle',
  lien: 'https://www.service-public.gouv.fr/particuliers/vosdroits/F12242',
  formulaire: 'https://www.service-public.gouv.fr/particuliers/vosdroits/R19993',
  sources: sourcesOf(
    aahMontant,
    aahTauxIncapacite,
    aahTauxIncapaciteRsdae,
    aahAgeMinimal,
    aahMajorationPlafondEnfant,
    aahTrancheSmic,
    aahAbattementTranche1,
  ),
  conditionsAVerifier: [
    "Taux d'incapacité reconnu par la commission des droits et de l'autonomie (CDAPH) de la MDPH.",
  ],
  dejaPercue: ['aah'],
  evaluate(s, who, month) {
    const id = who.individu;
    if (!s.calc<boolean>('aah_eligible', id, month)) {
      const taux = tauxIncapacite(s, id, month);
      if (taux < at(aahTauxIncapaciteRsdae, month))
        return notEligible(
          `L'AAH demande un taux d'incapacité d'au moins ${at(aahTauxIncapacite, month) * 100} % (ou de 50 à 79 % avec une restriction d'accès à l'emploi reconnue par la MDPH).`,
        );
      if (
        taux < at(aahTauxIncapacite, month) &&
        !s.calc<boolean>('aah_restriction_substantielle_durable_acces_emploi', id, month)
      )
        return notEligible(
          "Avec un taux de 50 à 79 %, l'AAH demande une restriction substantielle et durable d'accès à l'emploi reconnue par la MDPH.",
        );
      return notEligible(
        `L'AAH est versée à partir de ${at(aahAgeMinimal, month)} ans (${at(aahAgeFinEduc, month)} ans si vous n'êtes plus à la charge de vos parents).`,
      );
    }
    const montant = s.calc<number>('aah', id, month);
    // before October 2023 only the couple calculation exists
    const individualise = at(aahCalculIndividualise, month);
    const ressources = s.calc<number>(
      individualise ? 'aah_base_ressources_deconjugalisee' : 'aah_base_ressources_conjugalisee',
      id,
      month,
    );
    const plafond = s.calc<number>(
      individualise ? 'aah_plafond_ressources_deconjugalise' : 'aah_plafond_ressources_conjugalise',
      id,
      month,
    );
    const explication = [
      `Montant maximal de l'AAH : ${euros(at(aahMontant, month))} par mois.`,
      `Ressources retenues après abattements sur les revenus du travail : ${euros(ressources)} par mois (plafond ${euros(plafond)}).`,
    ];
    if (montant <= 0)
      return {
        eligible: false,
        montant: 0,
        explication: [...explication, 'Vos ressources dépassent le plafond : pas d’AAH à verser.'],
      };
    explication.push(`AAH : ${euros(montant)} par mois.`);
    return { eligible: true, montant, explication };
  },
};
