// Maps the simulator's answers (seed 001 §3) to an OpenFisca-shaped situation for the demandeur.
//
// Past months. The questionnaire asks for one current monthly amount per resource, while the aids read
// reference windows (3 months for RSA/PPA/CEJ, 12 months M-13…M-2 for housing, the rolling year for the
// CSS, calendar years N-1/N-2 for tax-based rules). We assume the declared monthly amount was received in
// every month from January of N-2 up to the simulation month, except before `date_debut_ressources` when it
// is given (the resource started then: earlier months are 0). This is the usual "situation stable"
// hypothesis of simulators; it is stated in docs/engine.md and on the results page.
import type { Situation, PeriodValues } from '../core/situation.ts';
import { addMonths, monthRange } from '../core/periods.ts';
import { communeByCode, communesByPostalCode, zoneAplForCommune, type Commune } from '../geo/index.ts';
import type { AnswerBook, AnswerValue } from './payload.ts';

export const DEMANDEUR = 'demandeur';
export const FAMILLE = 'famille_1';
export const MENAGE = 'menage_1';
export const FOYER = 'foyer_fiscal_1';
const FOYER_PARENTS = 'foyer_fiscal_parents';

/** Net → taxable salary: CSG non déductible (2,4 %) and CRDS (0,5 %) on 98,25 % of a gross ≈ net / 0,78. */
const IMPOSABLE_SUR_NET = 1 + (0.029 * 0.9825) / 0.78;
/** Gross → net salary for a private-sector employee (≈ 22 % of employee contributions). */
const NET_SUR_BRUT = 0.78;

const bool = (v: AnswerValue | undefined) =>
  v === true || v === 'oui' || v === 'true' || v === 1 || v === '1';
const num = (v: AnswerValue | undefined) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
};
const str = (v: AnswerValue | undefined) =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
const list = (v: AnswerValue | undefined): string[] =>
  Array.isArray(v) ? v.map(String) : typeof v === 'string' && v ? v.split(',').map((s) => s.trim()) : [];

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
  af: ['af', 'allocations_familiales'],
  asf: ['asf', 'allocation_soutien_familial'],
  ars: ['ars', 'allocation_rentree_scolaire'],
  paje_base: ['paje', 'paje_base'],
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

const RESIDENCE: Record<string, string> = {
  france_metropolitaine: 'metropole',
  guadeloupe: 'guadeloupe',
  martinique: 'martinique',
  guyane: 'guyane',
  la_reunion: 'la_reunion',
  mayotte: 'mayotte',
  saint_pierre_miquelon: 'saint_pierre_et_miquelon',
  saint_martin: 'saint_martin',
  saint_barthelemy: 'saint_bartelemy',
};

const TAUX_INCAPACITE: Record<string, number> = { moins_50: 0.3, '50_79': 0.5, '80_plus': 0.8 };

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

/** the commune the answers point to: explicit INSEE code, or the single commune of the postal code */
export function resolveCommune(book: AnswerBook): Commune | undefined {
  const commune = str(book.get('commune'));
  const cp = str(book.get('code_postal'));
  if (commune && /^\d[\dAB]\d{3}$/.test(commune)) {
    const c = communeByCode(commune);
    if (c) return c;
  }
  if (cp) {
    const candidates = communesByPostalCode(cp);
    if (commune) {
      const wanted = commune.toLocaleLowerCase('fr');
      const byName = candidates.find((c) => c.nom.toLocaleLowerCase('fr') === wanted || c.code === commune);
      if (byName) return byName;
    }
    return candidates[0];
  }
  return undefined;
}

function monthsBetweenDates(from: string, to: string): number {
  // seed 001 §3: 30-day units, rounded up
  return Math.ceil((Date.parse(to) - Date.parse(from)) / (30 * 86_400_000));
}

export interface BuiltSituation {
  situation: Situation;
  month: string;
  commune?: Commune;
}

export function buildSituation(book: AnswerBook): BuiltSituation {
  const month = book.date.slice(0, 7);
  const firstMonth = `${Number(month.slice(0, 4)) - 2}-01`;
  const allMonths = monthRange(firstMonth, monthDiff(firstMonth, month) + 1);
  const debut = str(book.get('date_debut_ressources'))?.slice(0, 7);
  const activeMonths = debut && debut > firstMonth ? allMonths.filter((m) => m >= debut) : allMonths;
  const overMonths = (amount: number | undefined, months = activeMonths): PeriodValues | undefined => {
    if (!amount) return undefined;
    const out: PeriodValues = {};
    for (const m of months) out[m] = amount;
    return out;
  };
  const atMonth = (value: number | boolean | string): PeriodValues => ({ [month]: value });
  const overMonthsOf = (value: string, months: readonly string[]): PeriodValues =>
    Object.fromEntries(months.map((m) => [m, value]));

  const me: Record<string, PeriodValues> = {};
  me.date_naissance = { ETERNITY: String(book.get('date_naissance')).slice(0, 10) };

  // nationality (seed: FR / UE / autre)
  const nationalite = str(book.get('nationalite'));
  me.nationalite = atMonth(nationalite === 'francaise' ? 'FR' : nationalite === 'ue' ? 'UE' : 'AUTRE');
  me.ressortissant_eee = atMonth(nationalite !== 'autre');

  // activity
  const situationPro = str(book.get('situation_professionnelle')) ?? 'autre';
  const inscrit = bool(book.get('inscrit_pole_emploi'));
  let activite = ACTIVITE[situationPro] ?? 'inactif';
  if (activite === 'inactif' && inscrit) activite = 'chomeur';
  me.activite = atMonth(activite);
  const contrat = str(book.get('type_contrat'));
  const statutFormation = str(book.get('statut_formation'));
  const apprenti =
    situationPro === 'apprenti' || contrat === 'apprentissage' || statutFormation === 'apprenti';
  const professionnalisation = contrat === 'professionnalisation';
  if (apprenti) me.apprenti = atMonth(true);
  if (professionnalisation) me.professionnalisation = atMonth(true);
  if (apprenti || professionnalisation || situationPro === 'alternant') me.alternant = atMonth(true);
  if (situationPro === 'stagiaire' || statutFormation === 'stagiaire') me.stagiaire = atMonth(true);
  if (situationPro === 'service_civique' || bool(book.get('service_civique')))
    me.service_civique = atMonth(true);
  const inscription = str(book.get('date_inscription_pole_emploi'));
  // only a declared registration date: OpenFisca's default means "never", which triggers no abatement
  if (activite === 'chomeur' && inscription) me.date_debut_chomage = { ETERNITY: inscription.slice(0, 10) };
  const heures = num(book.get('heures_travail'));
  if (heures) me.heures_remunerees_volume = overMonths(Math.round((heures * 52) / 12))!;

  // studies
  const scolarite = str(book.get('scolarite'));
  if (scolarite) me.scolarite = atMonth(scolarite);
  else if (situationPro === 'etudiant' || statutFormation === 'etudiant')
    me.scolarite = atMonth('enseignement_superieur');
  else if (situationPro === 'lyceen') me.scolarite = atMonth('lycee');
  const niveau = str(book.get('niveau_etude'));
  if (niveau && ANNEE_ETUDE.has(niveau)) me.annee_etude = atMonth(niveau);
  const etablissement = str(book.get('etablissement'));
  me.statuts_etablissement_scolaire = atMonth(
    etablissement && etablissement !== 'inconnu' ? etablissement : 'public',
  );
  if (bool(book.get('boursier'))) me.boursier = atMonth(true);
  const echelon = num(book.get('echelon_bourse'));
  if (echelon !== undefined && bool(book.get('boursier')))
    me.bourse_criteres_sociaux_echelon = atMonth(echelon);
  const mention = str(book.get('mention_bac'));
  if (mention && mention !== 'aucune') me.mention_baccalaureat = { ETERNITY: mention };
  const distance = num(book.get('distance_domicile_familial'));
  if (distance !== undefined) me.bourse_criteres_sociaux_distance_domicile_familial = atMonth(distance);
  const fratrie = num(book.get('freres_soeurs_a_charge'));
  const fratrieSup = num(book.get('freres_soeurs_etudiants'));
  if (bool(book.get('sortie_academie'))) me.sortie_academie = { ETERNITY: true };
  if (bool(book.get('sortie_region_academique'))) me.sortie_region_academique = { ETERNITY: true };
  const parentsRfr = num(book.get('parents_rfr')) ?? 0;
  const etapeBafa = str(book.get('etapeBAFA'));
  if (bool(book.get('formationBAFA')) || etapeBafa) me.bafa_etape = atMonth(bafaEtape(etapeBafa));
  if (etapeBafa && /petite.?enfance/.test(etapeBafa))
    me.bafa_approfondissement_petite_enfance = atMonth(true);
  me.bourse_criteres_sociaux_base_ressources_parentale = atMonth(parentsRfr);

  // health
  const handicap = str(book.get('reconnaissance_handicap')) === 'oui' || bool(book.get('rqth'));
  if (handicap) me.handicap = atMonth(true);
  const taux = str(book.get('taux_incapacite'));
  if (taux && handicap) me.taux_incapacite = atMonth(TAUX_INCAPACITE[taux]);
  if (bool(book.get('restriction_acces_emploi')))
    me.aah_restriction_substantielle_durable_acces_emploi = atMonth(true);
  if (str(book.get('enceinte')) === 'oui') me.enceinte = atMonth(true);

  // marital status
  const statutMarital = str(book.get('statut_marital'));
  const enCouple =
    bool(book.get('en_couple')) || ['marie', 'pacse', 'concubinage'].includes(statutMarital ?? '');
  if (statutMarital && statutMarital !== 'concubinage')
    me.statut_marital = atMonth(statutMarital === 'separe' ? 'celibataire' : statutMarital);

  // resources: only the types the person ticked count when the list is given (seed 001 §3)
  const types = book.get('typeRessources') === undefined ? null : new Set(list(book.get('typeRessources')));
  const counts = (type: string) => types === null || types.has(type);
  const brut = num(book.get('salaire_mensuel_brut'));
  const net =
    num(book.get('salaire_mensuel_net')) ??
    num(book.get('montant_salaire')) ??
    (brut ? brut * NET_SUR_BRUT : undefined);
  if (net && counts('salaire_net')) {
    me.salaire_net = overMonths(net)!;
    me.salaire_imposable = overMonths(brut ? net + 0.029 * 0.9825 * brut : net * IMPOSABLE_SUR_NET)!;
  }
  const chomage = num(book.get('montant_chomage')) ?? num(book.get('montant_allocation'));
  const indemnisation = str(book.get('indemnisation_chomage'));
  if (chomage && counts('chomage_net')) {
    if (indemnisation === 'ass') me.ass = overMonths(chomage)!;
    else {
      me.chomage_net = overMonths(chomage)!;
      me.chomage_imposable = overMonths(chomage)!;
    }
  }
  const retraite = num(book.get('montant_retraite'));
  if (retraite && counts('retraite_nette')) {
    me.retraite_nette = overMonths(retraite)!;
    me.retraite_imposable = overMonths(retraite)!;
  }
  const pension = num(book.get('pension_alimentaire')) ?? num(book.get('montant_pension_alimentaire'));
  if (pension && counts('pensions_alimentaires_percues'))
    me.pensions_alimentaires_percues = overMonths(pension)!;
  const locatifs = num(book.get('revenus_locatifs'));
  if (locatifs && counts('revenus_locatifs')) me.revenus_locatifs = overMonths(locatifs)!;
  const formation = num(book.get('montantRemuneration')) ?? num(book.get('remuneration_formation'));
  if (formation) me.revenus_stage_formation_pro = overMonths(formation)!;
  const epargne = (num(book.get('epargne')) ?? 0) + (num(book.get('patrimoine')) ?? 0);
  if (epargne) me.livret_a = atMonth(epargne);
  const immo = num(book.get('patrimoine_immobilier'));
  if (immo) me.valeur_immo_non_loue = atMonth(immo);

  // aids already received, declared with an amount: they exist in the reference months
  const current = aidesActuelles(book);
  const lastMonthsAndNow = monthRange(addMonths(month, -3), 4);
  const famille: Record<string, PeriodValues | string[]> = { parents: [DEMANDEUR] };
  const declared = (id: string, amount: number | undefined) =>
    current.includes(id) && amount ? overMonths(amount, lastMonthsAndNow) : undefined;
  const rsa = declared('rsa', num(book.get('montant_rsa')));
  if (rsa) famille.rsa = rsa;
  const ppa = declared('ppa', num(book.get('montant_prime_activite')));
  if (ppa) famille.ppa = ppa;
  const bourse = declared('bourse_criteres_sociaux', num(book.get('montant_bourse')));
  if (bourse) me.bourse_criteres_sociaux = bourse;

  const individus: Situation['individus'] = { [DEMANDEUR]: me };
  const parentsFamille = [DEMANDEUR];
  if (enCouple) {
    individus.conjoint = {
      date_naissance: { ETERNITY: String(book.get('date_naissance')).slice(0, 10) },
      activite: atMonth('inactif'),
    };
    parentsFamille.push('conjoint');
  }
  famille.parents = parentsFamille;

  // children: ages from `enfants` answers when asked, else unknown ages (counted as 5-year-olds)
  const childAnswers = [...book.of('enfants').entries()];
  const nbEnfants = Math.max(
    num(book.get('nombre_enfants_a_charge')) ??
      num(book.get('nombre_enfants')) ??
      (bool(book.get('enfant_a_charge')) ? 1 : 0),
    childAnswers.length,
  );
  const enfants: string[] = [];
  const gardeAlternee = str(book.get('garde_alternee')) === 'oui_garde_alternee';
  for (let i = 0; i < Math.min(nbEnfants, 20); i++) {
    const id = `enfant_${i + 1}`;
    const answers = childAnswers[i]?.[1];
    const birth =
      str(answers?.get('date_naissance'))?.slice(0, 10) ??
      `${Number(book.date.slice(0, 4)) - 5}${book.date.slice(4, 10)}`;
    individus[id] = { date_naissance: { ETERNITY: birth }, activite: atMonth('inactif') };
    if (gardeAlternee) individus[id].garde_alternee = atMonth(true);
    enfants.push(id);
  }
  famille.enfants = enfants;
  if (bool(book.get('proprietaire_proche_famille'))) famille.proprietaire_proche_famille = atMonth(true);
  // points de charge of the bourse: the student's brothers and sisters are famille variables in OpenFisca
  if (fratrie !== undefined) famille.bourse_criteres_sociaux_nombre_enfants_a_charge = atMonth(fratrie + 1);
  if (fratrieSup !== undefined)
    famille.bourse_criteres_sociaux_nombre_enfants_a_charge_dans_enseignement_superieur = atMonth(
      fratrieSup + 1,
    );

  // housing
  const menage: Record<string, PeriodValues | string[]> = {
    personne_de_reference: [DEMANDEUR],
    conjoint: enCouple ? ['conjoint'] : [],
    enfants,
  };
  const typeLogement = str(book.get('type_logement'));
  const typeLocation = str(book.get('type_location'));
  const social = bool(book.get('logement_social'));
  const crous = bool(book.get('logementCROUS'));
  let statut = 'non_renseigne';
  if (typeLogement?.startsWith('locataire')) {
    const kind = typeLogement === 'locataire' ? typeLocation : typeLogement.replace('locataire_', '');
    statut =
      crous || kind === 'foyer'
        ? 'locataire_foyer'
        : social
          ? 'locataire_hlm'
          : kind === 'meuble'
            ? 'locataire_meuble'
            : 'locataire_vide';
  } else if (typeLogement === 'proprietaire')
    statut = bool(book.get('primoAccedant')) ? 'primo_accedant' : 'proprietaire';
  else if (typeLogement?.startsWith('heberge') || typeLogement === 'loge_gratuit')
    statut = 'loge_gratuitement';
  else if (typeLogement === 'sans_logement' || typeLogement === 'sans_domicile') statut = 'sans_domicile';
  menage.statut_occupation_logement = overMonthsOf(statut, allMonths);
  const loyer = num(book.get('loyer'));
  const charges = num(book.get('charges_logement'));
  if (loyer !== undefined) menage.loyer = overMonths(loyer, allMonths) ?? atMonth(0);
  if (charges !== undefined) menage.charges_locatives = overMonths(charges, allMonths) ?? atMonth(0);
  if (bool(book.get('colocation'))) menage.coloc = atMonth(true);
  if (bool(book.get('logementChambre')) || str(book.get('type_crous')) === 'chambre')
    menage.logement_chambre = atMonth(true);
  if (crous) menage.logement_crous = atMonth(true);
  if (social || book.get('conventionne') !== undefined)
    menage.logement_conventionne = atMonth(social || bool(book.get('conventionne')));
  const etatFoyer = str(book.get('etatLogementFoyer'));
  if (etatFoyer)
    menage.etat_logement_foyer = atMonth(
      etatFoyer === 'rehabilite' ? 'logement_rehabilite' : 'logement_non_rehabilite',
    );

  // moving date (seed 001 §3): months from date_debut_ressources in 30-day units rounded up, default -12
  const demenagement = num(book.get('demenagement'));
  const debutRessources = str(book.get('date_debut_ressources'));
  const moisEntree =
    demenagement ?? (debutRessources ? monthsBetweenDates(book.date, debutRessources.slice(0, 10)) : -12);
  menage.date_entree_logement = atMonth(`${addMonths(month, moisEntree)}-01`);

  // geography: postal code → commune → zone; an explicit zoneLogement wins (default zone_2)
  const commune = resolveCommune(book);
  const zoneExplicite = str(book.get('zoneLogement'));
  if (commune) {
    menage.depcom = atMonth(commune.code);
    if (commune.region === '11') menage.residence_ile_de_france = atMonth(true);
  }
  menage.zone_apl = atMonth(zoneExplicite ?? (commune ? zoneAplForCommune(commune.code) : 'zone_2'));
  const lieu = str(book.get('lieu_residence'));
  const residence = lieu
    ? RESIDENCE[lieu]
    : commune
      ? residenceFromDepartement(commune.departement)
      : undefined;
  if (residence) menage.residence = atMonth(residence);

  // tax households: a single young person without children can be attached to the parents' foyer fiscal
  // when under 21, or under 25 while studying (CGI art. 6-3). The questionnaire always sends its defaults
  // (parents_rfr 0), so only a declared parental income counts as "parents described".
  const foyers: Situation['foyers_fiscaux'] = {};
  const age = ageAt(String(book.get('date_naissance')).slice(0, 10), book.date);
  const scolariteDeclaree = me.scolarite ? String(me.scolarite[month]) : 'inconnue';
  const etudie = activite === 'etudiant' || scolariteDeclaree !== 'inconnue';
  const rattache =
    parentsRfr > 0 &&
    (age < 21 || (age < 25 && etudie)) &&
    !enCouple &&
    nbEnfants === 0 &&
    str(book.get('situation_parents')) !== 'decede';
  const year = Number(month.slice(0, 4));
  if (rattache) {
    const parentsCouple = /couple|mari|pacs|ensemble|union/.test(
      str(book.get('parents_situation')) ?? 'celibataire',
    );
    const declarants = parentsCouple ? ['parent_1', 'parent_2'] : ['parent_1'];
    for (const p of declarants)
      individus[p] = { date_naissance: { ETERNITY: `${year - 50}-01-01` }, activite: atMonth('actif') };
    const nbptr = num(book.get('parents_nbptr')) ?? 1;
    foyers[FOYER_PARENTS] = {
      declarants,
      personnes_a_charge: [DEMANDEUR],
      rfr: { [String(year - 2)]: parentsRfr, [String(year - 1)]: parentsRfr },
      rni: { [String(year - 2)]: parentsRfr, [String(year - 1)]: parentsRfr },
      nbptr: { [String(year - 2)]: nbptr, [String(year - 1)]: nbptr },
    };
    if (enfants.length) foyers[FOYER] = { declarants: [], personnes_a_charge: enfants };
  } else {
    foyers[FOYER] = { declarants: parentsFamille, personnes_a_charge: enfants };
  }
  if (str(book.get('situation_parents')) === 'decede') me.orphelin = atMonth(true);

  const situation: Situation = {
    individus,
    familles: { [FAMILLE]: famille },
    foyers_fiscaux: Object.fromEntries(
      Object.entries(foyers).filter(([, f]) => (f.declarants as string[]).length > 0),
    ),
    menages: { [MENAGE]: menage },
  };
  return { situation, month, commune };
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

function monthDiff(from: string, to: string): number {
  return (
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    (Number(to.slice(5, 7)) - Number(from.slice(5, 7)))
  );
}

function ageAt(birth: string, date: string): number {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [y, m, d] = date.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

function residenceFromDepartement(dep: string): string {
  const dom: Record<string, string> = {
    '971': 'guadeloupe',
    '972': 'martinique',
    '973': 'guyane',
    '974': 'la_reunion',
    '975': 'saint_pierre_et_miquelon',
    '976': 'mayotte',
    '977': 'saint_bartelemy',
    '978': 'saint_martin',
  };
  return dom[dep] ?? 'metropole';
}
