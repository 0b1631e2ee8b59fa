// Step « Formation »: studies, grants, BAFA, and the parents' tax household a young person may belong to.
import type { Situation } from '../../core/situation.ts';
import {
  CONJOINT,
  DEMANDEUR,
  FOYER,
  FOYER_PARENTS,
  bool,
  ceMois,
  depuisN2,
  num,
  str,
  type Brouillon,
  type Correspondance,
} from './contexte.ts';

const ANNEE_ETUDE = new Set([
  'cap_1',
  'cap_2',
  'seconde',
  'premiere',
  'terminale',
  'bts_1',
  'bts_2',
  'cpge_1',
  'cpge_2',
  'but_1',
  'but_2',
  'but_3',
  'licence_1',
  'licence_2',
  'licence_3',
  'master_1',
  'master_2',
  'doctorat_1',
  'doctorat_2',
  'doctorat_3',
]);

export const CORRESPONDANCES_FORMATION: Correspondance[] = [
  {
    champs: ['scolarite', 'situation_professionnelle', 'statut_formation'],
    variables: ['individu.scolarite'],
    note: 'un étudiant sans réponse est dans l’enseignement supérieur, un lycéen au lycée',
  },
  { champs: ['niveau_etude'], variables: ['individu.annee_etude'] },
  {
    champs: ['etablissement'],
    variables: ['individu.statuts_etablissement_scolaire'],
    note: 'public par défaut',
  },
  {
    champs: ['boursier', 'echelon_bourse'],
    variables: ['individu.boursier', 'individu.bourse_criteres_sociaux_echelon'],
  },
  { champs: ['mention_bac'], variables: ['individu.mention_baccalaureat'] },
  {
    champs: ['specialite_formation'],
    variables: [],
    note: 'groupe_330 (sanitaire et social) : lu par les aides locales',
  },
  {
    champs: ['distance_domicile_familial', 'freres_soeurs_a_charge', 'freres_soeurs_etudiants'],
    variables: [
      'individu.bourse_criteres_sociaux_distance_domicile_familial',
      'famille.bourse_criteres_sociaux_nombre_enfants_a_charge',
      'famille.bourse_criteres_sociaux_nombre_enfants_a_charge_dans_enseignement_superieur',
    ],
  },
  {
    champs: ['sortie_academie', 'sortie_region_academique'],
    variables: ['individu.sortie_academie', 'individu.sortie_region_academique'],
  },
  {
    champs: ['formationBAFA', 'etapeBAFA'],
    variables: ['individu.bafa_etape', 'individu.bafa_approfondissement_petite_enfance'],
  },
  {
    champs: ['parents_rfr', 'parents_nbptr', 'parents_situation'],
    variables: [
      'individu.bourse_criteres_sociaux_base_ressources_parentale',
      'foyer_fiscal.rfr, rni, nbptr (foyer des parents, années N-2 et N-1)',
    ],
    note: 'célibataire sans enfant de moins de 21 ans (25 ans s’il étudie) : rattaché au foyer fiscal de ses parents',
  },
];

export function mapperFormation(b: Brouillon): void {
  const { book, me } = b;
  const situationPro = str(book.get('situation_professionnelle'));
  const statutFormation = str(book.get('statut_formation'));
  const scolarite = str(book.get('scolarite'));
  if (scolarite) me.scolarite = depuisN2(b, scolarite);
  else if (situationPro === 'etudiant' || statutFormation === 'etudiant')
    me.scolarite = depuisN2(b, 'enseignement_superieur');
  else if (situationPro === 'lyceen') me.scolarite = depuisN2(b, 'lycee');
  const niveau = str(book.get('niveau_etude'));
  if (niveau && ANNEE_ETUDE.has(niveau)) me.annee_etude = ceMois(b, niveau);
  const etablissement = str(book.get('etablissement'));
  me.statuts_etablissement_scolaire = ceMois(
    b,
    etablissement && etablissement !== 'inconnu' ? etablissement : 'public',
  );
  const boursier = bool(book.get('boursier'));
  if (boursier) me.boursier = ceMois(b, true);
  const echelon = num(book.get('echelon_bourse'));
  if (echelon !== undefined && boursier) me.bourse_criteres_sociaux_echelon = ceMois(b, echelon);
  const mention = str(book.get('mention_bac'));
  if (mention && mention !== 'aucune') me.mention_baccalaureat = { ETERNITY: mention };
  const distance = num(book.get('distance_domicile_familial'));
  if (distance !== undefined) me.bourse_criteres_sociaux_distance_domicile_familial = ceMois(b, distance);
  // points de charge of the bourse: the student's brothers and sisters are famille variables in OpenFisca
  const fratrie = num(book.get('freres_soeurs_a_charge'));
  const fratrieSup = num(book.get('freres_soeurs_etudiants'));
  if (fratrie !== undefined)
    b.famille.bourse_criteres_sociaux_nombre_enfants_a_charge = ceMois(b, fratrie + 1);
  if (fratrieSup !== undefined)
    b.famille.bourse_criteres_sociaux_nombre_enfants_a_charge_dans_enseignement_superieur = ceMois(
      b,
      fratrieSup + 1,
    );
  if (bool(book.get('sortie_academie'))) me.sortie_academie = { ETERNITY: true };
  if (bool(book.get('sortie_region_academique'))) me.sortie_region_academique = { ETERNITY: true };
  me.bourse_criteres_sociaux_base_ressources_parentale = ceMois(b, num(book.get('parents_rfr')) ?? 0);
  bafa(b);
}

function bafa(b: Brouillon): void {
  const etape = str(b.book.get('etapeBAFA'));
  if (bool(b.book.get('formationBAFA')) || etape) b.me.bafa_etape = ceMois(b, bafaEtape(etape));
  if (etape && /petite.?enfance/.test(etape)) b.me.bafa_approfondissement_petite_enfance = ceMois(b, true);
}

/** the questionnaire's BAFA step (free wording) → our `bafa_etape` input */
function bafaEtape(etape: string | undefined): string {
  if (!etape) return 'non_renseignee';
  if (/diplom|termin|obtenu/.test(etape)) return 'diplome';
  if (/approfondissement|qualification|petite.?enfance/.test(etape)) return 'approfondissement';
  if (/pratique|stage/.test(etape)) return 'stage_pratique';
  if (/general|base|debut/.test(etape)) return 'formation_generale';
  return 'non_renseignee';
}

/**
 * Tax households: a single young person without children may be attached to the parents' foyer fiscal when
 * under 21, or under 25 while studying (CGI art. 6-3). The questionnaire always sends its defaults (parents_rfr
 * 0), so only a declared parental income counts as "parents described".
 */
export function foyersFiscaux(b: Brouillon): NonNullable<Situation['foyers_fiscaux']> {
  const { book } = b;
  const parentsRfr = num(book.get('parents_rfr')) ?? 0;
  const etudie =
    b.faits.activite === 'etudiant' || (b.me.scolarite && b.me.scolarite[b.month] !== 'inconnue');
  const rattache =
    parentsRfr > 0 &&
    (b.faits.age < 21 || (b.faits.age < 25 && etudie)) &&
    !b.faits.enCouple &&
    b.faits.enfants.length === 0 &&
    str(book.get('situation_parents')) !== 'decede';
  const declarants = b.faits.enCouple ? [DEMANDEUR, CONJOINT] : [DEMANDEUR];
  if (!rattache) return { [FOYER]: { declarants, personnes_a_charge: b.faits.enfants } };
  const year = Number(b.month.slice(0, 4));
  const parentsCouple = /couple|mari|pacs|ensemble|union/.test(
    str(book.get('parents_situation')) ?? 'celibataire',
  );
  const parents = parentsCouple ? ['parent_1', 'parent_2'] : ['parent_1'];
  // parents in a couple are taken as married: the tax shares and their cap read the declarants' status
  for (const p of parents)
    b.individus[p] = {
      date_naissance: { ETERNITY: `${year - 50}-01-01` },
      activite: ceMois(b, 'actif'),
      ...(parentsCouple ? { statut_marital: depuisN2(b, 'marie') } : {}),
    };
  const nbptr = num(book.get('parents_nbptr')) ?? 1;
  const n2 = String(year - 2);
  const n1 = String(year - 1);
  return {
    [FOYER_PARENTS]: {
      declarants: parents,
      personnes_a_charge: [DEMANDEUR],
      rfr: { [n2]: parentsRfr, [n1]: parentsRfr },
      rni: { [n2]: parentsRfr, [n1]: parentsRfr },
      nbptr: { [n2]: nbptr, [n1]: nbptr },
    },
  };
}
