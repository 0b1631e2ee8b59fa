// The simulator's answer fields (seed 001 §3) as data: what each accepts. It is also the field dictionary of
// docs/engine.md. Fields not listed here are accepted and ignored (the questionnaire may ask more than the
// engine reads), so an old or newer front end never breaks the simulation.

export type FieldKind = 'date' | 'number' | 'enum' | 'bool' | 'text' | 'list';

export interface FieldSpec {
  kind: FieldKind;
  label: string;
  values?: readonly string[];
  min?: number;
  max?: number;
  maxLength?: number;
  pattern?: RegExp;
}

const YES_NO = ['oui', 'non'] as const;
const money = (label: string, max = 100_000): FieldSpec => ({ kind: 'number', label, min: 0, max });

export const FIELDS: Record<string, FieldSpec> = {
  // Situation personnelle
  date_naissance: { kind: 'date', label: 'Date de naissance' },
  nationalite: { kind: 'enum', label: 'Nationalité', values: ['francaise', 'ue', 'autre'] },
  statut_marital: {
    kind: 'enum',
    label: 'Situation familiale',
    values: ['celibataire', 'marie', 'pacse', 'concubinage', 'separe', 'divorce', 'veuf'],
  },
  en_couple: { kind: 'bool', label: 'En couple' },
  nombre_enfants: { kind: 'number', label: "Nombre d'enfants", min: 0, max: 20 },
  nombre_enfants_a_charge: { kind: 'number', label: "Nombre d'enfants à charge", min: 0, max: 20 },
  enfant_a_charge: { kind: 'bool', label: 'Enfant à charge' },
  garde_alternee: {
    kind: 'enum',
    label: 'Garde alternée',
    values: ['oui_garde_alternee', 'non_pas_de_garde_alternee', 'non_renseigne'],
  },
  situation_parents: {
    kind: 'enum',
    label: 'Situation de vos parents',
    values: ['present', 'decede', 'sans_autorite'],
  },
  lieu_residence: {
    kind: 'enum',
    label: 'Lieu de résidence',
    values: [
      'france_metropolitaine',
      'guadeloupe',
      'martinique',
      'guyane',
      'la_reunion',
      'mayotte',
      'saint_pierre_miquelon',
      'saint_martin',
      'saint_barthelemy',
      'wallis_et_futuna',
      'polynesie_francaise',
      'nouvelle_caledonie',
      'etranger',
    ],
  },
  en_france: { kind: 'bool', label: 'Résidence en France' },
  enceinte: { kind: 'enum', label: 'Grossesse', values: ['oui', 'non', 'pas_concerne'] },
  parents_situation: { kind: 'text', label: 'Situation de vos parents', maxLength: 40 },
  parents_rfr: money('Revenu fiscal de référence de vos parents', 10_000_000),
  parents_nbptr: { kind: 'number', label: 'Nombre de parts fiscales de vos parents', min: 1, max: 20 },
  // Situation professionnelle
  situation_professionnelle: {
    kind: 'enum',
    label: 'Situation professionnelle',
    values: [
      'etudiant',
      'lyceen',
      'salarie',
      'independant',
      'auto_entrepreneur',
      'chomage',
      'chomeur',
      'demandeur_emploi',
      'alternant',
      'apprenti',
      'stagiaire',
      'service_civique',
      'retraite',
      'sans_activite',
      'inactif',
      'formation',
      'fonctionnaire',
      'interimaire',
      'autre',
    ],
  },
  type_contrat: {
    kind: 'enum',
    label: 'Type de contrat',
    values: [
      'cdi',
      'cdd',
      'interim',
      'saisonnier',
      'apprentissage',
      'professionnalisation',
      'cui_cae',
      'cui_cie',
      'pec',
    ],
  },
  temps_travail: {
    kind: 'enum',
    label: 'Temps de travail',
    values: ['temps_plein', 'temps_partiel_plus_24h', 'temps_partiel_moins_24h'],
  },
  heures_travail: { kind: 'number', label: 'Heures de travail par semaine', min: 0, max: 50 },
  type_employeur: {
    kind: 'enum',
    label: "Type d'employeur",
    values: ['prive', 'public', 'association', 'particulier'],
  },
  taille_entreprise: { kind: 'enum', label: "Taille de l'entreprise", values: ['tpe', 'pme', 'eti', 'ge'] },
  salaire_mensuel_net: money('Salaire mensuel net'),
  salaire_mensuel_brut: money('Salaire mensuel brut'),
  montant_salaire: money('Montant du salaire'),
  revenu_annuel: money('Revenu annuel', 1_000_000),
  inscrit_pole_emploi: { kind: 'bool', label: 'Inscrit(e) à France Travail' },
  date_inscription_pole_emploi: { kind: 'date', label: "Date d'inscription à France Travail" },
  indemnisation_chomage: {
    kind: 'enum',
    label: 'Indemnisation chômage',
    values: ['are', 'ass', 'autre', 'non', 'fin_droits'],
  },
  montant_allocation: money('Montant de l’allocation', 10_000),
  service_civique: { kind: 'bool', label: 'Service civique' },
  garantie_jeunes: { kind: 'bool', label: 'Garantie jeunes' },
  secteur_agricole: { kind: 'bool', label: 'Employeur du secteur agricole' },
  // Logement
  type_logement: {
    kind: 'enum',
    label: 'Type de logement',
    values: [
      'locataire',
      'locataire_vide',
      'locataire_meuble',
      'locataire_foyer',
      'proprietaire',
      'heberge_parents',
      'heberge_famille',
      'heberge_autre',
      'loge_gratuit',
      'sans_logement',
      'sans_domicile',
    ],
  },
  type_location: { kind: 'enum', label: 'Type de location', values: ['vide', 'meuble', 'foyer'] },
  loyer: money('Loyer', 20_000),
  charges_logement: money('Charges', 10_000),
  colocation: { kind: 'bool', label: 'Colocation' },
  logementChambre: { kind: 'bool', label: 'Chambre' },
  logementCROUS: { kind: 'bool', label: 'Logement CROUS' },
  type_crous: {
    kind: 'enum',
    label: 'Type de logement CROUS',
    values: ['chambre', 'studio', 't1', 't2', 'autre'],
  },
  logement_social: { kind: 'bool', label: 'Logement social' },
  conventionne: { kind: 'bool', label: 'Logement conventionné' },
  etatLogementFoyer: { kind: 'enum', label: 'État du foyer', values: ['rehabilite', 'non_rehabilite'] },
  primoAccedant: { kind: 'bool', label: 'Primo-accédant' },
  proprietaire_proche_famille: { kind: 'bool', label: 'Propriétaire de votre famille proche' },
  zoneLogement: { kind: 'enum', label: 'Zone du logement', values: ['zone_1', 'zone_2', 'zone_3'] },
  code_postal: { kind: 'text', label: 'Code postal', maxLength: 5, pattern: /^\d{5}$/ },
  commune: { kind: 'text', label: 'Commune', maxLength: 80 },
  departement: { kind: 'text', label: 'Département', maxLength: 3 },
  region: { kind: 'text', label: 'Région', maxLength: 40 },
  epci: { kind: 'text', label: 'EPCI', maxLength: 12 },
  epci_type: { kind: 'text', label: "Type d'EPCI", maxLength: 12 },
  personnesLogement: { kind: 'number', label: 'Personnes dans le logement', min: 1, max: 30 },
  surface: { kind: 'number', label: 'Surface', min: 1, max: 2000 },
  demenagement: { kind: 'number', label: 'Déménagement', min: -120, max: 120 },
  // Formation
  scolarite: {
    kind: 'enum',
    label: 'Scolarité',
    values: ['college', 'lycee', 'enseignement_superieur', 'grande_ecole_du_numerique', 'inconnue'],
  },
  niveau_etude: { kind: 'text', label: "Niveau d'études", maxLength: 20 },
  statut_formation: {
    kind: 'enum',
    label: 'Statut de formation',
    values: [
      'etudiant',
      'apprenti',
      'stagiaire',
      'formation_continue',
      'formation_sanitaire_social',
      'sans_formation',
    ],
  },
  etablissement: {
    kind: 'enum',
    label: 'Établissement',
    values: ['public', 'prive_sous_contrat', 'prive_hors_contrat', 'inconnu'],
  },
  mention_bac: {
    kind: 'enum',
    label: 'Mention au bac',
    values: [
      'non_renseignee',
      'aucune',
      'mention_assez_bien',
      'mention_bien',
      'mention_tres_bien',
      'mention_tres_bien_felicitations_jury',
    ],
  },
  boursier: { kind: 'bool', label: 'Boursier' },
  echelon_bourse: { kind: 'number', label: 'Échelon de bourse', min: -1, max: 7 },
  distance_domicile_familial: {
    kind: 'number',
    label: 'Distance du domicile familial (km)',
    min: 0,
    max: 20_000,
  },
  freres_soeurs_a_charge: { kind: 'number', label: 'Frères et sœurs à charge', min: 0, max: 20 },
  freres_soeurs_etudiants: { kind: 'number', label: 'Frères et sœurs étudiants', min: 0, max: 20 },
  sortie_academie: { kind: 'bool', label: 'Études dans une autre académie' },
  sortie_region_academique: { kind: 'bool', label: 'Master dans une autre région académique' },
  formationRemuneree: { kind: 'bool', label: 'Formation rémunérée' },
  montantRemuneration: money('Rémunération de la formation'),
  remuneration_formation: money('Rémunération de la formation'),
  formationBAFA: { kind: 'bool', label: 'Formation BAFA' },
  etapeBAFA: { kind: 'text', label: 'Étape du BAFA', maxLength: 40 },
  date_debut_formation_bafa: { kind: 'date', label: 'Date de début de la formation BAFA' },
  // Ressources
  typeRessources: { kind: 'list', label: 'Types de ressources' },
  montant_chomage: money('Montant du chômage', 10_000),
  montant_retraite: money('Montant de la retraite'),
  pension_alimentaire: money('Pension alimentaire'),
  montant_pension_alimentaire: money('Pension alimentaire'),
  revenus_locatifs: money('Revenus locatifs'),
  montant_autres_ressources: money('Autres ressources'),
  montant_rsa: money('Montant du RSA', 10_000),
  montant_prime_activite: money("Montant de la prime d'activité", 10_000),
  montant_bourse: money('Montant de la bourse', 10_000),
  montant_apl: money("Montant de l'aide au logement", 10_000),
  epargne: money('Épargne', 100_000_000),
  patrimoine: money('Patrimoine', 100_000_000),
  patrimoine_immobilier: money('Patrimoine immobilier', 100_000_000),
  date_debut_ressources: { kind: 'date', label: 'Date de début des ressources' },
  regularite_ressources: {
    kind: 'enum',
    label: 'Régularité des ressources',
    values: ['regulieres', 'fluctuantes'],
  },
  aides_actuelles: { kind: 'list', label: 'Aides déjà perçues' },
  periodeActivite: {
    kind: 'enum',
    label: "Période d'activité",
    values: ['temps_plein', 'temps_partiel', 'interim', 'pas_travaille'],
  },
  // Santé
  reconnaissance_handicap: {
    kind: 'enum',
    label: 'Reconnaissance du handicap',
    values: ['oui', 'non', 'en_cours'],
  },
  taux_incapacite: { kind: 'enum', label: "Taux d'incapacité", values: ['moins_50', '50_79', '80_plus'] },
  rqth: { kind: 'bool', label: 'RQTH' },
  restriction_acces_emploi: {
    kind: 'bool',
    label: "Restriction substantielle et durable d'accès à l'emploi",
  },
  mutuelle: {
    kind: 'enum',
    label: 'Complémentaire santé',
    values: ['individuelle', 'employeur', 'css', 'cmuc', 'ame', 'acs', 'aucune'],
  },
  frais_sante: { kind: 'number', label: 'Frais de santé', min: 0, max: 10_000 },
};

export { YES_NO };
