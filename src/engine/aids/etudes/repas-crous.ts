// Repas CROUS à 1 €: boursiers (and apprentices holding a carte des métiers) pay 1 € in university restaurants.
import { at, atOrNull } from '../../core/params.ts';
import { defineVariable } from '../../core/variables.ts';
import { euros, notEligible, type AidDefinition } from '../../core/aid.ts';
import type { Simulation } from '../../core/simulation.ts';
import {
  carteDesMetiersAgeMaximal,
  repasBoursier,
  repasNonBoursier,
  repasUnEuroReserveBoursiers,
} from './params.ts';

const etudiantSup = (s: Simulation, id: string, month: string) =>
  s.calc<string>('scolarite', id, month) === 'enseignement_superieur';

/** OpenFisca: an alternant under the age limit holds a carte d'étudiant des métiers */
defineVariable<boolean>({
  name: 'detention_carte_des_metiers',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Détient une carte d’étudiant des métiers',
  formula: (s, id, month) =>
    s.calc<boolean>('alternant', id, month) &&
    s.calc<number>('age', id, month) < at(carteDesMetiersAgeMaximal, month),
});

defineVariable<boolean>({
  name: 'crous_repas_un_euro_eligibilite',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) => {
    const reserve = atOrNull(repasUnEuroReserveBoursiers, month);
    if (reserve === null) return false;
    if (!reserve) return etudiantSup(s, id, month);
    return (
      s.calc<boolean>('boursier', id, month) &&
      (etudiantSup(s, id, month) || s.calc<boolean>('detention_carte_des_metiers', id, month))
    );
  },
});

defineVariable<boolean>({
  name: 'crous_repas_tarif_non_boursiers_eligibilite',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formuleDepuis: '2021-07-01',
  formula: (s, id, month) => etudiantSup(s, id, month) && !s.calc<boolean>('boursier', id, month),
});

defineVariable<number>({
  name: 'crous_repas_montant',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  // OpenFisca adds the two prices; with the two rules' dates, a student never has both
  formula: (s, id, month) =>
    (s.calc<boolean>('crous_repas_un_euro_eligibilite', id, month) ? at(repasBoursier, month) : 0) +
    (s.calc<boolean>('crous_repas_tarif_non_boursiers_eligibilite', id, month)
      ? at(repasNonBoursier, month)
      : 0),
});

export const crousRepasUnEuro: AidDefinition = {
  id: 'crous_repas_un_euro',
  nom: 'Repas à 1 € au restaurant universitaire',
  institution: 'CROUS',
  description:
    'Les étudiants boursiers paient leur repas 1 € dans les restaurants universitaires du CROUS, au lieu du tarif étudiant normal.',
  periodicite: 'ponctuelle',
  lien: 'https://www.etudiant.gouv.fr/fr/se-restaurer-au-crous-1999',
  sources: [
    {
      title: 'Délibération du conseil d’administration du CNOUS du 23 juillet 2020 (prix du ticket RU)',
      href: 'https://www.etudiant.gouv.fr/sites/default/files/imported_files/document/202007231-delib-Prix-du-Ticket-RU-VF_1344376.pdf',
    },
  ],
  conditionsAVerifier: [
    "Les étudiants non boursiers en situation de précarité peuvent aussi en bénéficier après un entretien avec l'assistante sociale du CROUS.",
  ],
  dejaPercue: ['crous_repas_un_euro'],
  evaluate(s, who, month) {
    const id = who.individu;
    if (!s.calc<boolean>('crous_repas_un_euro_eligibilite', id, month)) {
      if (s.calc<boolean>('crous_repas_tarif_non_boursiers_eligibilite', id, month))
        return notEligible(
          `Le repas à 1 € est réservé aux boursiers : en tant qu'étudiant non boursier, vous payez ${euros(at(repasNonBoursier, month))}.`,
        );
      return notEligible("Le repas à 1 € est réservé aux étudiants boursiers de l'enseignement supérieur.");
    }
    // the price of the 1 € meal itself (crous_repas_montant also adds the non-boursier price in 2021)
    const prix = at(repasBoursier, month);
    return {
      eligible: true,
      montant: prix,
      legende: 'le repas',
      explication: [
        `Vous êtes boursier : vos repas au restaurant universitaire coûtent ${euros(prix)} au lieu de ${euros(at(repasNonBoursier, month))}.`,
      ],
    };
  },
};
