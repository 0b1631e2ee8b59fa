// Chèque énergie: once a year, for a dwelling's occupants with a low revenu fiscal de référence per consumption unit.
import type { AidDefinition } from '../../core/aid.ts';
import { euros, notEligible } from '../../core/aid.ts';
import { at, atOrNull, enVigueur, singleAmount } from '../../core/params.ts';
import { addYears } from '../../core/periods.ts';
import type { Simulation } from '../../core/simulation.ts';
import { defineVariable } from '../../core/variables.ts';
import { declarantPrincipal } from '../../variables/fiscal.ts';
import { sourcesOf } from '../famille/prestations.ts';
import {
  aideExceptionnelle,
  baremePlusDeDeuxUc,
  baremeUneADeuxUc,
  baremeUneUc,
  ucAutresPersonnes,
  ucDeuxiemePersonne,
  ucPremierePersonne,
} from './params.ts';

const STATUTS_ELIGIBLES = [
  'proprietaire',
  'primo_accedant',
  'locataire_hlm',
  'locataire_vide',
  'locataire_meuble',
];

const janvier = (year: string) => `${year}-01`;

export const chequeEnergieUnitesConsommation = defineVariable<number>({
  name: 'cheque_energie_unites_consommation',
  entity: 'menage',
  period: 'year',
  valueType: 'float',
  default: 0,
  label: 'Unités de consommation du ménage pour le chèque énergie',
  // as OpenFisca: each member in garde alternée counts for half a person, whatever their rank, then the
  // weights apply to that adjusted number (the first person always counts for one)
  formula: (s, menage, year) => {
    const month = janvier(year);
    const membres = s.members('menage', menage);
    const n =
      membres.length - 0.5 * membres.filter((m) => s.calc<boolean>('garde_alternee', m, month)).length;
    return (
      at(ucPremierePersonne, month) +
      (n > 1 ? at(ucDeuxiemePersonne, month) * (Math.min(n, 2) - 1) : 0) +
      (n > 2 ? at(ucAutresPersonnes, month) * (n - 2) : 0)
    );
  },
});

export const chequeEnergieEligibiliteLogement = defineVariable<boolean>({
  name: 'cheque_energie_eligibilite_logement',
  entity: 'menage',
  period: 'year',
  valueType: 'bool',
  default: false,
  label: 'Logement ouvrant droit au chèque énergie (propriétaire ou locataire, hors foyer)',
  formula: (s, menage, year) => {
    const month = janvier(year);
    return (
      STATUTS_ELIGIBLES.includes(s.calc<string>('statut_occupation_logement', menage, month)) &&
      // Saint-Martin is outside the scheme (its own flag, from the commune or given by the situation)
      !s.calc<boolean>('residence_saint_martin', menage, month)
    );
  },
});

/** tax households whose first declarant lives in the ménage */
function foyersDuMenage(s: Simulation, menage: string): string[] {
  const foyers = new Set<string>();
  for (const m of s.members('menage', menage)) if (declarantPrincipal(s, m)) foyers.add(s.foyerFiscal(m));
  return [...foyers];
}

/**
 * a declarant (principal or second) of any tax household lives in the ménage: people who are all dependants
 * of their parents' household get no chèque
 */
const aUnDeclarant = (s: Simulation, menage: string) =>
  s.members('menage', menage).some((m) => s.roleIn('foyer_fiscal', m) === 'declarants');

/** revenu fiscal de référence of year N-2 of the ménage's tax households */
const rfrMenage = (s: Simulation, menage: string, year: string) =>
  foyersDuMenage(s, menage).reduce((t, f) => t + s.calc<number>('rfr', f, addYears(year, -2)), 0);

export const chequeEnergieMontant = defineVariable<number>({
  name: 'cheque_energie_montant',
  entity: 'menage',
  period: 'year',
  valueType: 'float',
  default: 0,
  label: 'Montant du chèque énergie selon le revenu par unité de consommation',
  formula: (s, menage, year) => {
    const uc = s.calc<number>('cheque_energie_unites_consommation', menage, year);
    if (uc <= 0) return 0;
    const month = janvier(year);
    const bareme = uc <= 1 ? baremeUneUc : uc < 2 ? baremeUneADeuxUc : baremePlusDeDeuxUc;
    return singleAmount(at(bareme, month), rfrMenage(s, menage, year) / uc);
  },
});

export const chequeEnergie = defineVariable<number>({
  name: 'cheque_energie',
  entity: 'menage',
  period: 'year',
  valueType: 'float',
  default: 0,
  label: 'Chèque énergie',
  formula: (s, menage, year) => {
    if (!s.calc<boolean>('cheque_energie_eligibilite_logement', menage, year) || !aUnDeclarant(s, menage))
      return 0;
    return s.calc<number>('cheque_energie_montant', menage, year);
  },
});

/** RFR of N-2 per consumption unit of the ménage (the scale's base) */
function rfrParUc(s: Simulation, menage: string, year: string): number | undefined {
  const uc = s.calc<number>('cheque_energie_unites_consommation', menage, year);
  return uc > 0 ? rfrMenage(s, menage, year) / uc : undefined;
}

export const chequeEnergieExceptionnelMontant = defineVariable<number>({
  name: 'cheque_energie_exceptionnel_montant',
  entity: 'menage',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Montant du chèque énergie exceptionnel (décembre 2021 et décembre 2022)',
  formula: (s, menage, month) => {
    const bareme = atOrNull(aideExceptionnelle, month);
    if (bareme === null) return 0;
    const parUc = rfrParUc(s, menage, month.slice(0, 4));
    return parUc === undefined ? 0 : singleAmount(bareme, parUc);
  },
});

export const aideExceptionnelleChequeEnergie = defineVariable<number>({
  name: 'aide_exceptionnelle_cheque_energie',
  entity: 'menage',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Chèque énergie exceptionnel versé au ménage',
  formula: (s, menage, month) => {
    if (!enVigueur(month, aideExceptionnelle)) return 0;
    const year = month.slice(0, 4);
    if (!s.calc<boolean>('cheque_energie_eligibilite_logement', menage, year)) return 0;
    if (!aUnDeclarant(s, menage)) return 0;
    return s.calc<number>('cheque_energie_exceptionnel_montant', menage, month);
  },
});

export const chequeEnergieAid: AidDefinition = {
  id: 'cheque_energie',
  nom: 'Chèque énergie',
  institution: "Agence de services et de paiement (ASP) pour l'État",
  description:
    "Une aide annuelle pour payer les factures d'énergie (électricité, gaz, fioul, bois…) ou des travaux de rénovation, envoyée aux ménages aux revenus modestes.",
  periodicite: 'annuelle',
  lien: 'https://www.chequeenergie.gouv.fr',
  teleservice: 'https://www.chequeenergie.gouv.fr',
  sources: sourcesOf(baremeUneUc, baremeUneADeuxUc, baremePlusDeDeuxUc, ucDeuxiemePersonne),
  conditionsAVerifier: [
    'Avoir déclaré ses revenus et occuper un logement soumis à la taxe d’habitation (ou en être exonéré).',
  ],
  dejaPercue: ['cheque_energie'],
  evaluate(s, who, month) {
    const year = month.slice(0, 4);
    const menage = who.menage;
    if (!s.calc<boolean>('cheque_energie_eligibilite_logement', menage, year))
      return notEligible(
        'Le chèque énergie est envoyé aux ménages propriétaires ou locataires de leur logement (pas aux personnes hébergées ou en foyer).',
      );
    if (!aUnDeclarant(s, menage))
      return notEligible(
        "Le chèque énergie est envoyé au foyer fiscal qui déclare le logement : rattaché(e) au foyer fiscal de vos parents, vous n'en recevez pas un à votre nom.",
      );
    const uc = s.calc<number>('cheque_energie_unites_consommation', menage, year);
    const rfr = rfrMenage(s, menage, year);
    const parUc = rfr / uc;
    const montant = s.calc<number>('cheque_energie', menage, year);
    const ucTexte = String(Math.round(uc * 100) / 100).replace('.', ',');
    const base = `Revenu fiscal de référence ${Number(year) - 2} du ménage : ${euros(rfr)}, soit ${euros(parUc)} par unité de consommation (${ucTexte} UC).`;
    const exceptionnel = s.calc<number>('aide_exceptionnelle_cheque_energie', menage, month);
    if (montant <= 0 && exceptionnel <= 0)
      return notEligible(
        base,
        `C'est au-dessus du plafond de ${euros(at(baremeUneUc, month).at(-1)!.threshold)} par unité de consommation.`,
      );
    const explication = [base];
    if (montant > 0) explication.push(`Chèque énergie ${year} : ${euros(montant)}.`);
    if (exceptionnel > 0)
      explication.push(`Chèque énergie exceptionnel de décembre ${year} : ${euros(exceptionnel)}.`);
    return { eligible: true, montant: montant + exceptionnel, explication };
  },
};
