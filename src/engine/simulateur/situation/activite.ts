// Step « Situation professionnelle »: activity, contract, hours, registration at France Travail, earned income.
import { addYears } from '../../core/periods.ts';
import {
  IMPOSABLE_SUR_NET,
  NET_SUR_BRUT,
  bool,
  ceMois,
  chaqueMois,
  depuisN2,
  num,
  str,
  type Brouillon,
  type Correspondance,
} from './contexte.ts';

const ACTIVITE: Record<string, string> = {
  etudiant: 'etudiant',
  lyceen: 'etudiant',
  alternant: 'actif',
  apprenti: 'actif',
  salarie: 'actif',
  fonctionnaire: 'actif',
  interimaire: 'actif',
  independant: 'actif',
  auto_entrepreneur: 'actif',
  stagiaire: 'inactif',
  formation: 'inactif',
  chomage: 'chomeur',
  chomeur: 'chomeur',
  demandeur_emploi: 'chomeur',
  retraite: 'retraite',
  service_civique: 'inactif',
  sans_activite: 'inactif',
  inactif: 'inactif',
  autre: 'inactif',
};

/** weekly hours when only the working time is known: full time, part time from 24 h, under 24 h */
const HEURES_PAR_SEMAINE: Record<string, number> = {
  temps_plein: 35,
  temps_partiel_plus_24h: 24,
  temps_partiel_moins_24h: 15,
};

export const CORRESPONDANCES_ACTIVITE: Correspondance[] = [
  {
    champs: ['situation_professionnelle', 'inscrit_pole_emploi'],
    variables: ['individu.activite'],
    note: 'étudiant ou lycéen → etudiant ; salarié, apprenti, alternant, indépendant → actif ; chômeur ou inscrit à France Travail → chomeur ; retraite ; sinon inactif',
  },
  {
    champs: ['situation_professionnelle', 'type_contrat', 'statut_formation'],
    variables: [
      'individu.apprenti',
      'individu.professionnalisation',
      'individu.alternant',
      'individu.stagiaire',
    ],
  },
  { champs: ['service_civique'], variables: ['individu.service_civique'] },
  { champs: ['date_inscription_pole_emploi'], variables: ['individu.date_debut_chomage'] },
  {
    champs: ['heures_travail', 'temps_travail'],
    variables: ['individu.heures_remunerees_volume', 'individu.contrat_de_travail'],
    note: 'heures par semaine × 52 / 12 ; sans les heures, 35 h (temps plein), 24 h ou 15 h (temps partiel) ; moins de 35 h : contrat à temps partiel',
  },
  {
    champs: [
      'salaire_mensuel_net',
      'salaire_mensuel_brut',
      'montant_salaire',
      'a_un_emploi',
      'typeRessources',
    ],
    variables: ['individu.salaire_net', 'individu.salaire_imposable'],
    note: 'chaque mois depuis janvier N-2 (ou depuis date_debut_ressources) ; imposable estimé depuis le net',
  },
  {
    champs: ['revenu_independant'],
    variables: [
      'individu.rpns_auto_entrepreneur_benefice',
      'individu.rpns_imposables',
      'individu.rpns_autres_revenus',
    ],
    note: 'auto-entrepreneur : bénéfice mensuel ; autre indépendant : 12 fois le mois pour N-2, N-1 et N',
  },
];

export function mapperActivite(b: Brouillon): void {
  const { book, me } = b;
  const situationPro = str(book.get('situation_professionnelle')) ?? 'autre';
  const inscrit = bool(book.get('inscrit_pole_emploi'));
  let activite = ACTIVITE[situationPro] ?? 'inactif';
  if (activite === 'inactif' && inscrit) activite = 'chomeur';
  b.faits.activite = activite;
  me.activite = depuisN2(b, activite);

  const contrat = str(book.get('type_contrat'));
  const statutFormation = str(book.get('statut_formation'));
  const apprenti =
    situationPro === 'apprenti' || contrat === 'apprentissage' || statutFormation === 'apprenti';
  const professionnalisation = contrat === 'professionnalisation';
  if (apprenti) me.apprenti = depuisN2(b, true);
  if (professionnalisation) me.professionnalisation = depuisN2(b, true);
  if (apprenti || professionnalisation || situationPro === 'alternant') me.alternant = depuisN2(b, true);
  if (situationPro === 'stagiaire' || statutFormation === 'stagiaire') me.stagiaire = depuisN2(b, true);
  if (situationPro === 'service_civique' || bool(book.get('service_civique')))
    me.service_civique = ceMois(b, true);

  const inscription = str(book.get('date_inscription_pole_emploi'));
  // only a declared registration date: OpenFisca's default means "never", which triggers no abatement
  if (activite === 'chomeur' && inscription) me.date_debut_chomage = { ETERNITY: inscription.slice(0, 10) };
  const heures = num(book.get('heures_travail')) ?? HEURES_PAR_SEMAINE[str(book.get('temps_travail')) ?? ''];
  if (heures) {
    me.heures_remunerees_volume = chaqueMois(b, Math.round((heures * 52) / 12))!;
    // the SMIC is prorated to the hours of a part-time contract only (OpenFisca's coefficient_proratisation)
    if (heures < 35) me.contrat_de_travail = depuisN2(b, 'temps_partiel');
  }

  salaire(b);
  independant(b, situationPro);
}

/** the resource types ticked, when the list is given (seed 001 §3: amounts count only when their type is) */
export function compte(b: Brouillon, type: string): boolean {
  const types = b.book.get('typeRessources');
  if (types === undefined) return true;
  const liste = Array.isArray(types) ? types.map(String) : String(types).split(',');
  return liste.includes(type);
}

function salaire(b: Brouillon): void {
  const { book, me } = b;
  // a student, a jobseeker or anyone else says whether they have a job besides (a_un_emploi): no means no pay
  if (book.get('a_un_emploi') !== undefined && !bool(book.get('a_un_emploi'))) return;
  const brut = num(book.get('salaire_mensuel_brut'));
  const net =
    num(book.get('salaire_mensuel_net')) ??
    num(book.get('montant_salaire')) ??
    (brut ? brut * NET_SUR_BRUT : undefined);
  if (!net || !compte(b, 'salaire_net')) return;
  me.salaire_net = chaqueMois(b, net)!;
  me.salaire_imposable = chaqueMois(b, brut ? net + 0.029 * 0.9825 * brut : net * IMPOSABLE_SUR_NET)!;
}

function independant(b: Brouillon, situationPro: string): void {
  const benefice = num(b.book.get('revenu_independant'));
  if (!benefice) return;
  if (situationPro === 'auto_entrepreneur') {
    b.me.rpns_auto_entrepreneur_benefice = chaqueMois(b, benefice)!;
    return;
  }
  const n = b.month.slice(0, 4);
  const parAn = Object.fromEntries([2, 1, 0].map((back) => [addYears(n, -back), 12 * benefice]));
  // the taxable profit for the aids that read the tax return, and the same as a BIC/BNC profit for the RSA
  // and the prime d'activité, which read it by family of profit
  b.me.rpns_imposables = parAn;
  b.me.rpns_autres_revenus = { ...parAn };
}
