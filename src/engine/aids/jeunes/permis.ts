// Driving-licence aids: 500 € for apprentices aged 18 or more (until 31 December 2025) and up to 1 200 €
// from France Travail for job seekers with a low unemployment benefit.
import { at, enVigueur } from '../../core/params.ts';
import { defineVariable } from '../../core/variables.ts';
import {
  condition,
  euros,
  firstFailure,
  notEligible,
  PAS_ENCORE,
  type AidDefinition,
} from '../../core/aid.ts';
import type { Simulation } from '../../core/simulation.ts';
import {
  areMontantMinimumJournalier,
  permisApprentiAgeMin,
  permisApprentiMontant,
  permisDemandeurEmploiJoursAre,
  permisDemandeurEmploiMontantMax,
} from './params.ts';

// ---- apprentis ------------------------------------------------------------------------------------------------
/** last month of `aide_financement_permis_apprenti_eligibilite` in OpenFisca (`end = '2025-12-31'`) */
const FIN_PERMIS_APPRENTI = '2025-12';
/** the aid exists from the decree of 3 January 2019 */
const permisApprentiExiste = (month: string) => enVigueur(month, permisApprentiAgeMin, permisApprentiMontant);
const apprentiConditions = (s: Simulation, id: string, month: string) => [
  condition(
    at(permisApprentiMontant, month) > 0,
    "L'aide au permis des apprentis a été supprimée au 1er janvier 2026.",
  ),
  condition(s.calc<boolean>('apprenti', id, month), "L'aide est réservée aux apprentis."),
  condition(
    s.calc<number>('age', id, month) >= at(permisApprentiAgeMin, month),
    `Il faut avoir au moins ${at(permisApprentiAgeMin, month)} ans.`,
  ),
];

defineVariable<boolean>({
  name: 'aide_financement_permis_apprenti_eligibilite',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  // formulas.md §7.1: OpenFisca's variable ends on 2025-12-31, after which it keeps its default (false)
  formula: (s, id, month) =>
    month <= FIN_PERMIS_APPRENTI &&
    permisApprentiExiste(month) &&
    s.calc<boolean>('apprenti', id, month) &&
    s.calc<number>('age', id, month) >= at(permisApprentiAgeMin, month),
});

defineVariable<number>({
  name: 'aide_financement_permis_apprenti',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  formula: (s, id, month) =>
    permisApprentiExiste(month) && s.calc<boolean>('aide_financement_permis_apprenti_eligibilite', id, month)
      ? at(permisApprentiMontant, month)
      : 0,
});

export const aideFinancementPermisApprenti: AidDefinition = {
  id: 'aide_financement_permis_apprenti',
  nom: 'Aide au permis de conduire pour les apprentis',
  institution: 'Agence de services et de paiement (ASP)',
  description:
    "Une aide de 500 € pour les apprentis d'au moins 18 ans qui passent le permis B, versée en une fois par l'intermédiaire de leur CFA.",
  periodicite: 'ponctuelle',
  lien: 'https://www.service-public.fr/particuliers/vosdroits/F34244',
  sources: [
    {
      title:
        "Décret n° 2019-1 du 3 janvier 2019 relatif à l'aide au financement du permis de conduire pour les apprentis",
      href: 'https://www.legifrance.gouv.fr/eli/decret/2019/1/3/MTRD1835610D/jo/texte',
    },
  ],
  conditionsAVerifier: [
    'Avoir un contrat d’apprentissage en cours.',
    'Déposer la demande auprès de votre CFA avec un devis ou une facture d’auto-école de moins de 12 mois.',
  ],
  dejaPercue: ['aide_financement_permis_apprenti', 'aide_permis_apprenti'],
  evaluate(s, who, month) {
    if (!permisApprentiExiste(month)) return notEligible(PAS_ENCORE);
    const echec = firstFailure(apprentiConditions(s, who.individu, month));
    if (echec) return notEligible(echec.raison);
    const montant = s.calc<number>('aide_financement_permis_apprenti', who.individu, month);
    return {
      eligible: true,
      montant,
      explication: [
        `Apprenti de ${s.calc<number>('age', who.individu, month)} ans : aide de ${euros(montant)} versée une fois pour le permis B.`,
      ],
    };
  },
};

// ---- demandeurs d'emploi ----------------------------------------------------------------------------------------
const plafondChomage = (month: string) =>
  at(permisDemandeurEmploiJoursAre, month) * at(areMontantMinimumJournalier, month);

defineVariable<boolean>({
  name: 'aide_permis_demandeur_emploi_eligibilite_individu',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) => s.calc<string>('activite', id, month) === 'chomeur',
});

defineVariable<boolean>({
  name: 'aide_permis_demandeur_emploi_eligibilite_financiere',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) =>
    s.calc<number>('rsa', s.famille(id), month) <= 0 &&
    s.calc<number>('aah', id, month) <= 0 &&
    s.calc<number>('retraite_brute', id, month) <= 0 &&
    s.calc<number>('chomage_net', id, month) <= plafondChomage(month),
});

defineVariable<number>({
  name: 'aide_permis_demandeur_emploi',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  formula: (s, id, month) =>
    s.calc<boolean>('aide_permis_demandeur_emploi_eligibilite_individu', id, month) &&
    s.calc<boolean>('aide_permis_demandeur_emploi_eligibilite_financiere', id, month)
      ? at(permisDemandeurEmploiMontantMax, month)
      : 0,
});

export const aidePermisDemandeurEmploi: AidDefinition = {
  id: 'aide_permis_demandeur_emploi',
  nom: "Aide au permis de conduire pour les demandeurs d'emploi",
  institution: 'France Travail',
  description:
    "France Travail peut financer jusqu'à 1 200 € de votre permis B si vous êtes demandeur d'emploi et que le permis est nécessaire pour retrouver un travail.",
  periodicite: 'ponctuelle',
  lien: 'https://www.francetravail.fr/candidat/mes-droits-aux-aides-et-allocati/a-chaque-situation-son-allocatio/quelle-aide-pour-passer-votre-pe.html',
  sources: [
    {
      title: 'Instruction Pôle emploi n° 2011-205 du 9 décembre 2011 (aide au permis de conduire B)',
      href: 'http://www.bo-pole-emploi.org/bulletinsofficiels/instruction-pe-n2011-205-du-9-de.html?type=dossiers/2011/bope-n2011-112-du-9-decembre-201',
    },
  ],
  conditionsAVerifier: [
    'Être inscrit à France Travail depuis au moins 6 mois.',
    'Le permis doit être nécessaire à votre projet professionnel : la demande se fait avec votre conseiller, avant l’inscription en auto-école.',
  ],
  dejaPercue: ['aide_permis_demandeur_emploi'],
  evaluate(s, who, month) {
    const id = who.individu;
    if (!s.calc<boolean>('aide_permis_demandeur_emploi_eligibilite_individu', id, month))
      return notEligible("L'aide est réservée aux demandeurs d'emploi.");
    if (!s.calc<boolean>('aide_permis_demandeur_emploi_eligibilite_financiere', id, month)) {
      if (s.calc<number>('chomage_net', id, month) > plafondChomage(month))
        return notEligible(
          `Votre allocation chômage dépasse ${euros(plafondChomage(month))} par mois (31 jours d'allocation minimale).`,
        );
      return notEligible("L'aide n'est pas ouverte aux bénéficiaires du RSA, de l'AAH ou d'une retraite.");
    }
    const montant = s.calc<number>('aide_permis_demandeur_emploi', id, month);
    return {
      eligible: true,
      montant,
      legende: "jusqu'à",
      explication: [
        `Demandeur d'emploi avec une allocation d'au plus ${euros(plafondChomage(month))} par mois : France Travail peut financer jusqu'à ${euros(montant)}.`,
      ],
    };
  },
};
