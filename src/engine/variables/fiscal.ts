// What several rules read from the tax household: its shares, its revenu net global, the special abatements
// and the income outside wages that the housing aids count.
import type { Simulation } from '../core/simulation.ts';
import { at, atOrNull, singleAmount } from '../core/params.ts';
import { monthsOfYear, yearOf } from '../core/periods.ts';
import { defineVariable } from '../core/variables.ts';
import {
  accueilPersonneAgeePlafond,
  agePersonneAgeeAbattement,
  csgDeductiblePatrimoineTaux,
  grossesReparationsPlafond,
  microfoncierMax,
  microfoncierTaux,
  pensionAlimentaireJugementAvant2006Coefficient,
  ppvExceptionnellePartRfr,
  renteViagereFractionImposable,
} from '../params/fiscal.ts';
import { roundHalfEven } from '../core/rounding.ts';
import { abatproMax, abatproMin, abatproMinChomeurLongueDuree, abatproTaux } from '../params/commun.ts';
import {
  abattementContribuableAgeInvalide,
  abattementEnfantMarie,
  dateNaissanceLimiteAbattement,
} from '../params/abattements-speciaux.ts';

/**
 * the 10 % professional-expense deduction of the income-tax rules in force at `date`, floor and ceiling, rounded;
 * until the income of 2017, a jobseeker registered for over a year had a higher floor (asked only then)
 */
export const deductionFraisProfessionnels = (
  revenus: number,
  date: string,
  chomeurLongueDuree: () => boolean = () => false,
) => {
  const plancherChomeur = atOrNull(abatproMinChomeurLongueDuree, date);
  const plancher =
    (plancherChomeur !== null && chomeurLongueDuree() && plancherChomeur) || at(abatproMin, date);
  return roundHalfEven(Math.min(Math.max(at(abatproTaux, date) * revenus, plancher), at(abatproMax, date)));
};

const declarants = (s: Simulation, foyer: string) => s.members('foyer_fiscal', foyer, 'declarants');

/** the first declarant of the person's tax household, on whom OpenFisca projects the household's incomes */
export const declarantPrincipal = (s: Simulation, id: string) => declarants(s, s.foyerFiscal(id))[0] === id;

/** the tax households of the famille's demandeur and conjoint, each where that parent is its principal declarant */
export const foyersDesParentsDeclarants = (s: Simulation, famille: string): string[] =>
  s
    .members('famille', famille, 'parents')
    .slice(0, 2)
    .filter((parent) => declarantPrincipal(s, parent))
    .map((parent) => s.foyerFiscal(parent));
const membres = (s: Simulation, foyer: string) => s.members('foyer_fiscal', foyer);

/** land income: real regime (4BA − 4BB − 4BC) plus micro-foncier receipts after 30 %, less past deficits (4BD) */
export const revenuCategorielFoncier = defineVariable<number>({
  name: 'revenu_categoriel_foncier',
  entity: 'foyer_fiscal',
  period: 'year',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Revenu catégoriel foncier',
  formula: (s, foyer, year) => {
    const box = (name: string) => s.calc<number>(name, foyer, year);
    const f4be = box('f4be');
    const abattement = f4be <= at(microfoncierMax, year) ? at(microfoncierTaux, year) : 0;
    const foncier = box('f4ba') - box('f4bb') - box('f4bc') + roundHalfEven(f4be * (1 - abattement));
    return Math.max(0, foncier - box('f4bd'));
  },
});

/** life annuities bought for value (1AW to 1DW), as a monthly amount of the year */
export const renteViagereTitreOnereux = defineVariable<number>({
  name: 'rente_viagere_titre_onereux',
  entity: 'foyer_fiscal',
  period: 'month',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  setInput: 'divide',
  label: 'Rentes viagères à titre onéreux du mois (montant déclaré de l’année / 12)',
  formula: (s, foyer, month) =>
    ['f1aw', 'f1bw', 'f1cw', 'f1dw'].reduce(
      (t, box) => t + s.calc<number>(box, foyer, month.slice(0, 4)),
      0,
    ) / 12,
});

/** life annuities bought for value, taxed on a share that falls with the age at first payment (1AW to 1DW) */
export const renteViagereTitreOnereuxNet = defineVariable<number>({
  name: 'rente_viagere_titre_onereux_net',
  entity: 'foyer_fiscal',
  period: 'year',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Rentes viagères à titre onéreux, part imposable',
  formula: (s, foyer, year) => {
    const parts = at(renteViagereFractionImposable, year);
    return roundHalfEven(
      ['f1aw', 'f1bw', 'f1cw', 'f1dw'].reduce(
        (t, box, i) => t + parts[i] * s.calc<number>(box, foyer, year),
        0,
      ),
    );
  },
});

/** capital income taxed apart from the scale (a withholding, the flat tax), by month */
const CAPITAL_HORS_BAREME = [
  'revenus_capitaux_prelevement_liberatoire',
  'revenus_capitaux_prelevement_forfaitaire_unique_ir',
] as const;
/** capital income of the year, taxed at the scale, by a withholding or by the flat tax (PFU) */
const CAPITAL = ['revenus_capitaux_prelevement_bareme', ...CAPITAL_HORS_BAREME] as const;
const revenusCapital = (s: Simulation, foyer: string, year: string) =>
  CAPITAL.reduce((t, name) => t + s.sum(name, foyer, monthsOfYear(year)), 0);

/** a member's wages, pensions and annuities after their deductions, and self-employed taxable profit */
const REVENUS_CATEGORIELS_INDIVIDUELS = ['traitements_salaires_pensions_rentes', 'rpns_imposables'] as const;

/**
 * Revenu brut global, when the situation does not give it: the members' wages, pensions and self-employed
 * income after the 10 % deductions, plus land income, life annuities, capital income taxed at the scale and the
 * sums added to the taxable income (6GH), never below 0. (Past deficits are not modelled.)
 */
export const rbg = defineVariable<number>({
  name: 'rbg',
  entity: 'foyer_fiscal',
  period: 'year',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Revenu brut global (approché)',
  formula: (s, foyer, year) =>
    Math.max(
      0,
      // read apart, as OpenFisca's revenus catégoriels do: a chain back in time (the CSG rate's RFR) that comes
      // back to one of them cuts that one only (see Simulation.spiral)
      membres(s, foyer).reduce((t, id) => t + s.sumVariables(REVENUS_CATEGORIELS_INDIVIDUELS, id, year), 0) +
        s.calc<number>('revenu_categoriel_foncier', foyer, year) +
        s.calc<number>('f6gh', foyer, year) +
        s.calc<number>('rente_viagere_titre_onereux_net', foyer, year) +
        s.sum('revenus_capitaux_prelevement_bareme', foyer, monthsOfYear(year)),
    ),
});

const MONTANT_DU_FOYER = { entity: 'foyer_fiscal', period: 'year', valueType: 'float', default: 0 } as const;
const FOYER_ANNUEL = { ...MONTANT_DU_FOYER, defaultWithoutInputs: true } as const;
const box = (s: Simulation, foyer: string, name: string, year: string) => s.calc<number>(name, foyer, year);

/**
 * Maintenance paid (CGI art. 156 II 2°): to an adult child up to the abatement of art. 196 B per child (6EL, 6EM,
 * 6GI, 6GJ), to anyone else in full (6GP, 6GU); amounts set by a judgment before 2006 (6GI, 6GJ, 6GP) count 25 % more
 */
defineVariable<number>({
  ...FOYER_ANNUEL,
  name: 'pensions_alimentaires_deduites',
  label: 'Pensions alimentaires versées déduites du revenu global',
  formula: (s, foyer, year) => {
    const date = `${year}-01-01`;
    const plafond = at(abattementEnfantMarie, date);
    const majoration = at(pensionAlimentaireJugementAvant2006Coefficient, date);
    const plafonnee = (montant: number) => Math.min(montant, plafond);
    return (
      plafonnee(box(s, foyer, 'f6gi', year) * majoration) +
      plafonnee(box(s, foyer, 'f6gj', year) * majoration) +
      plafonnee(box(s, foyer, 'f6el', year)) +
      plafonnee(box(s, foyer, 'f6em', year)) +
      box(s, foyer, 'f6gp', year) * majoration +
      box(s, foyer, 'f6gu', year)
    );
  },
});

/** taking in a person over 75 (6EU), up to a ceiling per person taken in (6EV, at least one) */
defineVariable<number>({
  ...FOYER_ANNUEL,
  name: 'cd_acc75a',
  label: 'Frais d’accueil d’une personne de plus de 75 ans déduits',
  formula: (s, foyer, year) =>
    Math.min(
      box(s, foyer, 'f6eu', year),
      at(accueilPersonneAgeePlafond, `${year}-01-01`) * Math.max(1, box(s, foyer, 'f6ev', year)),
    ),
});

defineVariable<number>({
  ...FOYER_ANNUEL,
  name: 'cd_deddiv',
  label: 'Déductions diverses (case 6DD)',
  formula: (s, foyer, year) => box(s, foyer, 'f6dd', year),
});

const VERSEMENTS_EPARGNE_RETRAITE = ['f6rs', 'f6ss', 'f6ns'];
/** retirement savings (6RS, 6SS, 6NS) of each member, within their own ceiling when the return gives one (6PS) */
defineVariable<number>({
  ...FOYER_ANNUEL,
  name: 'cd_eparet',
  label: 'Versements sur l’épargne retraite déduits',
  formula: (s, foyer, year) =>
    membres(s, foyer).reduce((total, id) => {
      const versements = s.sumVariables(VERSEMENTS_EPARGNE_RETRAITE, id, year);
      const plafond = s.calc<number>('f6ps', id, year);
      return total + (plafond === 0 ? versements : Math.min(versements, plafond));
    }, 0),
});

/**
 * Major repairs by bare owners: the year's expenses (6CB) until 2017 and those carried over, one more year of them
 * each year from 2010; since 2018 only those carried over (from 2010 on since 2020), under the 2017 ceiling
 */
const REPORTS_GROSSES_REPARATIONS = ['f6hj', 'f6hk', 'f6hl', 'f6hm', 'f6hn', 'f6ho', 'f6hp', 'f6hq', 'f6hr'];
/** the boxes of the expenses deducted for the year: before 2018, the year's own and one more year carried over each year */
function depensesGrossesReparations(year: string): readonly string[] {
  const annee = Number(year);
  if (annee >= 2020) return REPORTS_GROSSES_REPARATIONS.slice(1);
  if (annee >= 2018) return REPORTS_GROSSES_REPARATIONS;
  return ['f6cb', ...REPORTS_GROSSES_REPARATIONS.slice(0, Math.max(0, annee - 2009))];
}
defineVariable<number>({
  ...FOYER_ANNUEL,
  name: 'grosses_reparations',
  label: 'Dépenses de grosses réparations des nus-propriétaires déduites',
  formula: (s, foyer, year) =>
    Math.min(
      s.sumVariables(depensesGrossesReparations(year), foyer, year),
      at(grossesReparationsPlafond, '2017-01-01'),
    ),
});

const CHARGES_DEDUCTIBLES = [
  'pensions_alimentaires_deduites',
  'cd_acc75a',
  'cd_deddiv',
  'cd_eparet',
  'grosses_reparations',
];
defineVariable<number>({
  ...FOYER_ANNUEL,
  name: 'cd1',
  label: 'Charges déductibles du revenu brut global',
  formula: (s, foyer, year) => s.sumVariables(CHARGES_DEDUCTIBLES, foyer, year),
});
// the charges OpenFisca deducts after the others (cd2) all ended in 2009
defineVariable<number>({
  ...FOYER_ANNUEL,
  name: 'charges_deduc',
  label: 'Charges déductibles',
  formula: (s, foyer, year) => s.calc<number>('cd1', foyer, year),
});

/**
 * The deductible CSG on capital income (6DE, and the rate on 2BH and 2DF, 2BH only when the household opts for
 * the scale since the flat tax of 2018), never more than the revenu brut global
 */
defineVariable<number>({
  ...MONTANT_DU_FOYER,
  gatedBy: ['f6de', 'f2bh', 'f2df'],
  name: 'csg_patrimoine_deductible_ir',
  label: 'CSG déductible sur les revenus du patrimoine',
  formula: (s, foyer, year) => {
    const taux = at(csgDeductiblePatrimoineTaux, `${year}-01-01`);
    const auBareme = year < '2018' || s.calc<boolean>('f2op', foyer, year);
    const f2bh = auBareme ? box(s, foyer, 'f2bh', year) : 0;
    const deductible =
      Math.max(box(s, foyer, 'f6de', year), 0) + Math.max(taux * (f2bh + box(s, foyer, 'f2df', year)), 0);
    return Math.min(deductible, Math.max(s.calc<number>('rbg', foyer, year), 0));
  },
});

/** Revenu net global: the revenu brut global less the deductible CSG on capital income and the deductible charges */
export const rng = defineVariable<number>({
  name: 'rng',
  entity: 'foyer_fiscal',
  period: 'year',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Revenu net global',
  formula: (s, foyer, year) =>
    Math.max(
      0,
      s.calc<number>('rbg', foyer, year) -
        s.calc<number>('csg_patrimoine_deductible_ir', foyer, year) -
        s.calc<number>('charges_deduc', foyer, year),
    ),
});

/** a declarant over 65 at 31 December, or disabled (boxes P and F, or the person's invalidity card) */
function ouvreAbattement(s: Simulation, foyer: string, id: string, rang: number, year: string): boolean {
  if (s.calc<number>('age', id, `${year}-12`) >= at(agePersonneAgeeAbattement, year)) return true;
  if (s.calc<boolean>(rang === 0 ? 'caseP' : 'caseF', foyer, year)) return true;
  return s.calc<boolean>('invalidite', id, `${year}-12`);
}

/**
 * The special abatements of the revenu net imposable (CGI art. 157 bis and 196 B): a fixed abatement per elderly
 * or disabled declarant, by revenu net global, and one per married child attached to the household (box N);
 * never more than the revenu net global (as OpenFisca: a negative one leaves a revenu net imposable of 0).
 */
export const abatSpe = defineVariable<number>({
  name: 'abat_spe',
  entity: 'foyer_fiscal',
  period: 'year',
  valueType: 'float',
  default: 0,
  label: 'Abattements spéciaux (personnes âgées ou invalides, enfants mariés rattachés)',
  formula: (s, foyer, year) => {
    const ayantsDroit = declarants(s, foyer)
      .slice(0, 2)
      .filter((id, rang) => ouvreAbattement(s, foyer, id, rang, year)).length;
    const revenu = s.calc<number>('rng', foyer, year);
    const parPersonne = ayantsDroit && singleAmount(at(abattementContribuableAgeInvalide, year), revenu);
    const enfantsMaries = s.calc<number>('nbN', foyer, year) * at(abattementEnfantMarie, year);
    return Math.min(revenu, ayantsDroit * parPersonne + enfantsMaries);
  },
});

/**
 * The special abatements of the tax household that the family benefits and the housing aids take off its
 * resources, as OpenFisca (base_ressource.py): per principal declarant and per conjoint born before 1931 or
 * disabled (boxes P, F), the age scale on the revenu net global, plus the abatement per married child (nbN);
 * never more than the revenu net global. OpenFisca reads the principal declarant's age for both.
 */
export const abattementsSpeciauxPrestationsFamiliales = defineVariable<number>({
  name: 'abattements_speciaux_prestations_familiales',
  entity: 'foyer_fiscal',
  period: 'year',
  valueType: 'float',
  default: 0,
  label: 'Abattements spéciaux des personnes âgées ou invalides et des enfants mariés rattachés',
  formula: (s, foyer, year) => {
    const [principal, conjoint] = declarants(s, foyer);
    const limite = at(dateNaissanceLimiteAbattement, year);
    // no conjoint: OpenFisca's default date of birth
    const nee = (id: string | undefined) =>
      id ? s.calc<string>('date_naissance', id, `${year}-01`) : '1970-01-01';
    const ageConnu = principal !== undefined && s.calc<number>('age', principal, `${year}-01`) > 0;
    const eligibles =
      Number(ageConnu && (nee(principal) < limite || s.calc<boolean>('caseP', foyer, year))) +
      Number(ageConnu && (nee(conjoint) < limite || s.calc<boolean>('caseF', foyer, year)));
    const enfantsMaries = s.calc<number>('nbN', foyer, year);
    // the revenu net global is never negative: nothing to abate, no need to compute it
    if (eligibles === 0 && enfantsMaries === 0) return 0;
    const revenu = s.calc<number>('rng', foyer, year);
    return Math.min(
      revenu,
      eligibles * singleAmount(at(abattementContribuableAgeInvalide, year), revenu) +
        enfantsMaries * at(abattementEnfantMarie, year),
    );
  },
});

/**
 * The tax household's income of year N-2 outside wages that the aides au logement count: land income, life
 * annuities, capital income (at the scale, withheld or at the flat tax) and capital gains, less the childcare
 * expenses of boxes 7GA to 7GC.
 */
export const aideLogementBaseRevenusFiscaux = defineVariable<number>({
  name: 'aide_logement_base_revenus_fiscaux',
  entity: 'foyer_fiscal',
  period: 'year',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Revenus fiscaux du foyer (hors salaires) comptés par les aides au logement',
  formula: (s, foyer, year) => {
    const box = (name: string) => s.calc<number>(name, foyer, year);
    return (
      box('revenu_categoriel_foncier') +
      box('rente_viagere_titre_onereux_net') +
      revenusCapital(s, foyer, year) +
      box('revenu_categoriel_plus_values') -
      box('f7ga') -
      box('f7gb') -
      box('f7gc')
    );
  },
});

/** Revenu net imposable when the situation does not give it: the revenu net global less the special abatements. */
export const rni = defineVariable<number>({
  name: 'rni',
  entity: 'foyer_fiscal',
  period: 'year',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Revenu net imposable (revenu net global moins les abattements spéciaux)',
  formula: (s, foyer, year) => s.calc<number>('rng', foyer, year) - s.calc<number>('abat_spe', foyer, year),
});

/** amounts of the tax return added to the revenu net imposable to make the RFR (CGI art. 1417 IV) */
const AJOUTS_RFR = [
  'rfr_cd',
  'rfr_plus_values_hors_rni',
  'rfr_rvcm_abattements_a_reintegrer',
  'abattements_plus_values',
  'f2dm',
  'microentreprise',
] as const;
/** the members' exempt self-employed profits */
const BENEFICES_EXONERES = ['rpns_exon', 'rpns_info'] as const;

/**
 * Revenu fiscal de référence when the situation does not give it (the chèque énergie, the CSG rate of
 * replacement incomes, the bourse read it), as OpenFisca's formula: the revenu net imposable (less the capital
 * gains of box 3SB when box 2OP puts capital income at the scale), plus the exempt or separately taxed incomes
 * the return lists, and 90 % of the exceptional PPV of 2023 exempt from income tax.
 */
export const rfr = defineVariable<number>({
  name: 'rfr',
  entity: 'foyer_fiscal',
  period: 'year',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Revenu fiscal de référence',
  formula: (s, foyer, year) => {
    const plusValuesAuBareme = s.calc<boolean>('f2op', foyer, year) ? s.calc<number>('f3sb', foyer, year) : 0;
    let ajouts = s.sumVariables(AJOUTS_RFR, foyer, year);
    for (const name of CAPITAL_HORS_BAREME) ajouts += s.sum(name, foyer, monthsOfYear(year));
    // before the PPV, no part of it
    const partPpv = atOrNull(ppvExceptionnellePartRfr, year) ?? 0;
    for (const id of membres(s, foyer))
      ajouts +=
        s.sumVariables(BENEFICES_EXONERES, id, year) +
        partPpv * s.calc<number>('prime_partage_valeur_exoneree_exceptionnelle', id, year);
    return Math.max(0, s.calc<number>('rni', foyer, year) - plusValuesAuBareme) + ajouts;
  },
});

/**
 * OpenFisca (ir.py): when the situation does not say, two declarants of one tax household are taken as pacsés,
 * anyone else as single
 */
export const statutMarital = defineVariable<string>({
  name: 'statut_marital',
  entity: 'individu',
  period: 'month',
  valueType: 'enum',
  default: 'celibataire',
  possibleValues: ['marie', 'celibataire', 'divorce', 'veuf', 'pacse', 'jeune_veuf'],
  label: 'Statut marital',
  formula: (s, id) => (declarants(s, s.foyerFiscal(id)).length >= 2 ? 'pacse' : 'celibataire'),
});

/** OpenFisca (ir.py): the maintenance paid, boxes 6GI to 6GU of the tax return, counted negative */
export const pensionsAlimentairesVersees = defineVariable<number>({
  name: 'pensions_alimentaires_versees',
  entity: 'foyer_fiscal',
  period: 'year',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Pensions alimentaires versées (négatives)',
  // 0 − Σ rather than −Σ: no income gives 0, not −0
  formula: (s, foyer, year) =>
    0 -
    ['f6gi', 'f6gj', 'f6el', 'f6em', 'f6gp', 'f6gu'].reduce(
      (total, box) => total + s.calc<number>(box, foyer, year),
      0,
    ),
});

/**
 * OpenFisca (minima sociaux): rental income counted by the RSA and the prime d'activité when not given, the
 * household's land income of the year, a twelfth a month, on its principal declarant
 */
export const revenusLocatifs = defineVariable<number>({
  name: 'revenus_locatifs',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Revenus locatifs du mois',
  formula: (s, id, month) =>
    declarantPrincipal(s, id)
      ? Math.max(0, s.calc<number>('revenu_categoriel_foncier', s.foyerFiscal(id), yearOf(month)) / 12)
      : 0,
});

/** OpenFisca: capital income of the month, whatever its taxation, on the household's principal declarant */
export const revenusCapitalDuMois = defineVariable<number>({
  name: 'revenus_capital',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Revenus du capital du mois',
  formula: (s, id, month) => {
    if (!declarantPrincipal(s, id)) return 0;
    const foyer = s.foyerFiscal(id);
    return CAPITAL.reduce((total, nom) => total + Math.max(0, s.calc<number>(nom, foyer, month)), 0);
  },
});
