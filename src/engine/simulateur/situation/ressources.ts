// Step « Ressources »: replacement and other incomes, savings, the partner's income, aids already received.
import { addMonths, monthRange } from '../../core/periods.ts';
import type { AnswerBook } from '../payload.ts';
import { compte } from './activite.ts';
import {
  CONJOINT,
  IMPOSABLE_SUR_NET,
  ceMois,
  chaqueMois,
  list,
  num,
  str,
  type Brouillon,
  type Correspondance,
} from './contexte.ts';

/** aides_actuelles answer values → aid ids (the questionnaire may use our ids or the usual short names) */
export const AIDES_ACTUELLES_ALIASES: Record<string, string[]> = {
  aide_logement: ['aide_logement', 'apl', 'als', 'alf', 'aides_logement'],
  rsa: ['rsa'],
  ppa: ['ppa', 'prime_activite', 'prime_d_activite'],
  bourse_criteres_sociaux: ['bourse_criteres_sociaux', 'bourse', 'bourse_crous', 'bourse_etudiant'],
  css_participation_forfaitaire: [
    'css',
    'css_participation_forfaitaire',
    'complementaire_sante_solidaire',
    'cmu_c',
    'cmuc',
    'acs',
  ],
  aah: ['aah'],
  mva: ['mva', 'caah', 'majoration_vie_autonome'],
  af: ['af', 'allocations_familiales'],
  asf: ['asf', 'allocation_soutien_familial'],
  ars: ['ars', 'allocation_rentree_scolaire'],
  paje_base: ['paje', 'paje_base'],
  cf: ['cf', 'complement_familial'],
  cheque_energie: ['cheque_energie'],
  contrat_engagement_jeune: ['cej', 'contrat_engagement_jeune', 'garantie_jeunes'],
  pass_culture: ['pass_culture'],
  pass_sport: ['pass_sport'],
  visale: ['visale'],
  locapass: ['locapass', 'loca_pass'],
  mobili_jeune: ['mobili_jeune'],
  aide_merite: ['aide_merite'],
};

export function aidesActuelles(book: AnswerBook): string[] {
  const declared = new Set(list(book.get('aides_actuelles')));
  // a person covered by the complémentaire santé solidaire (or its predecessors) already has it
  const mutuelle = str(book.get('mutuelle'));
  if (mutuelle === 'css' || mutuelle === 'cmuc' || mutuelle === 'acs') declared.add('css');
  const ids: string[] = [];
  for (const [id, aliases] of Object.entries(AIDES_ACTUELLES_ALIASES))
    if (aliases.some((a) => declared.has(a))) ids.push(id);
  for (const d of declared) if (!ids.includes(d)) ids.push(d);
  return ids;
}

export const CORRESPONDANCES_RESSOURCES: Correspondance[] = [
  {
    champs: ['montant_chomage', 'montant_allocation', 'indemnisation_chomage'],
    variables: ['individu.chomage_net', 'individu.chomage_imposable', 'individu.ass'],
    note: 'montant net ; l’ASS quand l’indemnisation est l’ASS',
  },
  { champs: ['montant_retraite'], variables: ['individu.retraite_nette', 'individu.retraite_imposable'] },
  {
    champs: ['pension_alimentaire', 'montant_pension_alimentaire'],
    variables: ['individu.pensions_alimentaires_percues'],
  },
  { champs: ['revenus_locatifs'], variables: ['individu.revenus_locatifs'] },
  {
    champs: ['montant_indemnites_journalieres'],
    variables: ['individu.indemnites_journalieres_maladie'],
    note: 'arrêt maladie ou maternité : indemnités de la Sécurité sociale',
  },
  { champs: ['montant_pension_invalidite'], variables: ['individu.pensions_invalidite'] },
  {
    champs: ['montantRemuneration', 'remuneration_formation'],
    variables: ['individu.revenus_stage_formation_pro'],
  },
  {
    champs: ['epargne', 'patrimoine', 'patrimoine_immobilier'],
    variables: ['individu.livret_a', 'individu.valeur_immo_non_loue'],
  },
  {
    champs: ['revenus_conjoint'],
    variables: ['individu.salaire_net (conjoint)', 'individu.salaire_imposable (conjoint)'],
  },
  {
    champs: ['aides_actuelles', 'mutuelle', 'montant_rsa', 'montant_prime_activite', 'montant_bourse'],
    variables: ['famille.rsa', 'famille.ppa', 'individu.bourse_criteres_sociaux'],
    note: 'les aides déjà perçues passent dans droitsInjectes ; leurs montants sont posés sur les 3 derniers mois',
  },
];

export function mapperRessources(b: Brouillon): void {
  const { book, me } = b;
  const chomage = num(book.get('montant_chomage')) ?? num(book.get('montant_allocation'));
  if (chomage && compte(b, 'chomage_net')) {
    if (str(book.get('indemnisation_chomage')) === 'ass') me.ass = chaqueMois(b, chomage)!;
    else {
      me.chomage_net = chaqueMois(b, chomage)!;
      me.chomage_imposable = chaqueMois(b, chomage)!;
    }
  }
  const retraite = num(book.get('montant_retraite'));
  if (retraite && compte(b, 'retraite_nette')) {
    me.retraite_nette = chaqueMois(b, retraite)!;
    me.retraite_imposable = chaqueMois(b, retraite)!;
  }
  const pension = num(book.get('pension_alimentaire')) ?? num(book.get('montant_pension_alimentaire'));
  if (pension && compte(b, 'pensions_alimentaires_percues'))
    me.pensions_alimentaires_percues = chaqueMois(b, pension)!;
  const locatifs = num(book.get('revenus_locatifs'));
  if (locatifs && compte(b, 'revenus_locatifs')) me.revenus_locatifs = chaqueMois(b, locatifs)!;
  const ij = num(book.get('montant_indemnites_journalieres'));
  if (ij && compte(b, 'indemnites_journalieres')) me.indemnites_journalieres_maladie = chaqueMois(b, ij)!;
  const invalidite = num(book.get('montant_pension_invalidite'));
  if (invalidite && compte(b, 'pensions_invalidite')) me.pensions_invalidite = chaqueMois(b, invalidite)!;
  const formation = num(book.get('montantRemuneration')) ?? num(book.get('remuneration_formation'));
  if (formation) me.revenus_stage_formation_pro = chaqueMois(b, formation)!;
  const epargne = (num(book.get('epargne')) ?? 0) + (num(book.get('patrimoine')) ?? 0);
  if (epargne) me.livret_a = ceMois(b, epargne);
  const immo = num(book.get('patrimoine_immobilier'));
  if (immo) me.valeur_immo_non_loue = ceMois(b, immo);
  conjoint(b);
  aidesDejaPercues(b);
}

/** the partner's monthly net income, counted as pay (most couples' second income is a salary) */
function conjoint(b: Brouillon): void {
  const revenus = num(b.book.get('revenus_conjoint'));
  const personne = b.individus[CONJOINT];
  if (!revenus || personne === undefined) return;
  personne.activite = ceMois(b, 'actif');
  personne.salaire_net = chaqueMois(b, revenus)!;
  personne.salaire_imposable = chaqueMois(b, revenus * IMPOSABLE_SUR_NET)!;
}

/** aids already received, declared with an amount: they exist in the reference months */
function aidesDejaPercues(b: Brouillon): void {
  const { book } = b;
  const current = aidesActuelles(book);
  const recents = monthRange(addMonths(b.month, -3), 4);
  const declared = (id: string, amount: number | undefined) =>
    current.includes(id) && amount ? chaqueMois(b, amount, recents) : undefined;
  const rsa = declared('rsa', num(book.get('montant_rsa')));
  if (rsa) b.famille.rsa = rsa;
  const ppa = declared('ppa', num(book.get('montant_prime_activite')));
  if (ppa) b.famille.ppa = ppa;
  const bourse = declared('bourse_criteres_sociaux', num(book.get('montant_bourse')));
  if (bourse) b.me.bourse_criteres_sociaux = bourse;
}
