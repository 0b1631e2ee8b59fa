// The questionnaire of seed 001 §3 as data, in the six steps of §2. Only questions the engine reads or the
// seed lists. Field names and option values are the seed's; labels are ours.
export type QuestionType = 'select' | 'checkbox' | 'number' | 'text' | 'date';
export type AnswerValue = string | number | boolean | string[];
export type Answers = Record<string, AnswerValue | undefined>;
export type EntityName = 'individu' | 'menage' | 'famille' | 'enfants' | 'parents';

export interface Condition {
  field: string;
  /** For equals/notEquals a list means "one of" / "none of". */
  value: AnswerValue;
  operator: 'equals' | 'notEquals' | 'includes' | 'notIncludes' | 'ageAtLeast' | 'ageAtMost';
}

export interface Option {
  value: string;
  label: string;
}

export interface Question {
  name: string;
  label: string;
  type: QuestionType;
  required?: boolean;
  options?: Option[];
  min?: number;
  max?: number;
  step?: number;
  maxLength?: number;
  pattern?: string;
  /** what the pattern expects, in the error message */
  patternHint?: string;
  placeholder?: string;
  help?: string;
  multiple?: boolean;
  /** all conditions must hold; `{ anyOf }`: at least one of them */
  condition?: Condition | Condition[] | { anyOf: Condition[] };
  entity?: EntityName;
  /** for an answer about one child: the child's id (entity `enfants`) and the field sent */
  enfant?: { id: string; field: string };
  /** options come from the postal code (communes) */
  dynamic?: 'communes';
  unit?: string;
}

export interface Step {
  id: 'situation' | 'situationProfessionnelle' | 'logement' | 'ressources' | 'formation' | 'sante';
  title: string;
  intro: string;
  questions: Question[];
}

const OUI_NON: Option[] = [
  { value: 'oui', label: 'Oui' },
  { value: 'non', label: 'Non' },
];

const EMPLOYEE = ['salarie', 'alternant', 'apprenti', 'interimaire', 'fonctionnaire'];
const SELF_EMPLOYED = ['independant', 'auto_entrepreneur'];
const STUDYING = ['etudiant', 'lyceen', 'alternant', 'apprenti', 'stagiaire', 'formation'];
/** situations in which a person may still have a job besides (a student job, reduced activity…) */
const MAY_WORK_BESIDES = [
  'etudiant',
  'lyceen',
  'stagiaire',
  'formation',
  'chomeur',
  'service_civique',
  'inactif',
  'autre',
];
const NO_JOB = ['chomeur', 'inactif', 'autre', 'etudiant', 'formation'];
const EN_COUPLE = ['marie', 'pacse', 'concubinage'];
/** an employee, or anyone who said they have a job besides */
const hasJob = {
  anyOf: [
    { field: 'situation_professionnelle', operator: 'equals', value: EMPLOYEE },
    { field: 'a_un_emploi', operator: 'equals', value: 'oui' },
  ],
} as const satisfies { anyOf: Condition[] };
const MAX_ENFANTS_DATES = 6;
/** "at least n children": nombre_enfants is one of n…20 */
const auMoinsEnfants = (n: number): Condition => ({
  field: 'nombre_enfants',
  operator: 'equals',
  value: Array.from({ length: 21 - n }, (_, i) => String(n + i)),
});
const isRenting: Condition = { field: 'type_logement', operator: 'equals', value: 'locataire' };
const isStudying: Condition = { field: 'situation_professionnelle', operator: 'equals', value: STUDYING };
const isBuyingABike: Condition = { field: 'projets', operator: 'includes', value: 'velo' };
const isHigherEducation: Condition = {
  field: 'scolarite',
  operator: 'equals',
  value: 'enseignement_superieur',
};

export const STEPS: Step[] = [
  {
    id: 'situation',
    title: 'Situation personnelle',
    intro: 'Quelques informations sur vous et votre famille.',
    questions: [
      {
        name: 'date_naissance',
        label: 'Date de naissance',
        type: 'date',
        required: true,
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        patternHint: 'AAAA-MM-JJ',
      },
      {
        name: 'nationalite',
        label: 'Nationalité',
        type: 'select',
        required: true,
        options: [
          { value: 'francaise', label: 'Française' },
          { value: 'ue', label: 'Union européenne, EEE ou Suisse' },
          { value: 'autre', label: 'Autre nationalité' },
        ],
      },
      {
        name: 'statut_marital',
        label: 'Situation familiale',
        type: 'select',
        required: true,
        options: [
          { value: 'celibataire', label: 'Célibataire' },
          { value: 'marie', label: 'Marié(e)' },
          { value: 'pacse', label: 'Pacsé(e)' },
          { value: 'concubinage', label: 'En concubinage (union libre)' },
          { value: 'separe', label: 'Séparé(e)' },
          { value: 'divorce', label: 'Divorcé(e)' },
          { value: 'veuf', label: 'Veuf ou veuve' },
        ],
      },
      {
        name: 'nombre_enfants',
        label: "Nombre d'enfants à charge",
        type: 'number',
        min: 0,
        max: 20,
        placeholder: '0',
        entity: 'famille',
      },
      {
        name: 'garde_alternee',
        label: 'Vos enfants sont-ils en garde alternée ?',
        type: 'select',
        condition: { field: 'nombre_enfants', operator: 'notEquals', value: ['0', ''] },
        options: [
          { value: 'oui_garde_alternee', label: 'Oui' },
          { value: 'non_pas_de_garde_alternee', label: 'Non' },
          { value: 'non_renseigne', label: 'Je ne souhaite pas répondre' },
        ],
      },
      ...Array.from({ length: MAX_ENFANTS_DATES }, (_, i): Question => ({
        name: `date_naissance_enfant_${i + 1}`,
        label:
          i === 0
            ? 'Date de naissance de votre premier enfant'
            : `Date de naissance de votre enfant n° ${i + 1}`,
        type: 'date',
        required: true,
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        patternHint: 'AAAA-MM-JJ',
        help: i === 0 ? "L'âge des enfants compte pour les allocations familiales et la PAJE." : undefined,
        condition: auMoinsEnfants(i + 1),
        entity: 'enfants',
        enfant: { id: `enfant_${i + 1}`, field: 'date_naissance' },
      })),
      {
        name: 'enceinte',
        label: 'Êtes-vous enceinte ?',
        type: 'select',
        options: [
          { value: 'pas_concerne', label: 'Non concerné(e)' },
          { value: 'oui', label: 'Oui' },
          { value: 'non', label: 'Non' },
        ],
      },
      {
        name: 'situation_parents',
        label: 'Vos parents',
        type: 'select',
        help: 'Utile pour les aides aux étudiants et aux jeunes.',
        options: [
          { value: 'present', label: 'Au moins un parent est en vie et exerce l’autorité parentale' },
          { value: 'decede', label: 'Mes deux parents sont décédés' },
          { value: 'sans_autorite', label: 'Mes parents n’exercent plus l’autorité parentale' },
        ],
      },
      {
        name: 'lieu_residence',
        label: 'Où habitez-vous ?',
        type: 'select',
        required: true,
        options: [
          { value: 'france_metropolitaine', label: 'France métropolitaine' },
          { value: 'guadeloupe', label: 'Guadeloupe' },
          { value: 'martinique', label: 'Martinique' },
          { value: 'guyane', label: 'Guyane' },
          { value: 'la_reunion', label: 'La Réunion' },
          { value: 'mayotte', label: 'Mayotte' },
          { value: 'saint_pierre_miquelon', label: 'Saint-Pierre-et-Miquelon' },
          { value: 'saint_martin', label: 'Saint-Martin' },
          { value: 'saint_barthelemy', label: 'Saint-Barthélemy' },
          { value: 'wallis_et_futuna', label: 'Wallis-et-Futuna' },
          { value: 'polynesie_francaise', label: 'Polynésie française' },
          { value: 'nouvelle_caledonie', label: 'Nouvelle-Calédonie' },
          { value: 'etranger', label: 'À l’étranger' },
        ],
      },
    ],
  },
  {
    id: 'situationProfessionnelle',
    title: 'Situation professionnelle',
    intro: 'Votre activité actuelle et vos revenus du travail.',
    questions: [
      {
        name: 'situation_professionnelle',
        label: 'Quelle est votre situation actuelle ?',
        type: 'select',
        required: true,
        options: [
          { value: 'etudiant', label: 'Étudiant(e)' },
          { value: 'lyceen', label: 'Lycéen(ne)' },
          { value: 'alternant', label: 'Alternant(e)' },
          { value: 'apprenti', label: 'Apprenti(e)' },
          { value: 'stagiaire', label: 'Stagiaire' },
          { value: 'formation', label: 'En formation professionnelle' },
          { value: 'salarie', label: 'Salarié(e)' },
          { value: 'fonctionnaire', label: 'Fonctionnaire' },
          { value: 'interimaire', label: 'Intérimaire' },
          { value: 'independant', label: 'Indépendant(e)' },
          { value: 'auto_entrepreneur', label: 'Auto-entrepreneur' },
          { value: 'chomeur', label: 'Demandeur(se) d’emploi' },
          { value: 'service_civique', label: 'En service civique' },
          { value: 'inactif', label: 'Sans activité' },
          { value: 'retraite', label: 'Retraité(e)' },
          { value: 'autre', label: 'Autre situation' },
        ],
      },
      {
        name: 'a_un_emploi',
        label: 'Avez-vous aussi un emploi salarié (job étudiant, CDD, intérim, activité réduite…) ?',
        type: 'select',
        options: OUI_NON,
        condition: { field: 'situation_professionnelle', operator: 'equals', value: MAY_WORK_BESIDES },
      },
      {
        name: 'type_contrat',
        label: 'Type de contrat',
        type: 'select',
        condition: hasJob,
        options: [
          { value: 'cdi', label: 'CDI' },
          { value: 'cdd', label: 'CDD' },
          { value: 'interim', label: 'Intérim' },
          { value: 'saisonnier', label: 'Saisonnier' },
          { value: 'apprentissage', label: 'Contrat d’apprentissage' },
          { value: 'professionnalisation', label: 'Contrat de professionnalisation' },
          { value: 'cui_cae', label: 'CUI-CAE' },
          { value: 'cui_cie', label: 'CUI-CIE' },
          { value: 'pec', label: 'Parcours emploi compétences (PEC)' },
        ],
      },
      {
        name: 'temps_travail',
        label: 'Temps de travail',
        type: 'select',
        condition: hasJob,
        options: [
          { value: 'temps_plein', label: 'Temps plein' },
          { value: 'temps_partiel_plus_24h', label: 'Temps partiel, 24 h ou plus par semaine' },
          { value: 'temps_partiel_moins_24h', label: 'Temps partiel, moins de 24 h par semaine' },
        ],
      },
      {
        name: 'heures_travail',
        label: 'Heures de travail par semaine',
        type: 'number',
        min: 0,
        max: 50,
        unit: 'h',
        condition: hasJob,
      },
      {
        name: 'salaire_mensuel_net',
        label: 'Salaire mensuel net',
        type: 'number',
        min: 0,
        max: 100000,
        unit: '€',
        help: 'Montant moyen versé chaque mois, avant prélèvement à la source.',
        condition: hasJob,
      },
      {
        name: 'revenu_independant',
        label: 'Revenu mensuel moyen de votre activité (bénéfice)',
        type: 'number',
        min: 0,
        max: 100000,
        unit: '€',
        help: 'Votre chiffre d’affaires moins vos frais, en moyenne par mois.',
        condition: { field: 'situation_professionnelle', operator: 'equals', value: SELF_EMPLOYED },
      },
      {
        name: 'inscrit_pole_emploi',
        label: 'Êtes-vous inscrit(e) à France Travail ?',
        type: 'select',
        options: OUI_NON,
        condition: { field: 'situation_professionnelle', operator: 'equals', value: NO_JOB },
      },
      {
        name: 'indemnisation_chomage',
        label: 'Êtes-vous indemnisé(e) ?',
        type: 'select',
        condition: { field: 'inscrit_pole_emploi', operator: 'equals', value: 'oui' },
        options: [
          { value: 'are', label: 'Oui, allocation d’aide au retour à l’emploi (ARE)' },
          { value: 'ass', label: 'Oui, allocation de solidarité spécifique (ASS)' },
          { value: 'autre', label: 'Oui, une autre allocation' },
          { value: 'non', label: 'Non' },
          { value: 'fin_droits', label: 'Mes droits sont terminés' },
        ],
      },
      {
        name: 'montant_allocation',
        label: 'Montant mensuel de votre allocation',
        type: 'number',
        required: true,
        min: 0,
        max: 10000,
        unit: '€',
        help: 'Le montant net versé par France Travail chaque mois.',
        condition: { field: 'indemnisation_chomage', operator: 'equals', value: ['are', 'ass', 'autre'] },
      },
      {
        name: 'date_inscription_pole_emploi',
        label: 'Depuis quand êtes-vous inscrit(e) à France Travail ?',
        type: 'date',
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        patternHint: 'AAAA-MM-JJ',
        help: 'Facultatif. Après deux mois de chômage, vos revenus d’activité passés comptent moins pour les aides au logement.',
        condition: { field: 'inscrit_pole_emploi', operator: 'equals', value: 'oui' },
      },
      {
        name: 'service_civique',
        label: 'Faites-vous un service civique ?',
        type: 'select',
        options: OUI_NON,
        condition: {
          field: 'situation_professionnelle',
          operator: 'notEquals',
          value: ['service_civique', 'retraite'],
        },
      },
    ],
  },
  {
    id: 'logement',
    title: 'Logement',
    intro: 'Où et comment vous êtes logé(e).',
    questions: [
      {
        name: 'type_logement',
        label: 'Vous êtes',
        type: 'select',
        required: true,
        entity: 'menage',
        options: [
          { value: 'locataire', label: 'Locataire (ou en colocation, en résidence, en foyer)' },
          { value: 'proprietaire', label: 'Propriétaire' },
          { value: 'heberge_parents', label: 'Hébergé(e) chez mes parents' },
          { value: 'heberge_famille', label: 'Hébergé(e) dans ma famille' },
          { value: 'heberge_autre', label: 'Hébergé(e) par une autre personne' },
          { value: 'sans_logement', label: 'Sans logement stable' },
        ],
      },
      {
        name: 'type_location',
        label: 'Type de location',
        type: 'select',
        required: true,
        entity: 'menage',
        condition: isRenting,
        options: [
          { value: 'vide', label: 'Logement vide' },
          { value: 'meuble', label: 'Logement meublé' },
          { value: 'foyer', label: 'Foyer ou résidence sociale' },
        ],
      },
      {
        name: 'loyer',
        label: 'Loyer mensuel (hors charges)',
        type: 'number',
        required: true,
        min: 0,
        max: 20000,
        unit: '€',
        entity: 'menage',
        condition: isRenting,
      },
      {
        name: 'charges_logement',
        label: 'Charges mensuelles',
        type: 'number',
        min: 0,
        max: 10000,
        unit: '€',
        entity: 'menage',
        condition: isRenting,
        help: 'Laissez vide si elles sont comprises dans le loyer.',
      },
      {
        name: 'colocation',
        label: 'Êtes-vous en colocation ?',
        type: 'select',
        options: OUI_NON,
        entity: 'menage',
        condition: isRenting,
      },
      {
        name: 'logementChambre',
        label: 'Louez-vous une chambre (et non un logement entier) ?',
        type: 'select',
        options: OUI_NON,
        entity: 'menage',
        condition: isRenting,
      },
      {
        name: 'logementCROUS',
        label: 'Est-ce un logement du Crous ?',
        type: 'select',
        options: OUI_NON,
        entity: 'menage',
        condition: isRenting,
      },
      {
        name: 'logement_social',
        label: 'Est-ce un logement social (HLM) ?',
        type: 'select',
        options: OUI_NON,
        entity: 'menage',
        condition: isRenting,
      },
      {
        name: 'conventionne',
        label: 'Votre bail mentionne-t-il un logement conventionné (APL) ?',
        type: 'select',
        options: OUI_NON,
        entity: 'menage',
        help: 'Facultatif. Un logement conventionné ouvre droit à l’APL et, en HLM, à la réduction de loyer de solidarité.',
        condition: [isRenting, { field: 'logement_social', operator: 'notEquals', value: 'oui' }],
      },
      {
        name: 'proprietaire_proche_famille',
        label: 'Le propriétaire est-il un membre de votre famille proche ?',
        type: 'select',
        options: OUI_NON,
        entity: 'menage',
        condition: isRenting,
      },
      {
        name: 'primoAccedant',
        label: 'S’agit-il de votre premier achat immobilier ?',
        type: 'select',
        options: OUI_NON,
        entity: 'menage',
        condition: { field: 'type_logement', operator: 'equals', value: 'proprietaire' },
      },
      {
        name: 'code_postal',
        label: 'Code postal',
        type: 'text',
        required: true,
        maxLength: 5,
        pattern: '^\\d{5}$',
        patternHint: '5 chiffres',
        placeholder: '69002',
        help: 'Le code postal de votre logement, en 5 chiffres.',
        entity: 'menage',
        condition: { field: 'type_logement', operator: 'notEquals', value: 'sans_logement' },
      },
      {
        name: 'commune',
        label: 'Commune',
        type: 'select',
        required: true,
        entity: 'menage',
        dynamic: 'communes',
        condition: { field: 'type_logement', operator: 'notEquals', value: 'sans_logement' },
      },
      {
        name: 'difficultes_acces_logement',
        label: 'Avez-vous du mal à trouver un logement ou à payer ses frais (loyer, charges, énergie) ?',
        help: 'Les fonds de solidarité pour le logement de votre département ou de votre métropole peuvent vous aider.',
        type: 'select',
        options: OUI_NON,
        entity: 'menage',
        condition: [
          { field: 'type_logement', operator: 'notEquals', value: 'proprietaire' },
          { field: 'date_naissance', operator: 'ageAtLeast', value: 18 },
        ],
      },
    ],
  },
  {
    id: 'ressources',
    title: 'Ressources',
    intro: 'Vos autres revenus et les aides que vous touchez déjà.',
    questions: [
      {
        name: 'typeRessources',
        label: 'Percevez-vous d’autres ressources que votre salaire ?',
        type: 'checkbox',
        multiple: true,
        help: 'Cochez tout ce qui s’applique (l’allocation chômage se déclare à l’étape précédente).',
        options: [
          { value: 'pensions_alimentaires_percues', label: 'Pension alimentaire reçue' },
          { value: 'indemnites_journalieres', label: 'Indemnités journalières (arrêt maladie, maternité)' },
          { value: 'revenus_stage_formation_pro', label: 'Rémunération de stage ou de formation' },
          { value: 'pensions_invalidite', label: 'Pension d’invalidité' },
          { value: 'retraite_nette', label: 'Retraite' },
          { value: 'revenus_locatifs', label: 'Revenus locatifs' },
        ],
      },
      ...(
        [
          [
            'pensions_alimentaires_percues',
            'pension_alimentaire',
            'Montant mensuel de la pension alimentaire',
          ],
          [
            'indemnites_journalieres',
            'montant_indemnites_journalieres',
            'Montant mensuel des indemnités journalières',
          ],
          [
            'revenus_stage_formation_pro',
            'montantRemuneration',
            'Montant mensuel de la rémunération de stage ou de formation',
          ],
          ['pensions_invalidite', 'montant_pension_invalidite', 'Montant mensuel de la pension d’invalidité'],
          ['retraite_nette', 'montant_retraite', 'Montant mensuel de la retraite'],
          ['revenus_locatifs', 'revenus_locatifs', 'Revenus locatifs mensuels'],
        ] as const
      ).map(([type, name, label]): Question => ({
        name,
        label,
        type: 'number',
        required: true,
        min: 0,
        max: 100000,
        unit: '€',
        condition: { field: 'typeRessources', operator: 'includes', value: type },
      })),
      {
        name: 'revenus_conjoint',
        label: 'Revenus mensuels nets de votre conjoint(e)',
        type: 'number',
        min: 0,
        max: 100000,
        unit: '€',
        help: 'Salaire ou autres revenus, en moyenne par mois. Laissez vide s’il ou elle n’en a pas.',
        condition: { field: 'statut_marital', operator: 'equals', value: EN_COUPLE },
      },
      {
        name: 'date_debut_ressources',
        label: 'Depuis quand vivez-vous dans ce logement avec ces ressources ?',
        type: 'date',
        maxLength: 10,
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        patternHint: 'AAAA-MM-JJ',
        help: 'Facultatif. Sert à estimer l’ancienneté de votre situation.',
      },
      {
        name: 'aides_actuelles',
        label: 'Quelles aides percevez-vous déjà ?',
        type: 'checkbox',
        multiple: true,
        options: [
          { value: 'aide_logement', label: 'Aide au logement (APL, ALS, ALF)' },
          { value: 'rsa', label: 'RSA' },
          { value: 'prime_activite', label: 'Prime d’activité' },
          { value: 'bourse', label: 'Bourse sur critères sociaux' },
          { value: 'css', label: 'Complémentaire santé solidaire' },
          { value: 'aah', label: 'Allocation aux adultes handicapés (AAH)' },
          { value: 'af', label: 'Allocations familiales' },
          { value: 'asf', label: 'Allocation de soutien familial' },
          { value: 'ars', label: 'Allocation de rentrée scolaire' },
          { value: 'paje', label: 'Prestation d’accueil du jeune enfant (PAJE)' },
          { value: 'cheque_energie', label: 'Chèque énergie' },
          { value: 'cej', label: 'Contrat d’engagement jeune' },
          { value: 'pass_culture', label: 'Pass Culture' },
          { value: 'pass_sport', label: 'Pass’Sport' },
          { value: 'visale', label: 'Garantie Visale' },
          { value: 'locapass', label: 'Avance Loca-Pass' },
          { value: 'mobili_jeune', label: 'Mobili-Jeune' },
          { value: 'aide_merite', label: 'Aide au mérite' },
        ],
      },
      ...(
        [
          ['rsa', 'montant_rsa', 'Montant mensuel du RSA perçu'],
          ['prime_activite', 'montant_prime_activite', 'Montant mensuel de la prime d’activité perçue'],
          ['bourse', 'montant_bourse', 'Montant mensuel de la bourse perçue'],
        ] as const
      ).map(([aide, name, label]): Question => ({
        name,
        label,
        type: 'number',
        min: 0,
        max: 10000,
        unit: '€',
        condition: { field: 'aides_actuelles', operator: 'includes', value: aide },
      })),
    ],
  },
  {
    id: 'formation',
    title: 'Formation',
    intro: 'Vos études ou votre formation, et les revenus de vos parents.',
    questions: [
      {
        name: 'scolarite',
        label: 'Où étudiez-vous ?',
        type: 'select',
        condition: isStudying,
        options: [
          { value: 'college', label: 'Au collège' },
          { value: 'lycee', label: 'Au lycée' },
          { value: 'enseignement_superieur', label: 'Dans l’enseignement supérieur' },
          { value: 'grande_ecole_du_numerique', label: 'Dans une Grande École du Numérique' },
          { value: 'inconnue', label: 'Autre' },
        ],
      },
      {
        name: 'niveau_etude',
        label: "Niveau d'études",
        type: 'select',
        condition: isStudying,
        options: [
          { value: 'cap_1', label: 'CAP 1re année' },
          { value: 'cap_2', label: 'CAP 2e année' },
          { value: 'seconde', label: 'Seconde' },
          { value: 'premiere', label: 'Première' },
          { value: 'terminale', label: 'Terminale' },
          { value: 'bts_1', label: 'BTS 1re année' },
          { value: 'bts_2', label: 'BTS 2e année' },
          { value: 'but_1', label: 'BUT 1re année' },
          { value: 'but_2', label: 'BUT 2e année' },
          { value: 'but_3', label: 'BUT 3e année' },
          { value: 'cpge_1', label: 'CPGE 1re année' },
          { value: 'cpge_2', label: 'CPGE 2e année' },
          { value: 'licence_1', label: 'Licence 1' },
          { value: 'licence_2', label: 'Licence 2' },
          { value: 'licence_3', label: 'Licence 3' },
          { value: 'master_1', label: 'Master 1' },
          { value: 'master_2', label: 'Master 2' },
          { value: 'doctorat_1', label: 'Doctorat 1re année' },
          { value: 'doctorat_2', label: 'Doctorat 2e année' },
          { value: 'doctorat_3', label: 'Doctorat 3e année' },
          { value: 'autre', label: 'Autre' },
        ],
      },
      {
        name: 'statut_formation',
        label: 'Statut',
        type: 'select',
        condition: isStudying,
        options: [
          { value: 'etudiant', label: 'Étudiant(e)' },
          { value: 'apprenti', label: 'Apprenti(e)' },
          { value: 'stagiaire', label: 'Stagiaire' },
          { value: 'formation_continue', label: 'En formation continue' },
          { value: 'formation_sanitaire_social', label: 'En formation sanitaire ou sociale' },
          { value: 'sans_formation', label: 'Aucun de ces statuts' },
        ],
      },
      {
        name: 'specialite_formation',
        label: 'Dans quel domaine est votre formation ?',
        type: 'select',
        condition: [
          isStudying,
          { field: 'scolarite', operator: 'equals', value: ['lycee', 'enseignement_superieur', 'inconnue'] },
        ],
        options: [
          {
            value: 'groupe_330',
            label: 'Sanitaire ou social (soins infirmiers, aide-soignant, travail social…)',
          },
          { value: 'autre', label: 'Un autre domaine' },
        ],
      },
      {
        name: 'etablissement',
        label: 'Votre établissement est',
        type: 'select',
        condition: [isStudying, isHigherEducation],
        options: [
          { value: 'public', label: 'Public' },
          { value: 'prive_sous_contrat', label: 'Privé sous contrat (habilité à recevoir des boursiers)' },
          { value: 'prive_hors_contrat', label: 'Privé hors contrat' },
          { value: 'inconnu', label: 'Je ne sais pas' },
        ],
      },
      {
        name: 'mention_bac',
        label: 'Mention obtenue au bac',
        type: 'select',
        condition: [isStudying, isHigherEducation],
        options: [
          { value: 'aucune', label: 'Sans mention' },
          { value: 'mention_assez_bien', label: 'Assez bien' },
          { value: 'mention_bien', label: 'Bien' },
          { value: 'mention_tres_bien', label: 'Très bien' },
          { value: 'mention_tres_bien_felicitations_jury', label: 'Très bien avec félicitations du jury' },
        ],
      },
      {
        name: 'distance_domicile_familial',
        label: 'Distance entre le domicile de vos parents et votre lieu d’études',
        type: 'number',
        min: 0,
        max: 20000,
        unit: 'km',
        entity: 'individu',
        condition: [isStudying, isHigherEducation],
      },
      {
        name: 'freres_soeurs_a_charge',
        label: 'Nombre de frères et sœurs à la charge de vos parents',
        type: 'number',
        min: 0,
        max: 20,
        condition: [isStudying, isHigherEducation],
      },
      {
        name: 'freres_soeurs_etudiants',
        label: 'Dont étudiants dans l’enseignement supérieur',
        type: 'number',
        min: 0,
        max: 20,
        condition: [isStudying, isHigherEducation],
      },
      {
        name: 'boursier',
        label: 'Êtes-vous boursier(e) ?',
        type: 'select',
        options: OUI_NON,
        condition: isStudying,
      },
      {
        name: 'echelon_bourse',
        label: 'Échelon de bourse',
        type: 'select',
        condition: { field: 'boursier', operator: 'equals', value: 'oui' },
        options: ['0', '1', '2', '3', '4', '5', '6', '7'].map((e) => ({
          value: e,
          label: e === '0' ? 'Échelon 0 bis' : `Échelon ${e}`,
        })),
      },
      {
        name: 'parents_rfr',
        label: 'Revenu fiscal de référence de vos parents',
        type: 'number',
        min: 0,
        max: 10000000,
        unit: '€',
        entity: 'parents',
        help: 'Sur leur dernier avis d’imposition. Laissez vide si vous ne le connaissez pas.',
        condition: [isStudying, isHigherEducation],
      },
      {
        name: 'parents_nbptr',
        label: 'Nombre de parts fiscales de vos parents',
        type: 'number',
        min: 1,
        max: 20,
        step: 0.5,
        entity: 'parents',
        condition: [isStudying, isHigherEducation],
      },
      {
        name: 'parents_situation',
        label: 'Vos parents vivent',
        type: 'select',
        entity: 'parents',
        condition: [isStudying, isHigherEducation],
        options: [
          { value: 'celibataire', label: 'Seul(e) (parent isolé)' },
          { value: 'en_couple', label: 'En couple' },
        ],
      },
    ],
  },
  {
    id: 'sante',
    title: 'Santé',
    intro: 'Votre santé et vos projets, pour repérer les aides qui vous concernent.',
    questions: [
      {
        name: 'reconnaissance_handicap',
        label: 'Avez-vous une reconnaissance de handicap (MDPH) ?',
        type: 'select',
        options: [
          { value: 'oui', label: 'Oui' },
          { value: 'non', label: 'Non' },
          { value: 'en_cours', label: 'Demande en cours' },
        ],
      },
      {
        name: 'taux_incapacite',
        label: "Taux d'incapacité",
        type: 'select',
        condition: { field: 'reconnaissance_handicap', operator: 'equals', value: 'oui' },
        options: [
          { value: 'moins_50', label: 'Moins de 50 %' },
          { value: '50_79', label: 'Entre 50 et 79 %' },
          { value: '80_plus', label: '80 % ou plus' },
        ],
      },
      {
        name: 'restriction_acces_emploi',
        label: 'La MDPH a-t-elle reconnu une restriction substantielle et durable d’accès à l’emploi ?',
        type: 'select',
        options: OUI_NON,
        condition: { field: 'taux_incapacite', operator: 'equals', value: '50_79' },
      },
      {
        name: 'regime_securite_sociale',
        label: 'À quel régime de sécurité sociale êtes-vous rattaché(e) ?',
        type: 'select',
        condition: { field: 'date_naissance', operator: 'ageAtMost', value: 25 },
        options: [
          { value: 'regime_general', label: 'Le régime général (CPAM)' },
          { value: 'regime_agricole', label: 'Le régime agricole (MSA)' },
          { value: 'autres_regimes', label: 'Un autre régime' },
          { value: 'inconnu', label: 'Je ne sais pas' },
        ],
      },
      {
        name: 'mutuelle',
        label: 'Quelle complémentaire santé avez-vous ?',
        type: 'select',
        options: [
          { value: 'individuelle', label: 'Une mutuelle individuelle' },
          { value: 'employeur', label: 'La mutuelle de mon employeur' },
          { value: 'css', label: 'La complémentaire santé solidaire' },
          { value: 'cmuc', label: 'La CMU-C (ancienne)' },
          { value: 'ame', label: 'L’aide médicale de l’État' },
          { value: 'acs', label: 'L’ACS (ancienne)' },
          { value: 'aucune', label: 'Aucune' },
        ],
      },
      {
        name: 'projets',
        label: 'Des projets pour lesquels vous aimeriez être aidé(e) ?',
        type: 'checkbox',
        multiple: true,
        options: [
          { value: 'permis', label: 'Passer le permis de conduire' },
          { value: 'bafa', label: 'Passer le BAFA (animateur)' },
          { value: 'etudes_etranger', label: 'Étudier ou faire un stage à l’étranger' },
          { value: 'velo', label: 'Acheter un vélo' },
          { value: 'sante', label: 'Me soigner ou accéder à des aides sociales' },
        ],
      },
      {
        name: 'velo_type',
        label: 'Quel vélo voulez-vous acheter ?',
        type: 'select',
        condition: isBuyingABike,
        options: [
          { value: 'mécanique simple', label: 'Un vélo classique' },
          { value: 'électrique', label: 'Un vélo à assistance électrique' },
          { value: 'cargo', label: 'Un vélo cargo' },
          { value: 'cargo électrique', label: 'Un vélo cargo électrique' },
          { value: 'pliant', label: 'Un vélo pliant' },
          { value: 'pliant électrique', label: 'Un vélo pliant électrique' },
          { value: 'motorisation', label: 'Un kit de motorisation' },
          { value: 'adapté', label: 'Un vélo adapté (handicap)' },
        ],
      },
      {
        name: 'velo_etat',
        label: 'Neuf ou d’occasion ?',
        type: 'select',
        condition: isBuyingABike,
        options: [
          { value: 'neuf', label: 'Neuf' },
          { value: 'occasion', label: 'D’occasion' },
        ],
      },
      {
        name: 'velo_prix',
        label: 'Prix du vélo',
        type: 'number',
        min: 0,
        max: 20000,
        unit: '€',
        condition: isBuyingABike,
      },
    ],
  },
];

/** Fields filled in before the person answers (seed 001 §9 defaults). */
export const DEFAULT_ANSWERS: Answers = { enceinte: 'pas_concerne', lieu_residence: 'france_metropolitaine' };
