// Foyers, CROUS residences and eligible home-buyers: A = K × max(0, L + C − L0).
import { defineVariable } from '../../core/variables.ts';
import { at, atOrNull, marginalRate, type Parameter } from '../../core/params.ts';
import type { Simulation } from '../../core/simulation.ts';
import { accession, extra, foyer as F, ressources } from './params/index.ts';
import { menageOf, statutOf, zoneOf } from './helpers.ts';
import { compositionOf } from './locatif.ts';

type Table = Record<string, Parameter<number>>;

/** "dependants ladder" tables: a value per number of dependants up to `max`, then an increment */
function ladder(
  table: Table,
  keys: (k: number) => string,
  max: number,
  supp: string,
  n: number,
  month: string,
): number {
  const k = Math.min(n, max);
  return at(table[keys(k)], month) + (n - k) * at(table[supp], month);
}

export const isFoyer = (s: Simulation, famille: string, month: string) =>
  statutOf(s, famille, month) === 'locataire_foyer' ||
  s.calc<boolean>('logement_crous', menageOf(s, famille), month);

/** an eligible home-buyer (the eligibility reads the primo_accedant status) */
export const isPrimoAccedant = (s: Simulation, famille: string, month: string) =>
  s.calc<boolean>('aides_logement_primo_accedant_eligibilite', menageOf(s, famille), month);

const conventionne = (s: Simulation, famille: string, month: string) =>
  s.calc<boolean>('logement_conventionne', menageOf(s, famille), month);

/** a date OpenFisca's default (9999-12-31) stands for when the situation gives none */
const dateOuJamais = (d: string) => d || '9999-12-31';

/** a conventionné loan: said so, or its date given (that date is then the loan's) */
function pretConventionne(s: Simulation, menage: string, month: string): [boolean, string] {
  const dateConv = dateOuJamais(s.calc<string>('aide_logement_date_pret_conventionne', menage, month));
  const dateValide = dateConv < '9999-12-31';
  const est = s.calc<boolean>('aide_logement_est_pret_conventionne', menage, month) || dateValide;
  return [
    est,
    dateValide ? dateConv : dateOuJamais(s.calc<string>('aide_logement_date_pret', menage, month)),
  ];
}

const LOGEMENT_ANCIEN = [
  'acquisition_amelioration',
  'acquisition_sans_amelioration_logement_existant',
  'amelioration',
  'agrandissement_amenagement',
];

export const primoAccedantEligibilite = defineVariable<boolean>({
  name: 'aides_logement_primo_accedant_eligibilite',
  entity: 'menage',
  period: 'month',
  valueType: 'bool',
  default: false,
  label:
    'Prêt ouvrant droit à l’aide à l’accession (signé avant 2018, ou prêt conventionné 2018-2019 pour un logement ancien en zone 3)',
  formula: (s, menage, month) => {
    if (s.calc<string>('statut_occupation_logement', menage, month) !== 'primo_accedant') return false;
    const [estConventionne, datePret] = pretConventionne(s, menage, month);
    if (datePret < '2018-01-01') return true;
    return (
      datePret < '2020-01-01' &&
      estConventionne &&
      LOGEMENT_ANCIEN.includes(s.calc<string>('etat_logement', menage, month)) &&
      s.calc<string>('zone_apl', menage, month) === 'zone_3'
    );
  },
});

export const primoAccedantRessources = defineVariable<number>({
  name: 'aides_logement_primo_accedant_ressources',
  entity: 'menage',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Plancher de ressources d’un accédant : 16,25 mensualités',
  formula: (s, menage, month) =>
    s.calc<number>('loyer', menage, month) * at(ressources.accession.dar_3_coef_plancher_ressources, month),
});

export const foyerChambreNonRehabilitee = defineVariable<boolean>({
  name: 'aides_logement_foyer_chambre_non_rehabilite_eligibilite',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Chambre non réhabilitée d’une résidence CROUS non conventionnée',
  formula: (s, famille, month) => {
    const menage = menageOf(s, famille);
    return (
      s.calc<boolean>('logement_crous', menage, month) &&
      !s.calc<boolean>('logement_conventionne', menage, month) &&
      s.calc<boolean>('logement_chambre', menage, month) &&
      s.calc<string>('etat_logement_foyer', menage, month) === 'logement_non_rehabilite'
    );
  },
});

export const foyerPersonneAgee = defineVariable<boolean>({
  name: 'aides_logement_foyer_personne_agee_eligibilite',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, famille, month) =>
    !conventionne(s, famille, month) &&
    s.calc<number>('age', s.demandeur(famille), month) >= at(extra.ageFoyerPersonneAgee, month),
});

export const foyerPlafondMensualite = defineVariable<number>({
  name: 'aides_logement_foyer_plafond_mensualite',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Équivalence de loyer et de charges en foyer / résidence CROUS',
  // OpenFisca's order: elderly, non-rehabilitated CROUS room, conventionné foyer, else rehabilitated room
  formula: (s, famille, month) => {
    const p = F.al.formule.l_plafonds_loyers;
    // OpenFisca models these ceilings from October 2017: before, none
    if (atOrNull(p.etudiants_en_chambre_rehabilitee.couple, month) === null) return 0;
    const couple = s.calc<boolean>('al_couple', famille, month);
    const table = (t: typeof p.personnes_agees) => at(couple ? t.couple : t.personne_isolee, month);
    if (s.calc<boolean>('aides_logement_foyer_personne_agee_eligibilite', famille, month))
      return table(p.personnes_agees);
    if (s.calc<boolean>('aides_logement_foyer_chambre_non_rehabilite_eligibilite', famille, month))
      return table(p.etudiants_en_chambre);
    if (conventionne(s, famille, month))
      return s.calc<number>('aides_logement_foyer_conventionne_plafond', famille, month);
    return table(p.etudiants_en_chambre_rehabilitee);
  },
});

export const foyerConventionnePlafond = defineVariable<number>({
  name: 'aides_logement_foyer_conventionne_plafond',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Équivalence de loyer éligible en foyer conventionné (APL)',
  formula: (s, famille, month) => {
    const { n, couple } = compositionOf(s, famille, month);
    const t = F.apl.formule.e_equiv_loyers_eligible[zoneOf(s, famille, month)] as unknown as Table;
    if (n === 0) return at(couple ? t.menage_seul : t.personne_isolee_sans_enfant, month);
    return ladder(
      t,
      (k) => `menage_ou_isole_avec_${k}_enfant${k > 1 ? 's' : ''}`,
      4,
      'menage_ou_isole_par_enfant_en_plus',
      n,
      month,
    );
  },
});

export const primoAccedantPlafond = defineVariable<number>({
  name: 'aides_logement_primo_accedant_plafond_mensualite',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Mensualité plafond pour l’accession (barème AL)',
  formula: (s, famille, month) => {
    const { n, couple } = compositionOf(s, famille, month);
    const t = accession.formule.l_mensualite_eligible.al[zoneOf(s, famille, month)] as unknown as Table;
    if (n === 0) return at(couple ? t.menage_seul : t.personne_isolee_sans_enfant, month);
    return ladder(
      t,
      (k) => `menage_ou_isole_avec_${k}_enfant${k > 1 ? 's' : ''}`,
      5,
      'menage_ou_isole_par_enfant_en_plus',
      n,
      month,
    );
  },
});

export const plafondMensualite = defineVariable<number>({
  name: 'aides_logement_plafond_mensualite',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Plafond de mensualité ou d’équivalence de loyer (accession, foyer)',
  formula: (s, famille, month) => {
    if (isPrimoAccedant(s, famille, month))
      return s.calc<number>('aides_logement_primo_accedant_plafond_mensualite', famille, month);
    return isFoyer(s, famille, month)
      ? s.calc<number>('aides_logement_foyer_plafond_mensualite', famille, month)
      : 0;
  },
});

/** foyer tables by the convention of the dwelling: APL when conventionné, AL otherwise */
const categorie = (s: Simulation, famille: string, month: string) =>
  conventionne(s, famille, month) ? 'apl' : 'al';

export const nbPart = defineVariable<number>({
  name: 'aides_logement_nb_part',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Nombre de parts N',
  // the foyer scale, for home-buyers too (aides_logement.py)
  formula: (s, famille, month) => {
    const { n, couple } = compositionOf(s, famille, month);
    const t = F.k_coef_prise_en_charge.n_nombre_parts[categorie(s, famille, month)] as Table;
    if (n === 0) return at(couple ? t.menage_0_personnes_a_charge : t.isole_0_personne_a_charge, month);
    return ladder(t, (k) => `${k}_personne${k > 1 ? 's' : ''}_a_charge`, 4, 'maj_par_pac_supp', n, month);
  },
});

const ressourcesEtParts = (s: Simulation, famille: string, month: string) => ({
  r: s.calc<number>('aide_logement_base_ressources', famille, month),
  n: s.calc<number>('aides_logement_nb_part', famille, month),
});

export const foyerKAl = defineVariable<number>({
  name: 'aides_logement_foyer_k_al',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Coefficient K en foyer non conventionné (AL) : plafond − R / (CM2 × N)',
  formula: (s, famille, month) => {
    const { r, n } = ressourcesEtParts(s, famille, month);
    const k = F.k_coef_prise_en_charge;
    return at(k.plafonds.plafond_apl2_et_al, month) - r / (at(k.cm_et_r.cm2_apl2_et_al, month) * n);
  },
});

export const foyerKApl = defineVariable<number>({
  name: 'aides_logement_foyer_k_apl',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Coefficient K en foyer conventionné (APL) : plafond − (R − r × N) / (CM1 × N), sans plafonnement',
  formula: (s, famille, month) => {
    const { r, n } = ressourcesEtParts(s, famille, month);
    const k = F.k_coef_prise_en_charge;
    return (
      at(k.plafonds.plafond_apl1, month) -
      (r - at(k.cm_et_r.r_apl1, month) * n) / (at(k.cm_et_r.cm1_apl1, month) * n)
    );
  },
});

export const primoAccedantK = defineVariable<number>({
  name: 'aides_logement_primo_accedant_k',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Coefficient K de l’accession (paramètres des foyers ; APL 1 pour un prêt conventionné)',
  formula: (s, famille, month) => {
    const { r, n } = ressourcesEtParts(s, famille, month);
    const k = F.k_coef_prise_en_charge;
    const [estConventionne] = pretConventionne(s, menageOf(s, famille), month);
    const plafond = at(estConventionne ? k.plafonds.plafond_apl1 : k.plafonds.plafond_apl2_et_al, month);
    const cm = at(estConventionne ? k.cm_et_r.cm3_apl3 : k.cm_et_r.cm2_apl2_et_al, month);
    return Math.min(plafond, plafond - r / (cm * n));
  },
});

export const coefK = defineVariable<number>({
  name: 'aides_logement_k',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Coefficient de prise en charge K',
  formula: (s, famille, month) => {
    if (isPrimoAccedant(s, famille, month))
      return s.calc<number>('aides_logement_primo_accedant_k', famille, month);
    return s.calc<number>(
      conventionne(s, famille, month) ? 'aides_logement_foyer_k_apl' : 'aides_logement_foyer_k_al',
      famille,
      month,
    );
  },
});

/** L0 = (E0 scale of R / N) × N + majoration, a year's figure divided by 12 */
function loyerMinimalAvec(s: Simulation, famille: string, month: string, apl: boolean): number {
  const { r, n } = ressourcesEtParts(s, famille, month);
  const e0 = F.apl.formule.e0_equiv_loyers_minimale[apl ? 'apl1' : 'apl2'];
  // the APL majoration counts per part, the AL one once
  const majoration = at(e0.majoration, month) * (apl ? n : 1);
  return (marginalRate(at(e0.bareme, month), r / n) * n + majoration) / 12;
}

export const loyerMinimalAl = defineVariable<number>({
  name: 'aides_logement_loyer_minimal_al',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Loyer minimal L0 (barème E0 APL 2, mensuel)',
  formula: (s, famille, month) => loyerMinimalAvec(s, famille, month, false),
});

export const loyerMinimalApl = defineVariable<number>({
  name: 'aides_logement_loyer_minimal_apl',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Loyer minimal L0 (barème E0 APL 1, mensuel)',
  formula: (s, famille, month) => loyerMinimalAvec(s, famille, month, true),
});

export const loyerMinimal = defineVariable<number>({
  name: 'aides_logement_loyer_minimal',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Loyer minimal L0 (mensuel)',
  formula: (s, famille, month) =>
    s.calc<number>(
      conventionne(s, famille, month)
        ? 'aides_logement_loyer_minimal_apl'
        : 'aides_logement_loyer_minimal_al',
      famille,
      month,
    ),
});

/** the ceiling itself in a non-conventionné foyer or CROUS residence, else the lower of it and the rent */
export function loyerRetenuFoyerOuAccession(s: Simulation, famille: string, month: string): number {
  const plafond = s.calc<number>('aides_logement_plafond_mensualite', famille, month);
  if (isFoyer(s, famille, month) && !conventionne(s, famille, month)) return plafond;
  return Math.min(plafond, s.calc<number>('loyer', menageOf(s, famille), month));
}

export const accedantEtFoyer = defineVariable<number>({
  name: 'aides_logement_accedant_et_foyer',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Aide en foyer, résidence CROUS ou accession : K × (L + C − L0)',
  formula: (s, famille, month) => {
    const l = loyerRetenuFoyerOuAccession(s, famille, month);
    if (l <= 0) return 0;
    // flat charges for a primo_accedant status (eligible or not) and a non-conventionné foyer
    const avecCharges =
      statutOf(s, famille, month) === 'primo_accedant' ||
      (isFoyer(s, famille, month) && !conventionne(s, famille, month));
    const c = avecCharges ? s.calc<number>('aide_logement_charges', famille, month) : 0;
    const l0 = s.calc<number>('aides_logement_loyer_minimal', famille, month);
    return s.calc<number>('aides_logement_k', famille, month) * Math.max(0, l + c - l0);
  },
});
