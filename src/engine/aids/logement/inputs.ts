// Inputs the aides au logement rely on whose enum values the vocabulary lacks, and the dwelling's zone APL.
import { defineVariable, input } from '../../core/variables.ts';
import { zoneAplForCommune } from '../../geo/zones.ts';

export const STATUTS_OCCUPATION = [
  'non_renseigne',
  'primo_accedant',
  'proprietaire',
  'locataire_hlm',
  'locataire_vide',
  'locataire_meuble',
  'loge_gratuitement',
  'locataire_foyer',
  'sans_domicile',
] as const;
export type StatutOccupation = (typeof STATUTS_OCCUPATION)[number];

export const statutOccupationLogement = input<string>({
  name: 'statut_occupation_logement',
  entity: 'menage',
  period: 'month',
  valueType: 'enum',
  default: 'non_renseigne',
  possibleValues: STATUTS_OCCUPATION,
  setInput: 'dispatch',
  label: "Statut d'occupation du logement",
});

export const ACTIVITES = ['actif', 'chomeur', 'etudiant', 'retraite', 'inactif'] as const;

export const activite = input<string>({
  name: 'activite',
  entity: 'individu',
  period: 'month',
  valueType: 'enum',
  default: 'inactif',
  possibleValues: ACTIVITES,
  setInput: 'dispatch',
  label: 'Activité',
});

export const zoneApl = defineVariable<string>({
  name: 'zone_apl',
  entity: 'menage',
  period: 'month',
  valueType: 'enum',
  default: 'zone_2',
  possibleValues: ['non_renseigne', 'zone_1', 'zone_2', 'zone_3'],
  setInput: 'dispatch',
  label: 'Zone APL du logement (depuis la commune ; zone 2 si inconnue)',
  formula: (s, menage, month) => zoneAplForCommune(s.calc<string>('depcom', menage, month)),
});

export const logementConventionne = defineVariable<boolean>({
  name: 'logement_conventionne',
  entity: 'menage',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Logement conventionné (ouvre droit à l’APL)',
  formula: (s, menage, month) =>
    s.calc<string>('statut_occupation_logement', menage, month) === 'locataire_hlm',
});
