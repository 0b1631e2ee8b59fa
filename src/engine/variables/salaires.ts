// Earned income: net and taxable wages from gross pay (`salaire_de_base`, bonuses, the end-of-contract
// indemnity), so that a situation giving only the gross pay is not read as no income. Model: a private-sector
// employee, non-cadre or cadre — old-age insurance (plafonnée and déplafonnée); until 2018 unemployment and
// health contributions, ARRCO and AGFF; from 2019 AGIRC-ARRCO, CEG and CET by tranche; APEC for a cadre; the
// Alsace-Moselle health contribution when the situation says so; CSG and CRDS on 98,25 % of the pay up to
// 4 PSS. Apprentices are exempt of contributions (entirely until 2018, then below a share of the SMIC) and of
// CSG/CRDS (until the LFSS 2025). When the situation gives `salaire_net` or `salaire_imposable`, those inputs
// are used as they are.
import { defineVariable } from '../core/variables.ts';
import { at, atOrNull, enVigueur, marginalRate, type Bracket, type Parameter } from '../core/params.ts';
import type { Simulation } from '../core/simulation.ts';
import { negatif } from './remplacement.ts';
import { crdsTaux, nbHeuresTravailMensuel, smicHoraireBrut, smicMensuelBrut } from '../params/commun.ts';
import { addDays, addMonths, ageOn, daysBetween, firstDay, monthsBetween, yearOf } from '../core/periods.ts';
import {
  abattementAssietteCsg,
  agffSalarie,
  agircArrcoSalarie,
  apecSalarie,
  apprentiExonerationTotaleCotisations,
  apprentiExonerationTotaleCsg,
  apprentiRemunerationMinimale,
  arrcoSalarie,
  cegSalarie,
  cetSalarie,
  chomageSalarie,
  cotisationExceptionnelleTemporaireSalarie,
  indemniteFinContratTaux,
  ircantecSalarie,
  maladieAlsaceMoselleSalarie,
  maladieSalarie,
  microEntrepriseAbattements,
  partImposableIjAccidentTravail,
  apprentiSeuilExonerationCotisations,
  csgActiviteDeductible,
  csgActiviteImposable,
  plafondSecuriteSocialeHoraire,
  plafondSecuriteSocialeMensuel,
  ppvExoneration,
  stageGratificationTauxMin,
  vieillesseDeplafonneeSalarie,
  vieillessePlafonneeSalarie,
} from '../params/salaires.ts';

/** the gross pay in cash that bears contributions: base pay, taxed bonuses, end-of-contract indemnity */
const paieBrute = (s: Simulation, id: string, month: string) => s.sumVariables(PAIE_BRUTE, id, month);
const PAIE_BRUTE = ['salaire_de_base', 'primes_salaires_non_exonerees', 'indemnite_fin_contrat'] as const;

/**
 * a contribution scale (thresholds in PSS) applied to a pay; a scale not in force is no contribution. With a
 * ceiling of 0 (no day of the month under contract), every threshold is 0: the pay is all in the last tranche.
 */
function selonBareme(bareme: Bracket[] | null, assiette: number, pss: number): number {
  if (bareme === null) return 0;
  if (pss > 0) return marginalRate(bareme, assiette / pss) * pss;
  return Math.max(0, assiette) * (bareme[bareme.length - 1]?.rate ?? 0);
}

/**
 * The social-security ceiling of the month for one employee (OpenFisca's plafond_securite_sociale; code de la
 * sécurité sociale R242-2 and R242-7): the monthly PSS times the share of a full-time job of a part-time or
 * days contract, unless the employer and the employee waived that adjustment (from September 2023); and in a
 * month the contract covers only in part, times its calendar days out of 30. Never above the monthly PSS.
 */
export const plafondSecuriteSociale = defineVariable<number>({
  name: 'plafond_securite_sociale',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Plafond de la sécurité sociale du mois, ajusté au temps de travail et aux jours sous contrat',
  formula: (s, id, month) => {
    const pss = at(plafondSecuriteSocialeMensuel, month);
    const renonce =
      month >= '2023-09' && s.calc<boolean>('renonciation_ajustement_pss_temps_partiel', id, month);
    const quotite = renonce ? 1 : quotiteDuPlafond(s, id, month);
    return Math.min(pss, pss * quotite * partDuMoisSousContrat(s, id, month));
  },
});

/**
 * The share of a full-time job the ceiling follows: a part-time contract's hours, a days contract's days
 * (OpenFisca's quotite_de_travail). Where OpenFisca's quotité is 0 — a part-time contract whose hours are not
 * given, hour packages, no contract — it would make the ceiling 0 and tax the whole pay at the upper tranche's
 * rates; no rule reads it so, and the ceiling stays whole.
 */
function quotiteDuPlafond(s: Simulation, id: string, month: string): number {
  const contrat = s.calc<string>('contrat_de_travail', id, month);
  if (contrat !== 'temps_partiel' && contrat !== 'forfait_jours_annee') return 1;
  return s.calc<number>('quotite_de_travail', id, month) || 1;
}

/**
 * The calendar days of the month the contract covers, out of 30, in a month it covers only in part (R242-2);
 * a month it covers whole is a whole month, February too, where OpenFisca's nombre_jours_calendaires counts
 * 28 days out of 30.
 */
function partDuMoisSousContrat(s: Simulation, id: string, month: string): number {
  const debutMois = firstDay(month);
  const finMois = addDays(firstDay(addMonths(month, 1)), -1);
  const debut = s.calc<string>('contrat_de_travail_debut', id, month) || debutMois;
  const fin = s.calc<string>('contrat_de_travail_fin', id, month) || finMois;
  if (debut <= debutMois && fin >= finMois) return 1;
  const jours = daysBetween(debut > debutMois ? debut : debutMois, fin < finMois ? fin : finMois) + 1;
  return Math.min(Math.max(jours, 0), 30) / 30;
}

/**
 * The ceiling the employee's scales use. Only a situation that gives something the ceiling is computed from (a
 * part-time contract, the dates of the contract…) can move it off the monthly PSS: every other pay reads the
 * parameter, without evaluating the variable.
 */
function plafondDuMois(s: Simulation, id: string, month: string): number {
  return !s.trustsShortcuts || s.givesAnyInputOf('plafond_securite_sociale')
    ? s.calc<number>('plafond_securite_sociale', id, month)
    : at(plafondSecuriteSocialeMensuel, month);
}

/**
 * OpenFisca's categories: a cadre's own scales, a public-sector contract agent's (IRCANTEC instead of the
 * private complementary schemes, no unemployment contribution), none for a person outside salaried employment.
 * A civil servant's contributions (on `traitement_indiciaire_brut`) are not modelled: a base pay given for one
 * is read as a private non-cadre's.
 */
type Categorie = 'cadre' | 'non_cadre' | 'contractuel_public' | 'aucune';
function categorieDe(s: Simulation, id: string, month: string): Categorie {
  switch (s.calc<string>('categorie_salarie', id, month)) {
    case 'prive_cadre':
      return 'cadre';
    case 'public_non_titulaire':
      return 'contractuel_public';
    case 'non_pertinent':
      return 'aucune';
    default:
      return 'non_cadre';
  }
}

/**
 * the employee's social contributions on a pay (`assiette`) at a month; a trainee's (`reintegration`: the part
 * of the allowance above the legal minimum, in the pay) are the basic scheme's only: no complementary pension
 * scheme, and no unemployment contribution on that part (OpenFisca's exoneration_cotisations_salarie_stagiaire)
 */
function montantCotisations(
  assiette: number,
  month: string,
  pss: number,
  categorie: Categorie,
  alsaceMoselle: boolean,
  stagiaire: { reintegration: number } | null = null,
): number {
  if (categorie === 'aucune' || assiette <= 0) return 0;
  const bareme = (b: Parameter<Bracket[]>) => selonBareme(atOrNull(b, month), assiette, pss);
  const communes =
    Math.min(assiette, pss) * at(vieillessePlafonneeSalarie, month) +
    assiette * at(vieillesseDeplafonneeSalarie, month) +
    bareme(maladieSalarie) +
    (alsaceMoselle ? bareme(maladieAlsaceMoselleSalarie) : 0);
  if (categorie === 'contractuel_public') return communes + bareme(ircantecSalarie);
  if (stagiaire)
    return communes + selonBareme(atOrNull(chomageSalarie, month), assiette - stagiaire.reintegration, pss);
  const cadre = categorie === 'cadre';
  return (
    communes +
    bareme(chomageSalarie) +
    // until 2018
    bareme(arrcoSalarie[categorie]) +
    bareme(agffSalarie[categorie]) +
    (cadre ? bareme(cotisationExceptionnelleTemporaireSalarie) : 0) +
    // from 2019
    bareme(agircArrcoSalarie) +
    bareme(cegSalarie) +
    (assiette > pss ? bareme(cetSalarie) : 0) +
    (cadre ? bareme(apecSalarie) : 0)
  );
}

/** the part of the pay that bears contributions: an apprentice's is the part above the exempt share */
function paieSoumise(s: Simulation, id: string, month: string, paie: number): number {
  if (!s.calc<boolean>('apprenti', id, month)) return paie;
  if (at(apprentiExonerationTotaleCotisations, month)) return 0; // until 2018
  return Math.max(0, paie - at(apprentiSeuilExonerationCotisations, month) * at(smicMensuelBrut, month));
}

/** the PPV exempt from contributions, of the month (a yearly amount spread over the months) */
const ppvExonereeDuMois = (s: Simulation, id: string, month: string) =>
  s.calc<number>('prime_partage_valeur_exoneree', id, yearOf(month)) / 12;

/**
 * the CSG and CRDS base: 98,25 % of the pay up to 4 PSS, all of it above (an apprentice's: see paieSoumise); the
 * PPV exempt from contributions and a trainee's allowance above the minimum bear them too (OpenFisca's
 * assiette_csg_abattue)
 */
function assietteCsg(s: Simulation, id: string, month: string): number {
  const paie = paieBrute(s, id, month);
  const enPlus =
    ppvExonereeDuMois(s, id, month) + s.calc<number>('stage_gratification_reintegration', id, month);
  if (paie <= 0 && enPlus <= 0) return 0;
  const apprenti = s.calc<boolean>('apprenti', id, month);
  const paieCsg = !apprenti
    ? paie
    : at(apprentiExonerationTotaleCsg, month)
      ? 0
      : paieSoumise(s, id, month, paie);
  const brute = Math.max(0, paieCsg) + enPlus;
  const pss = plafondDuMois(s, id, month);
  return Math.min(brute, 4 * pss) * (1 - at(abattementAssietteCsg, month)) + Math.max(0, brute - 4 * pss);
}

/** the employee's contributions of the month on the pay that bears them (a trainee's allowance above the minimum too) */
function cotisations(s: Simulation, id: string, month: string): number {
  const paie = paieBrute(s, id, month);
  const reintegration = s.calc<number>('stage_gratification_reintegration', id, month);
  if (paie <= 0 && reintegration <= 0) return 0;
  return montantCotisations(
    (paie > 0 ? paieSoumise(s, id, month, paie) : 0) + reintegration,
    month,
    plafondDuMois(s, id, month),
    categorieDe(s, id, month),
    s.calc<boolean>('salarie_regime_alsace_moselle', id, month),
    s.calc<boolean>('stagiaire', id, month) ? { reintegration } : null,
  );
}

/**
 * without a gross pay, a bonus or an end-of-contract indemnity given, there is nothing to take off; the
 * exceptional bonuses count too, as their part above the exemption is pay that bears contributions (the gate also
 * covers what is computed from them: a non-exempt part given on its own)
 */
const RETENUE = {
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: [
    'salaire_de_base',
    'primes_salaires',
    'indemnite_fin_contrat_due',
    'stage_duree_heures',
    'prime_exceptionnelle_pouvoir_achat',
    'prime_partage_valeur',
    'prime_partage_valeur_exceptionnelle',
  ],
  setInput: 'divide',
} as const;

export const cotisationsSalariales = defineVariable<number>({
  ...RETENUE,
  name: 'cotisations_salariales',
  label: 'Cotisations sociales salariales (négatives)',
  formula: (s, id, month) => negatif(cotisations(s, id, month)),
});
export const csgDeductibleSalaire = defineVariable<number>({
  ...RETENUE,
  name: 'csg_deductible_salaire',
  label: 'CSG déductible sur les salaires (négative)',
  formula: (s, id, month) => negatif(assietteCsg(s, id, month) * at(csgActiviteDeductible, month)),
});
export const csgImposableSalaire = defineVariable<number>({
  ...RETENUE,
  name: 'csg_imposable_salaire',
  label: 'CSG non déductible sur les salaires (négative)',
  formula: (s, id, month) => negatif(assietteCsg(s, id, month) * at(csgActiviteImposable, month)),
});
export const crdsSalaire = defineVariable<number>({
  ...RETENUE,
  name: 'crds_salaire',
  label: 'CRDS sur les salaires (négative)',
  formula: (s, id, month) => negatif(assietteCsg(s, id, month) * at(crdsTaux, month)),
});

/** the deductions from the pay before tax (negative), then the taxable pay and what is taken off it */
const RETENUES_DEDUCTIBLES = ['cotisations_salariales', 'csg_deductible_salaire'] as const;
const IMPOSABLE_MOINS_CSG_CRDS = ['salaire_imposable', 'csg_imposable_salaire', 'crds_salaire'] as const;

export const salaireImposable = defineVariable<number>({
  name: 'salaire_imposable',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  setInput: 'divide',
  label:
    'Salaire imposable (brut − cotisations salariales − CSG déductible − heures supplémentaires exonérées)',
  // the overtime pay exempt from income tax (`hsup`, part of the gross pay) is not taxable, as in OpenFisca;
  // the RSA and the prime d'activité add it back to the activity income
  formula: (s, id, month) =>
    paieBrute(s, id, month) +
    s.sumVariables(RETENUES_DEDUCTIBLES, id, month) -
    s.calc<number>('hsup', id, month) +
    // the PPV exempt from contributions is taxable
    ppvExonereeDuMois(s, id, month),
});

/**
 * OpenFisca's salaire_net and primes_salaires_non_exonerees read the PEPA until June 2022, the prime de partage de
 * la valeur from July 2022 (when its rule starts); each bonus is a yearly amount spread over the months
 */
const avecPpv = (month: string) => enVigueur(month, ppvExoneration);
/** the exempt bonus of the year that the net pay adds: PEPA, then exceptional PPV (exempt from income tax too) */
const primeExonereeDuMois = (s: Simulation, id: string, month: string) =>
  (avecPpv(month)
    ? s.calc<number>('prime_partage_valeur_exoneree_exceptionnelle', id, yearOf(month))
    : s.calc<number>('prime_exceptionnelle_pouvoir_achat_exoneree', id, yearOf(month))) / 12;
/** the share of the year's bonuses that bears contributions */
const primeNonExonereeDuMois = (s: Simulation, id: string, month: string) =>
  (avecPpv(month)
    ? s.calc<number>('prime_partage_valeur_non_exoneree', id, yearOf(month)) +
      s.calc<number>('prime_partage_valeur_non_exoneree_exceptionnelle', id, yearOf(month))
    : s.calc<number>('prime_exceptionnelle_pouvoir_achat_non_exoneree', id, yearOf(month))) / 12;

/**
 * As in OpenFisca, the net pay is the taxable pay less the CSG and CRDS computed on the gross pay: a taxable pay
 * given as an input with no gross pay is also the net pay.
 */
export const salaireNet = defineVariable<number>({
  name: 'salaire_net',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  setInput: 'divide',
  label: 'Salaire net (imposable − CSG non déductible − CRDS, plus la prime exceptionnelle exonérée)',
  formula: (s, id, month) =>
    s.sumVariables(IMPOSABLE_MOINS_CSG_CRDS, id, month) + primeExonereeDuMois(s, id, month),
});

/** the meal vouchers of the month: their face value, `taux_employeur` of it paid by the employer */
const titresRestaurant = (s: Simulation, id: string, month: string) =>
  s.calc<number>('titre_restaurant_valeur_unitaire', id, month) *
  s.calc<number>('titre_restaurant_volume', id, month);

defineVariable<number>({
  name: 'depense_cantine_titre_restaurant_employe',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Part des titres-restaurant à la charge du salarié, retenue sur la paie (négative)',
  formula: (s, id, month) => {
    return negatif(
      titresRestaurant(s, id, month) * (1 - s.calc<number>('titre_restaurant_taux_employeur', id, month)),
    );
  },
});

defineVariable<number>({
  name: 'depense_cantine_titre_restaurant_employeur',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: "Part des titres-restaurant à la charge de l'employeur",
  formula: (s, id, month) =>
    titresRestaurant(s, id, month) * s.calc<number>('titre_restaurant_taux_employeur', id, month),
});

/** OpenFisca's pay slip bottom line: apprentice pay and internship allowance are outside `salaire_net` */
const NET_A_PAYER = [
  'salaire_net',
  'remuneration_apprenti',
  'stage_gratification',
  'depense_cantine_titre_restaurant_employe',
  'indemnites_forfaitaires',
] as const;

defineVariable<number>({
  name: 'salaire_net_a_payer',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Salaire net à payer (bas du bulletin de paie)',
  formula: (s, id, month) => s.sumVariables(NET_A_PAYER, id, month),
});

/**
 * The end-of-contract indemnity of a fixed-term contract (L1243-8 code du travail), as OpenFisca computes it:
 * a share of the month's base pay, when the situation says it is due, for a private-sector employee who is
 * not an apprentice.
 */
export const indemniteFinContrat = defineVariable<number>({
  name: 'indemnite_fin_contrat',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: ['indemnite_fin_contrat_due'],
  setInput: 'divide',
  label: 'Indemnité de fin de contrat (CDD)',
  formula: (s, id, month) => {
    if (!s.calc<boolean>('indemnite_fin_contrat_due', id, month)) return 0;
    if (s.calc<string>('contrat_de_travail_type', id, month) !== 'cdd') return 0;
    const categorie = s.calc<string>('categorie_salarie', id, month);
    if (categorie !== 'prive_non_cadre' && categorie !== 'prive_cadre') return 0;
    if (s.calc<boolean>('apprenti', id, month)) return 0;
    return at(indemniteFinContratTaux, month) * s.calc<number>('salaire_de_base', id, month);
  },
});

/**
 * bonuses that bear contributions (Visale counts them): `primes_salaires` and, as in OpenFisca, the share of the
 * PEPA or of the prime de partage de la valeur above its exemption (primes-exceptionnelles.ts)
 */
export const primesSalairesNonExonerees = defineVariable<number>({
  name: 'primes_salaires_non_exonerees',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  setInput: 'divide',
  label: 'Primes salariales soumises à cotisations',
  formula: (s, id, month) =>
    s.calc<number>('primes_salaires', id, month) + primeNonExonereeDuMois(s, id, month),
});

// ---- other earned income ------------------------------------------------------------------------------------
/** weekdays (Monday to Friday) from `from` included to `to` excluded, 0 when `to` is not later: numpy's busday_count */
function joursOuvres(from: string, to: string): number {
  const start = Date.UTC(+from.slice(0, 4), +from.slice(5, 7) - 1, +from.slice(8, 10) || 1);
  const end = Date.UTC(+to.slice(0, 4), +to.slice(5, 7) - 1, +to.slice(8, 10) || 1);
  const days = Math.round((end - start) / 86_400_000);
  if (days <= 0) return 0;
  let count = Math.floor(days / 7) * 5;
  const firstWeekday = new Date(start).getUTCDay();
  for (let i = 0; i < days % 7; i++) {
    const weekday = (firstWeekday + i) % 7;
    if (weekday !== 0 && weekday !== 6) count++;
  }
  return count;
}

/**
 * OpenFisca's coefficient_proratisation (allegements.py): the share of a full-time month the contract pays,
 * from the working days the contract covers in the month, less unpaid hours (7 h a day); a part-time
 * contract is paid its hours over the full-time hours. Other contracts (hour packages) give 0, as there.
 */
export const coefficientProratisation = defineVariable<number>({
  name: 'coefficient_proratisation',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  setInput: 'dispatch',
  label: "Coefficient de proratisation du mois (part d'un temps plein)",
  formula: (s, id, month) => {
    const debutMois = firstDay(month);
    const finMois = firstDay(addMonths(month, 1)); // numpy's busday_count leaves out the last day
    const debut = s.calc<string>('contrat_de_travail_debut', id, month) || '1870-01-01';
    const fin = s.calc<string>('contrat_de_travail_fin', id, month) || '2099-12-31';
    const jours = joursOuvres(debutMois, finMois);
    const travailles = joursOuvres(debut > debutMois ? debut : debutMois, fin < finMois ? fin : finMois);
    if (travailles <= 0) return 0;
    const absence = s.calc<number>('heures_non_remunerees_volume', id, month) / 7;
    const tempsPlein =
      s.calc<number>('heures_duree_collective_entreprise', id, month) || at(nbHeuresTravailMensuel, month);
    const partiel = (c: number) => (c * (travailles * c - absence)) / (jours * c + 1e-16);
    switch (s.calc<string>('contrat_de_travail', id, month)) {
      case 'temps_plein':
        return (travailles - absence) / jours;
      case 'temps_partiel':
        return partiel(s.calc<number>('heures_remunerees_volume', id, month) / tempsPlein);
      case 'forfait_jours_annee':
        return partiel(s.calc<number>('forfait_jours_remuneres_volume', id, month) / 218);
      default:
        return 0;
    }
  },
});

/** the gross SMIC of the month prorated to the contract (OpenFisca allegements.py) */
export const smicProratise = defineVariable<number>({
  name: 'smic_proratise',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  setInput: 'divide',
  label: 'SMIC brut du mois, au prorata du contrat de travail',
  formula: (s, id, month) =>
    s.calc<number>('coefficient_proratisation', id, month) *
    at(smicHoraireBrut, month) *
    at(nbHeuresTravailMensuel, month),
});

// ---- apprentices and trainees -----------------------------------------------------------------------------
/** OpenFisca's default contract start: a contract of 1970 is long over */
const DEBUT_PAR_DEFAUT = '1970-01-01';

/**
 * An apprentice (OpenFisca apprentissage.py): 16 to 24 years old, in the first 3 years of the contract. The
 * years are numpy's: days from the contract start to the day after the month's first day, in average years
 * of 365.2425 days, floored — what `ageOn` counts from the start to the first day. A contract starting later
 * gives negative years, under 3 too.
 */
export const apprenti = defineVariable<boolean>({
  name: 'apprenti',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  gatedBy: ['apprentissage_contrat_debut'],
  setInput: 'dispatch',
  label: "Apprenti (16 à 24 ans, dans les 3 premières années du contrat d'apprentissage)",
  formula: (s, id, month) => {
    const age = s.calc<number>('age', id, month);
    const debut = s.calc<string>('apprentissage_contrat_debut', id, month) || DEBUT_PAR_DEFAUT;
    return age >= 16 && age < 25 && ageOn(debut, firstDay(month)) < 3;
  },
});

/** a trainee: a month with internship hours (OpenFisca stage.py) */
export const stagiaire = defineVariable<boolean>({
  name: 'stagiaire',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  gatedBy: ['stage_duree_heures'],
  setInput: 'dispatch',
  label: 'Stagiaire (heures de stage dans le mois)',
  formula: (s, id, month) => s.calc<number>('stage_duree_heures', id, month) > 0,
});

/**
 * A trainee's allowance (OpenFisca stage.py): the hours of the month at the agreed share of the hourly social
 * security ceiling, never below the legal minimum share (D124-6 code de l'éducation). A given allowance wins.
 */
export const stageGratification = defineVariable<number>({
  name: 'stage_gratification',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: ['stage_duree_heures'],
  label: 'Gratification de stage',
  formula: (s, id, month) => {
    if (!s.calc<boolean>('stagiaire', id, month)) return 0;
    const taux = Math.max(
      s.calc<number>('stage_gratification_taux', id, month),
      at(stageGratificationTauxMin, month),
    );
    return at(plafondSecuriteSocialeHoraire, month) * s.calc<number>('stage_duree_heures', id, month) * taux;
  },
});

/**
 * The part of a trainee's allowance above the legal minimum (OpenFisca stage.py): it bears the social
 * contributions and the CSG, as pay (L124-6 code de l'éducation, L242-4-1 CSS)
 */
export const stageGratificationReintegration = defineVariable<number>({
  name: 'stage_gratification_reintegration',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: ['stage_duree_heures'],
  label: 'Part de la gratification de stage au-dessus du minimum légal',
  formula: (s, id, month) => {
    const minimum =
      at(plafondSecuriteSocialeHoraire, month) *
      s.calc<number>('stage_duree_heures', id, month) *
      at(stageGratificationTauxMin, month);
    return Math.max(0, s.calc<number>('stage_gratification', id, month) - minimum);
  },
});

/**
 * An apprentice's minimum pay (D6222-26 code du travail) when the situation gives the contract's start: a
 * share of the gross monthly SMIC by age and year of the contract. The pay of an apprentice whose contract
 * start is unknown is read from the wages the situation gives.
 */
export const remunerationApprenti = defineVariable<number>({
  name: 'remuneration_apprenti',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: ['apprentissage_contrat_debut'],
  setInput: 'divide',
  label: "Rémunération minimale de l'apprenti (depuis la date de début du contrat)",
  formula: (s, id, month) => {
    const debut = s.calc<string>('apprentissage_contrat_debut', id, month);
    if (!/^\d{4}-\d{2}/.test(debut ?? '') || debut.slice(0, 7) > month) return 0;
    // a contract that starts later in the month is in its first year (not year −1)
    const annee = Math.max(0, Math.min(2, Math.floor(monthsBetween(debut, `${month}-01`) / 12)));
    const age = s.calc<number>('age', id, month);
    let part = 0;
    for (const tranche of at(apprentiRemunerationMinimale, month))
      if (age >= tranche.ageMin) part = tranche.parAnnee[annee];
    // as OpenFisca: paid only while `apprenti` (its formula or the input)
    if (!s.calc<boolean>('apprenti', id, month)) return 0;
    return part * at(nbHeuresTravailMensuel, month) * at(smicHoraireBrut, month);
  },
});

/** a micro-entrepreneur's profit: turnover less the flat allowance of its kind (sales, BIC services, BNC) */
export const rpnsAutoEntrepreneurBenefice = defineVariable<number>({
  name: 'rpns_auto_entrepreneur_benefice',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  setInput: 'divide',
  label: "Bénéfice d'un auto-entrepreneur (chiffre d'affaires moins l'abattement forfaitaire)",
  formula: (s, id, month) => {
    const a = at(microEntrepriseAbattements, month);
    return (
      s.calc<number>('rpns_auto_entrepreneur_CA_achat_revente', id, month) * (1 - a.vente) +
      s.calc<number>('rpns_auto_entrepreneur_CA_bic', id, month) * (1 - a.services) +
      s.calc<number>('rpns_auto_entrepreneur_CA_bnc', id, month) * (1 - a.bnc)
    );
  },
});

// ---- daily allowances of the social security -------------------------------------------------------------
const IJ = [
  'indemnites_journalieres_maladie',
  'indemnites_journalieres_maternite',
  'indemnites_journalieres_paternite',
  'indemnites_journalieres_adoption',
  'indemnites_journalieres_accident_travail',
  'indemnites_journalieres_maladie_professionnelle',
] as const;

export const indemnitesJournalieres = defineVariable<number>({
  name: 'indemnites_journalieres',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  setInput: 'divide',
  label: 'Total des indemnités journalières (maladie, maternité, paternité, adoption, accident du travail)',
  formula: (s, id, month) => s.sumVariables(IJ, id, month),
});

/** work-accident and occupational-disease allowances are taxed on half their amount (CGI art. 80 quinquies) */
export const indemnitesJournalieresImposables = defineVariable<number>({
  name: 'indemnites_journalieres_imposables',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  setInput: 'divide',
  label: 'Indemnités journalières imposables',
  // the total (given or summed) less the exempt part of the work-accident and occupational-disease allowances
  formula: (s, id, month) =>
    s.calc<number>('indemnites_journalieres', id, month) -
    (1 - at(partImposableIjAccidentTravail, month)) *
      (s.calc<number>('indemnites_journalieres_accident_travail', id, month) +
        s.calc<number>('indemnites_journalieres_maladie_professionnelle', id, month)),
});
