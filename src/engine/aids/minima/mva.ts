// Majoration pour la vie autonome (MVA), the complement of the AAH for a person who lives on their own
// (CSS L821-1-2, D821-3). OpenFisca's caah: the MVA, and until November 2019 the complément de ressources
// when it gave more. Counted in the resources of the RSA, the prime d'activité and the CSS.
import type { AidDefinition } from '../../core/aid.ts';
import { euros, notEligible } from '../../core/aid.ts';
import { at, atOrNull } from '../../core/params.ts';
import { addYears, lastMonths, yearOf } from '../../core/periods.ts';
import type { Simulation } from '../../core/simulation.ts';
import { defineVariable } from '../../core/variables.ts';
import { sourcesOf } from '../famille/prestations.ts';
import { tauxIncapacite } from './aah.ts';
import './asi-aspa.ts';
import {
  aahMontant,
  aahTauxCapaciteTravail,
  aahTauxIncapacite,
  caahGarantieRessources,
  mvaMontant,
} from './params.ts';

/** an AAH this month, or an ASI the person is eligible to */
const percoitAahOuAsi = (s: Simulation, id: string, month: string) =>
  s.calc<number>('aah', id, month) > 0 ||
  (s.calc<number>('asi', id, month) > 0 && s.calc<boolean>('asi_eligibilite', id, month));

/** head of the household or their partner, in housing that is not a hostel (foyer) */
function logementIndependant(s: Simulation, id: string, month: string): boolean {
  const role = s.roleIn('menage', id);
  if (role !== 'personne_de_reference' && role !== 'conjoint') return false;
  return s.calc<string>('statut_occupation_logement', s.menage(id), month) !== 'locataire_foyer';
}

/** no pay over the twelve months before this one, and no self-employed profit last year */
const sansActiviteDepuisUnAn = (s: Simulation, id: string, month: string) =>
  s.sum('salaire_imposable', id, lastMonths(month, 12)) +
    s.calc<number>('rpns_imposables', id, addYears(yearOf(month), -1)) ===
  0;

/** the conditions of eligibilite_caah in the order the aid explains them, with what it says when one fails */
const CONDITIONS: {
  remplie: (s: Simulation, id: string, month: string) => boolean;
  sinon: (month: string) => string;
}[] = [
  {
    remplie: (s, id, month) => tauxIncapacite(s, id, month) >= at(aahTauxIncapacite, month),
    sinon: (month) =>
      `La majoration pour la vie autonome demande un taux d'incapacité d'au moins ${at(aahTauxIncapacite, month) * 100} %.`,
  },
  {
    remplie: percoitAahOuAsi,
    sinon: () =>
      "La majoration pour la vie autonome s'ajoute à l'AAH (ou à l'ASI) : elle demande de la percevoir.",
  },
  {
    remplie: logementIndependant,
    sinon: () =>
      'La majoration pour la vie autonome demande de vivre dans un logement indépendant, ni hébergé(e) ni en foyer.',
  },
  {
    remplie: sansActiviteDepuisUnAn,
    sinon: () =>
      "La majoration pour la vie autonome est réservée aux personnes sans revenu d'activité au cours des 12 derniers mois.",
  },
];

defineVariable<number>({
  name: 'eligibilite_caah',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Éligibilité aux compléments de l'AAH",
  gatedBy: ['taux_incapacite'],
  formuleDepuis: '2015-07-01',
  formula: (s, id, month) => (CONDITIONS.every((c) => c.remplie(s, id, month)) ? 1 : 0),
});

defineVariable<number>({
  name: 'mva',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Majoration pour la vie autonome',
  formuleDepuis: '2015-07-01',
  // as OpenFisca: the amount when the famille receives a housing aid; eligibilite_caah holds the other conditions
  formula: (s, id, month) =>
    s.calc<number>('aide_logement_montant', s.famille(id), month) > 0 ? at(mvaMontant, month) : 0,
});

defineVariable<number>({
  name: 'complement_ressources_aah',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Complément de ressources de l'AAH (supprimé le 1er décembre 2019)",
  gatedBy: ['taux_capacite_travail'],
  formuleDepuis: '2015-07-01',
  formula: (s, id, month) => {
    const garantie = atOrNull(caahGarantieRessources, month);
    if (garantie === null) return 0;
    return s.calc<number>('taux_capacite_travail', id, month) < at(aahTauxCapaciteTravail, month)
      ? Math.max(garantie - at(aahMontant, month), 0)
      : 0;
  },
});

defineVariable<number>({
  name: 'caah',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Complément d'allocation aux adultes handicapés",
  gatedBy: ['taux_incapacite'],
  formuleDepuis: '2015-07-01',
  formula: (s, id, month) => {
    const eligibilite = s.calc<number>('eligibilite_caah', id, month);
    if (eligibilite === 0) return 0;
    const mva = s.calc<number>('mva', id, month);
    // until December 2019 the person had the larger of the two complements
    const complement =
      atOrNull(caahGarantieRessources, month) === null
        ? 0
        : s.calc<number>('complement_ressources_aah', id, month);
    return Math.max(complement, mva) * eligibilite;
  },
});

export const majorationVieAutonome: AidDefinition = {
  id: 'mva',
  nom: 'Majoration pour la vie autonome (MVA)',
  institution: 'CAF ou MSA',
  description:
    "Un complément mensuel de l'AAH pour les personnes qui ont un taux d'incapacité d'au moins 80 % et vivent dans leur propre logement avec une aide au logement, sans revenu d'activité.",
  periodicite: 'mensuelle',
  lien: 'https://www.service-public.gouv.fr/particuliers/vosdroits/F12911',
  sources: sourcesOf(mvaMontant, aahTauxIncapacite),
  conditionsAVerifier: [
    "Un logement indépendant : vous n'êtes hébergé(e) ni chez un proche, ni en établissement.",
  ],
  dejaPercue: ['mva'],
  evaluate(s, who, month) {
    const id = who.individu;
    // the conditions are gone through again only to say which one fails
    const manquante =
      s.calc<number>('eligibilite_caah', id, month) === 0
        ? CONDITIONS.find((c) => !c.remplie(s, id, month))
        : undefined;
    if (manquante) return notEligible(manquante.sinon(month));
    const montant = s.calc<number>('caah', id, month);
    if (montant <= 0)
      return notEligible('La majoration pour la vie autonome demande de percevoir une aide au logement.');
    return {
      eligible: true,
      montant,
      explication: [
        `Taux d'incapacité d'au moins ${at(aahTauxIncapacite, month) * 100} %, AAH (ou ASI), logement indépendant et aucun revenu d'activité depuis 12 mois.`,
        `Avec votre aide au logement : majoration de ${euros(montant)} par mois, versée avec l'AAH.`,
      ],
    };
  },
};
