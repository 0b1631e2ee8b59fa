// Resource base of the aides au logement since 2021: the 12 months M-13…M-2, per person then per famille,
// replaced by a flat figure for a student demandeur under 28. Before 2021, the calendar year N-2 and a
// student's floor (ressources-avant-2021.ts).
import { defineVariable } from '../../core/variables.ts';
import { at, round2 } from '../../core/params.ts';
import { addMonths, addYears, firstDay, monthRange, monthsOfYear, yearOf } from '../../core/periods.ts';
import { Simulation } from '../../core/simulation.ts';
import type { Situation } from '../../core/situation.ts';
import { abatpenMin, abatpenTaux, aspaPlafondPersonneSeule, bmaf } from '../../params/commun.ts';
import { deductionFraisProfessionnels, foyersDesParentsDeclarants } from '../../variables/fiscal.ts';
import { extra, ressources } from './params/index.ts';
import { menageOf, roundHalfEven, statutOf } from './helpers.ts';
import { avantContemporaneisation } from './ressources-avant-2021.ts';
import { trimestreReference } from '../minima/commun.ts';

/** the 12-month reference window M-13 … M-2 */
export const fenetreRessources = (month: string) => monthRange(addMonths(month, -13), 12);

const yearStart = (month: string, back: number) => `${addYears(yearOf(month), -back)}-01-01`;

/**
 * unemployed for more than the legal number of months: since before the first day of month M-2 (for two
 * months), as OpenFisca compares the dates, not a count of whole months
 */
function chomageDepuisLongtemps(s: Simulation, id: string, month: string): boolean {
  const debut = s.calc<string>('date_debut_chomage', id, month);
  if (!debut || !/^\d{4}-\d{2}-\d{2}/.test(debut)) return false;
  return debut.slice(0, 10) < firstDay(addMonths(month, -at(extra.moisChomageAbattement, month)));
}

const chomeurDepuisLongtemps = (s: Simulation, id: string, month: string) =>
  s.calc<string>('activite', id, month) === 'chomeur' && chomageDepuisLongtemps(s, id, month);

/** no earnings: this month's salary and the self-employed income of N-2 (OpenFisca does not read the window) */
function sansRevenusActivite(s: Simulation, id: string, month: string): boolean {
  const n2 = addYears(yearOf(month), -2);
  return (
    s.calc<number>('salaire_imposable', id, month) +
      s.calc<number>('rpns_imposables', id, n2) +
      s.calc<number>('rpns_pvce', id, n2) +
      s.calc<number>('rpns_exon', id, n2) ===
    0
  );
}

const retraiteOuAahSansRevenus = (s: Simulation, id: string, month: string) =>
  (s.calc<string>('activite', id, month) === 'retraite' || s.calc<number>('aah', id, month) > 0) &&
  sansRevenusActivite(s, id, month);

/** 1 when the earned income gets the 30 % abatement (OpenFisca's 0/1 condition, the rate is applied later) */
export const abattementRevenusActivite = defineVariable<number>({
  name: 'aide_logement_abattement_revenus_activite_professionnelle',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label:
    'Abattement des revenus d’activité (chômage de plus de 2 mois, retraite ou AAH sans revenus) : 1 ou 0',
  formula: (s, id, month) =>
    chomeurDepuisLongtemps(s, id, month) || retraiteOuAahSansRevenus(s, id, month) ? 1 : 0,
});

/** retired or on AAH without earnings: the unemployment benefits get the 30 % abatement too */
export const abattementIndemnitesChomage = defineVariable<boolean>({
  name: 'aide_logement_abattement_indemnites_chomage',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) => retraiteOuAahSansRevenus(s, id, month),
});

/**
 * a non-indemnified jobseeker since before the first day of M-2: chômeur with no taxable benefit, or
 * indemnified but also paid the ASS (aides_logement.py)
 */
function chomageNonIndemnise(s: Simulation, id: string, month: string): boolean {
  if (!chomageDepuisLongtemps(s, id, month)) return false;
  const imposable = s.calc<number>('chomage_imposable', id, month);
  return imposable > 0
    ? s.calc<number>('ass', id, month) > 0
    : imposable === 0 && s.calc<string>('activite', id, month) === 'chomeur';
}

export const conditionNeutralisation = defineVariable<boolean>({
  name: 'aide_logement_condition_neutralisation',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Revenus d’activité neutralisés (chômage non indemnisé, congé parental, RSA le mois précédent)',
  // Only a parent's incomes are neutralised, and, as in OpenFisca, a parent's long non-indemnified
  // unemployment neutralises both parents'.
  formula: (s, id, month) => {
    const famille = s.famille(id);
    const parents = s.members('famille', famille, 'parents');
    if (!parents.includes(id)) return false;
    return (
      s.calc<string>('type_conges', id, month) === 'conge_parental' ||
      parents.some((parent) => chomageNonIndemnise(s, parent, month)) ||
      rsaMoisPrecedent(s, famille, month) > 0
    );
  },
});

const SANS_AIDE_LOGEMENT = ['aide_logement', 'apl', 'als', 'alf'];
const NET_DEPUIS_IMPOSABLE = [
  ['salaire_net', 'salaire_imposable'],
  ['chomage_net', 'chomage_imposable'],
  ['retraite_nette', 'retraite_imposable'],
] as const;
const rsaHorsSpirale = new WeakMap<Simulation, Map<string, number>>();
const copieSansEcart = new WeakMap<Simulation, boolean>();

/**
 * true when the copy carries over no net income, so that it has the same inputs as `s` bar the housing aid,
 * and when the RSA's resources cannot read the housing aid (through the AAH's complement, the MVA)
 */
function copieFideleA(s: Simulation): boolean {
  let fidele = copieSansEcart.get(s);
  if (fidele === undefined) {
    fidele =
      s.alwaysDefault('caah') &&
      Object.values(s.individus).every((vars) =>
        NET_DEPUIS_IMPOSABLE.every(
          ([net, imposable]) => vars[net] !== undefined || vars[imposable] === undefined,
        ),
      );
    copieSansEcart.set(s, fidele);
  }
  return fidele;
}

/** the RSA pieces that never read the housing aid: the copy would compute what `s` computes */
const RSA_SANS_AIDE_LOGEMENT = ['rsa_socle', 'rsa_socle_majore', 'rsa_base_ressources', 'rsa_nb_enfants'];

/**
 * RSA of the famille in M-1. RSA needs the housing aid of M-1 (forfait logement), which needs RSA of M-2…
 * OpenFisca cuts that spiral by giving the housing aid of M-1 its default (0) while the aid of M is being
 * computed; we do the same in a copy of the situation where the aid of M-1 is set to 0.
 */
export function rsaMoisPrecedent(s: Simulation, famille: string, month: string): number {
  const previous = addMonths(month, -1);
  if (s.hasInput('rsa', famille, previous)) return s.calc<number>('rsa', famille, previous);
  let cache = rsaHorsSpirale.get(s);
  if (!cache) rsaHorsSpirale.set(s, (cache = new Map()));
  const key = `${famille}|${previous}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let rsa: number;
  if (!copieFideleA(s)) rsa = rsaDansUneCopie(s, famille, previous, false);
  else if (rsaNulSansAideLogement(s, famille, previous)) rsa = 0;
  // the copy is then only asked for the forfait logement: it takes the other pieces from `s`
  else rsa = rsaDansUneCopie(s, famille, previous, true);
  cache.set(key, rsa);
  return rsa;
}

/**
 * RSA of M-1 is certainly 0 whatever the housing aid (most households): RSA = max(0, socle − forfait logement
 * − ressources) and the forfait is never negative, so socle ≤ ressources gives 0. Only for a faithful copy:
 * socle and ressources are then the values `s` computes (and shares with the other aids).
 */
function rsaNulSansAideLogement(s: Simulation, famille: string, previous: string): boolean {
  if (s.hasInput('rsa_montant', famille, previous) || s.hasInput('rsa_forfait_logement', famille, previous))
    return false;
  const socle = Math.max(
    s.calc<number>('rsa_socle', famille, previous),
    s.calc<number>('rsa_socle_majore', famille, previous),
  );
  return socle <= s.calc<number>('rsa_base_ressources', famille, previous);
}

function rsaDansUneCopie(s: Simulation, famille: string, previous: string, fidele: boolean): number {
  const familles: Record<string, Record<string, unknown>> = {};
  for (const [gid, g] of Object.entries(s.groups.famille)) {
    const vars: Record<string, unknown> = { ...g.roles, ...g.vars };
    // always 0, even when M-1 is also requested: OpenFisca's spiral gives the default whatever was computed
    for (const name of SANS_AIDE_LOGEMENT) vars[name] = { ...(g.vars[name] ?? {}), [previous]: 0 };
    // the MVA counted in that RSA reads the housing aid of its quarter, in the spiral too: its default, unless
    // the situation gives the housing aid
    if (!s.alwaysDefault('caah') && g.vars.aide_logement_montant === undefined)
      vars.aide_logement_montant = Object.fromEntries(
        trimestreReference(s, gid, previous).map((m) => [m, 0]),
      );
    if (fidele && gid === famille)
      for (const name of RSA_SANS_AIDE_LOGEMENT)
        vars[name] = { ...(g.vars[name] ?? {}), [previous]: s.calc<number>(name, famille, previous) };
    familles[gid] = vars;
  }
  const group = (kind: 'foyer_fiscal' | 'menage') =>
    Object.fromEntries(Object.entries(s.groups[kind]).map(([gid, g]) => [gid, { ...g.roles, ...g.vars }]));
  // OpenFisca derives net incomes from taxable ones (net = imposable + CSG/CRDS computed on a gross that is 0
  // when only the taxable amount is given); our registry has no such formula, so the copy carries them over.
  // A faithful copy has nothing to carry over: it reads the same (never modified) inputs.
  let individus = s.individus as Record<string, Record<string, unknown>>;
  if (!fidele) {
    individus = {};
    for (const [id, vars] of Object.entries(s.individus)) {
      const own: Record<string, unknown> = { ...vars };
      for (const [net, imposable] of NET_DEPUIS_IMPOSABLE)
        if (own[net] === undefined && own[imposable] !== undefined) own[net] = own[imposable];
      individus[id] = own;
    }
  }
  const copy = new Simulation({
    individus,
    familles,
    foyers_fiscaux: group('foyer_fiscal'),
    menages: group('menage'),
  } as unknown as Situation);
  return copy.calc<number>('rsa', famille, previous);
}

export const baseRessourcesIndividu = defineVariable<number>({
  name: 'aide_logement_base_ressources_individu',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label:
    'Ressources annuelles d’une personne pour les aides au logement (12 mois M-13 à M-2 ; année N-2 avant 2021)',
  formula: (s, id, month) => {
    const n2 = addYears(yearOf(month), -2);
    const { salaires, chomage, fraisReels, dateDeduction, pensionsNettes } = revenusDeReference(s, id, month);

    // 10 % professional-expense deduction (income-tax rules of the reference year), or real expenses when larger
    let activite = 0;
    let indemnites = chomage;
    if (salaires + chomage > 0) {
      const deduction = Math.max(deductionFraisProfessionnels(salaires + chomage, dateDeduction), fraisReels);
      activite = Math.max(0, salaires - deduction);
      // not floored: a deduction larger than the wages and benefits lowers the person's other resources
      indemnites = chomage + Math.min(0, salaires - deduction);
    }
    activite += s.calc<number>('rpns_imposables', id, n2);

    const taux = at(ressources.abattements.chomage_indemnise, month);
    activite *=
      1 - taux * s.calc<number>('aide_logement_abattement_revenus_activite_professionnelle', id, month);
    if (s.calc<boolean>('aide_logement_abattement_indemnites_chomage', id, month)) indemnites *= 1 - taux;
    // only looked at when there is something to neutralise: the test may compute last month's RSA
    if (
      activite + indemnites !== 0 &&
      s.roleIn('famille', id) === 'parents' &&
      s.calc<boolean>('aide_logement_condition_neutralisation', id, month)
    ) {
      activite = 0;
      indemnites = 0;
    }

    return activite + indemnites + pensionsNettes;
  },
});

interface RevenusDeReference {
  /** taxable wages with boxes 1TT and 3VJ */
  salaires: number;
  chomage: number;
  fraisReels: number;
  /** the date whose income-tax rules give the 10 % deduction */
  dateDeduction: string;
  /** pensions after their 10 % deduction */
  pensionsNettes: number;
}

/** the incomes of the reference period: the 12 months M-13…M-2 since 2021, the calendar year N-2 before */
function revenusDeReference(s: Simulation, id: string, month: string): RevenusDeReference {
  const n1 = addYears(yearOf(month), -1);
  const n2 = addYears(yearOf(month), -2);
  const cases = s.calc<number>('f1tt', id, n2) + s.calc<number>('f3vj', id, n2);
  if (avantContemporaneisation(month)) {
    const annee = monthsOfYear(n2);
    return {
      salaires: s.sum('salaire_imposable', id, annee) + cases,
      chomage: s.sum('chomage_imposable', id, annee),
      fraisReels: s.calc<number>('frais_reels', id, n2),
      dateDeduction: `${n2}-01-01`,
      pensionsNettes: s.calc<number>('revenu_assimile_pension_apres_abattements', id, n2),
    };
  }
  const window = fenetreRessources(month);
  const pensions =
    s.sum('pensions_alimentaires_percues', id, monthsOfYear(n1)) +
    s.sum('retraite_imposable', id, window) +
    s.sum('pensions_invalidite', id, monthsOfYear(n2));
  // the pension deduction is read at month M, unlike the wage deduction (aides_logement.py)
  const pensionsNettes =
    pensions > 0
      ? Math.max(
          0,
          pensions - roundHalfEven(Math.max(at(abatpenTaux, month) * pensions, at(abatpenMin, month))),
        )
      : 0;
  return {
    salaires: s.sum('salaire_imposable', id, window) + cases,
    chomage: s.sum('chomage_imposable', id, window),
    fraisReels: s.calc<number>('frais_reels', id, n1),
    dateDeduction: yearStart(month, 1),
    pensionsNettes,
  };
}

export const biactivite = defineVariable<boolean>({
  name: 'aide_logement_biactivite',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Les deux conjoints ont chacun un revenu professionnel d’au moins 12 BMAF',
  formula: (s, famille, month) => {
    const parents = s.members('famille', famille, 'parents');
    if (parents.length < 2) return false;
    const year = yearOf(month);
    const seuil = at(extra.biactiviteEnBmaf, month) * at(bmaf, month);
    return parents.every(
      (p) =>
        s.calc<number>('salaire_imposable', p, month) +
          s.calc<number>('f1tt', p, year) +
          s.calc<number>('f3vj', p, year) +
          s.calc<number>('rpns_imposables', p, year) >=
        seuil,
    );
  },
});

/** the 30 000 € threshold compares the capital held: savings and the value (not the rental value) of property */
const PATRIMOINE = [
  'livret_a',
  'epargne_revenus_imposables',
  'epargne_revenus_non_imposables',
  'valeur_patrimoine_loue',
  'valeur_immo_non_loue',
  'valeur_terrains_non_loues',
];

export const baseRessourcesPatrimoine = defineVariable<number>({
  name: 'aide_logement_base_ressources_patrimoine',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Revenus fictifs du patrimoine au-delà de 30 000 €',
  formula: (s, famille, month) => {
    if (statutOf(s, famille, month) === 'locataire_foyer') return 0;
    const members = s.members('famille', famille);
    if (
      members.some((m) => s.calc<number>('aah', m, month) > 0) ||
      s.calc<number>('aeeh', famille, month) > 0
    )
      return 0;
    const total = members.reduce(
      (acc, m) => acc + PATRIMOINE.reduce((a, v) => a + s.calc<number>(v, m, month), 0),
      0,
    );
    if (total <= at(ressources.patrimoine.seuil_valorisation, month)) return 0;
    const sum = (name: string) => members.reduce((a, m) => a + s.calc<number>(name, m, month), 0);
    // the Livret A and the tax-free savings are the "capitaux non productifs" valued at 3 %
    return (
      at(extra.patrimoineTauxEpargne, month) * (sum('livret_a') + sum('epargne_revenus_non_imposables')) +
      at(extra.patrimoineTauxImmobilier, month) * sum('valeur_locative_immo_non_loue') +
      at(extra.patrimoineTauxTerrains, month) * sum('valeur_locative_terrains_non_loues')
    );
  },
});

/** 1.25 × the single ASPA ceiling in force at the end of year N-2 (OpenFisca's reading) */
export function plafondRessourcesPersonneACharge(month: string): number {
  const finN2 = `${addYears(yearOf(month), -2)}-12-31`;
  return at(extra.coefPlafondAspaPac, month) * at(aspaPlafondPersonneSeule, finN2);
}

/** true when the flat student resources replace the real ones */
export function forfaitEtudiant(s: Simulation, famille: string, month: string): boolean {
  const demandeur = s.demandeur(famille);
  return (
    s.calc<boolean>('etudiant', demandeur, month) &&
    s.calc<number>('age', demandeur, month) < at(ressources.etudiants.age_max, month)
  );
}

/** the student's flat resources: locatif figure, or the foyer one in a foyer or a CROUS residence */
function ressourcesForfaitaires(s: Simulation, famille: string, month: string): number {
  const demandeur = s.demandeur(famille);
  const foyer =
    statutOf(s, famille, month) === 'locataire_foyer' ||
    s.calc<boolean>('logement_crous', menageOf(s, famille), month);
  const boursier = s.calc<boolean>('boursier', demandeur, month);
  const e = ressources.etudiants;
  const flat = foyer
    ? at(e.foyer.dar_11_forfait_ressources_foyer, month) -
      (boursier ? at(e.foyer.dar_12_minoration_boursier, month) : 0)
    : at(e.locatif.dar_4_forfait_ressources, month) -
      (boursier ? at(e.locatif.dar_5_minoration_boursier, month) : 0);
  return Math.max(0, flat);
}

/** the parents' own resources; until March 2020 the évaluation forfaitaire replaces a parent's when it applies */
function ressourcesDesParents(s: Simulation, famille: string, month: string, avant2021: boolean): number {
  let total = 0;
  for (const parent of s.members('famille', famille, 'parents')) {
    const evaluation = avant2021
      ? s.calc<number>('aide_logement_base_ressources_eval_forfaitaire', parent, month)
      : 0;
    total +=
      evaluation > 0 ? evaluation : s.calc<number>('aide_logement_base_ressources_individu', parent, month);
  }
  return total;
}

/** the real resources: parents, children above their ceiling, patrimoine, tax-household terms */
function ressourcesReelles(s: Simulation, famille: string, month: string): number {
  const n1 = addYears(yearOf(month), -1);
  const n2 = addYears(yearOf(month), -2);
  const foyers = foyersDesParentsDeclarants(s, famille);
  const parFoyer = (name: string, year: string) =>
    foyers.reduce((t, foyer) => t + s.calc<number>(name, foyer, year), 0);
  const avant2021 = avantContemporaneisation(month);
  const parents =
    ressourcesDesParents(s, famille, month, avant2021) -
    parFoyer('abattements_speciaux_prestations_familiales', n2);
  const plafondEnfant = plafondRessourcesPersonneACharge(month);
  let enfants = 0;
  for (const e of s.members('famille', famille, 'enfants'))
    enfants += Math.max(
      0,
      s.calc<number>('aide_logement_base_ressources_individu', e, month) - plafondEnfant,
    );
  let total =
    Math.max(0, parents) +
    enfants +
    s.calc<number>('aide_logement_base_ressources_patrimoine', famille, month) +
    // the non-majoré complément familial of the window counts (its majoration does not)
    s.sum('cf_non_majore_avant_cumul', famille, fenetreRessources(month)) +
    parFoyer('aide_logement_base_revenus_fiscaux', n2) +
    parFoyer('pensions_alimentaires_versees', avant2021 ? n2 : n1);
  // before 2021 OpenFisca reads the dual-earner test in the month before year N-2 (December of N-3)
  const moisBiactivite = avant2021 ? addMonths(`${n2}-01`, -1) : month;
  if (s.calc<boolean>('aide_logement_biactivite', famille, moisBiactivite))
    total -= at(ressources.abattements.dar_1_double_activite, month);
  return Math.max(0, total);
}

/** before 2021 a student demandeur's flat figure is a floor under the real resources, whatever the age */
function ressourcesAvecPlancherEtudiant(s: Simulation, famille: string, month: string): number {
  const reelles = ressourcesReelles(s, famille, month);
  return s.calc<boolean>('etudiant', s.demandeur(famille), month)
    ? Math.max(reelles, ressourcesForfaitaires(s, famille, month))
    : reelles;
}

export const baseRessources = defineVariable<number>({
  name: 'aide_logement_base_ressources',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Ressources annuelles retenues pour les aides au logement',
  formula: (s, famille, month) => {
    const arrondi = at(extra.arrondiRessources, month);
    const r = avantContemporaneisation(month)
      ? ressourcesAvecPlancherEtudiant(s, famille, month)
      : forfaitEtudiant(s, famille, month)
        ? ressourcesForfaitaires(s, famille, month)
        : ressourcesReelles(s, famille, month);
    const arrondies = Math.ceil(round2(r) / arrondi) * arrondi;
    // an eligible home-buyer's resources are at least 16.25 × the monthly loan payment, even a student's
    const menage = menageOf(s, famille);
    return s.calc<boolean>('aides_logement_primo_accedant_eligibilite', menage, month)
      ? Math.max(arrondies, s.calc<number>('aides_logement_primo_accedant_ressources', menage, month))
      : arrondies;
  },
});
