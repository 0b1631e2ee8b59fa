// Allocation de soutien familial: for a parent raising alone a child who gets no (or too little) maintenance.
import type { AidDefinition } from '../../core/aid.ts';
import { euros, notEligible } from '../../core/aid.ts';
import { at } from '../../core/params.ts';
import { defineVariable } from '../../core/variables.ts';
import type { Simulation } from '../../core/simulation.ts';
import { bmaf } from '../../params/commun.ts';
import { afAgeMin, afForfaitAge, asfSeuil, asfTaux } from './params.ts';
import { enfantsOf, plural, sourcesOf } from './prestations.ts';
import { residenceOutreMer } from '../minima/commun.ts';

export const asfEligEnfant = defineVariable<boolean>({
  name: 'asf_elig_enfant',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: "Enfant pouvant ouvrir droit à l'ASF (moins de 20 ans, non autonome)",
  // OpenFisca (asf.py): an age and autonomy test only; the role is checked where the children are counted
  formula: (s, id, month) => {
    const age = s.calc<number>('age', id, month);
    return (
      age >= at(afAgeMin, month) &&
      age < at(afForfaitAge, month) &&
      !s.calc<boolean>('autonomie_financiere', id, month)
    );
  },
});

export const asfElig = defineVariable<boolean>({
  name: 'asf_elig',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: "Éligibilité à l'ASF (parent seul, hors Mayotte)",
  formula: (s, famille, month) => {
    const demandeur = s.demandeur(famille);
    return (
      !s.calc<boolean>('en_couple', famille, month) &&
      !residenceOutreMer(s, s.menage(demandeur), month, 'mayotte')
    );
  },
});

function nbEnfantsAsf(s: Simulation, famille: string, month: string): number {
  let n = 0;
  for (const e of enfantsOf(s, famille)) if (s.calc<boolean>('asf_elig_enfant', e, month)) n++;
  return n;
}

/** the ASF is différentielle: the maintenance received by anyone of the famille (a child too) comes off it */
const pensionsRecues = (s: Simulation, famille: string, month: string) =>
  s.sumMembers('famille', famille, 'pensions_alimentaires_percues', month);

const montantBrut = (s: Simulation, famille: string, month: string) =>
  nbEnfantsAsf(s, famille, month) * at(bmaf, month) * at(asfTaux, month);

export const asfMontant = defineVariable<number>({
  name: 'asf_montant',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Montant de l'ASF, pensions alimentaires reçues déduites",
  formula: (s, famille, month) =>
    Math.max(0, montantBrut(s, famille, month) - pensionsRecues(s, famille, month)),
});

const ASF_MONTANT = ['asf_montant'];

export const asf = defineVariable<number>({
  name: 'asf',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Allocation de soutien familial (ASF)',
  formula: (s, famille, month) => {
    // No child, no ASF: other aids sum it over 12 months for every family.
    if (s.trustsShortcuts && enfantsOf(s, famille).length === 0 && !s.givesAny(ASF_MONTANT)) return 0;
    const montant = s.calc<number>('asf_montant', famille, month);
    // the amount first (0 without a child), the family situation only when there is one to pay
    return montant > at(asfSeuil, month) && s.calc<boolean>('asf_elig', famille, month) ? montant : 0;
  },
});

export const allocationSoutienFamilial: AidDefinition = {
  id: 'asf',
  nom: 'Allocation de soutien familial (ASF)',
  institution: 'CAF ou MSA',
  description:
    "Une aide pour le parent qui élève seul un enfant dont l'autre parent ne verse pas de pension alimentaire (ou une pension trop faible), ou qui n'a pas été reconnu.",
  periodicite: 'mensuelle',
  lien: 'https://www.service-public.gouv.fr/particuliers/vosdroits/F815',
  teleservice: 'https://www.caf.fr/allocataires/mes-services-en-ligne/faire-une-demande-de-prestation',
  sources: sourcesOf(asfTaux, asfSeuil, bmaf),
  conditionsAVerifier: [
    "L'autre parent ne participe pas (ou peu) à l'entretien de l'enfant, est décédé ou n'a pas reconnu l'enfant.",
    'Vous ne vivez pas en couple (mariage, Pacs ou union libre).',
  ],
  dejaPercue: ['asf'],
  evaluate(s, who, month) {
    const famille = who.famille;
    if (s.calc<boolean>('en_couple', famille, month))
      return notEligible("L'ASF est réservée aux parents qui vivent seuls ; vous êtes en couple.");
    const n = nbEnfantsAsf(s, famille, month);
    if (n === 0)
      return notEligible(
        "L'ASF est versée pour un enfant à charge de moins de 20 ans ; vous n'en avez pas déclaré.",
      );
    const montant = s.calc<number>('asf', famille, month);
    if (montant <= 0)
      return notEligible(
        `La pension alimentaire que vous recevez dépasse le montant de l'ASF (${euros(montantBrut(s, famille, month))} par mois).`,
      );
    const pensions = pensionsRecues(s, famille, month);
    const parEnfant = `${euros(at(bmaf, month) * at(asfTaux, month))} par mois`;
    const taux = (at(asfTaux, month) * 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 });
    const explication = [
      n === 1
        ? `${parEnfant} pour votre enfant (${taux} % de la BMAF).`
        : `${parEnfant} pour chacun de vos ${plural(n, 'enfant')} (${taux} % de la BMAF).`,
    ];
    if (pensions > 0)
      explication.push(
        `La pension alimentaire reçue pour vous ou vos enfants (${euros(pensions)}) est déduite.`,
      );
    explication.push(`Total : ${euros(montant)} par mois.`);
    return { eligible: true, montant, explication };
  },
};
