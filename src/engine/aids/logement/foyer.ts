// Foyers, CROUS residences and eligible home-buyers: A = K × max(0, L + C − L0).
import { defineVariable } from '../../core/variables.ts';
import { at, marginalRate, type Parameter } from '../../core/params.ts';
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

export const isPrimoAccedant = (s: Simulation, famille: string, month: string) =>
  statutOf(s, famille, month) === 'primo_accedant' &&
  s.calc<boolean>('aides_logement_primo_accedant_eligibilite', menageOf(s, famille), month);

const conventionne = (s: Simulation, famille: string, month: string) =>
  s.calc<boolean>('logement_conventionne', menageOf(s, famille), month);

export const primoAccedantEligibilite = defineVariable<boolean>({
  name: 'aides_logement_primo_accedant_eligibilite',
  entity: 'menage',
  period: 'month',
  valueType: 'bool',
  default: false,
  label:
    'Prêt ouvrant droit à l’aide à l’accession (signé avant 2018, ou prêt conventionné 2018-2019 pour un logement ancien en zone 3)',
  formula: (s, menage, month) => {
    const datePret = s.calc<string>('aide_logement_date_pret', menage, month);
    if (datePret && datePret < '2018-01-01') return true;
    const dateConv = s.calc<string>('aide_logement_date_pret_conventionne', menage, month);
    return (
      s.calc<boolean>('aide_logement_est_pret_conventionne', menage, month) &&
      Boolean(dateConv) &&
      dateConv >= '2018-01-01' &&
      dateConv < '2020-01-01' &&
      s.calc<string>('etat_logement', menage, month) === 'ancien' &&
      s.calc<string>('zone_apl', menage, month) === 'zone_3'
    );
  },
});

export const foyerChambreNonRehabilitee = defineVariable<boolean>({
  name: 'aides_logement_foyer_chambre_non_rehabilite_eligibilite',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, famille, month) =>
    s.calc<string>('etat_logement_foyer', menageOf(s, famille), month) === 'logement_non_rehabilite',
});

export const foyerPersonneAgee = defineVariable<boolean>({
  name: 'aides_logement_foyer_personne_agee_eligibilite',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, famille, month) =>
    s.calc<number>('age', s.demandeur(famille), month) >= at(extra.ageFoyerPersonneAgee, month),
});

export const foyerPlafondMensualite = defineVariable<number>({
  name: 'aides_logement_foyer_plafond_mensualite',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Équivalence de loyer et de charges en foyer / résidence CROUS (AL)',
  formula: (s, famille, month) => {
    const p = F.al.formule.l_plafonds_loyers;
    const table = s.calc<boolean>('aides_logement_foyer_chambre_non_rehabilite_eligibilite', famille, month)
      ? p.etudiants_en_chambre
      : s.calc<boolean>('aides_logement_foyer_personne_agee_eligibilite', famille, month)
        ? p.personnes_agees
        : p.etudiants_en_chambre_rehabilitee;
    return at(s.calc<boolean>('al_couple', famille, month) ? table.couple : table.personne_isolee, month);
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
  label: 'L retenu en foyer ou en accession',
  formula: (s, famille, month) => {
    const loyer = s.calc<number>('loyer', menageOf(s, famille), month);
    if (isFoyer(s, famille, month)) {
      if (!conventionne(s, famille, month))
        return s.calc<number>('aides_logement_foyer_plafond_mensualite', famille, month);
      return Math.min(s.calc<number>('aides_logement_foyer_conventionne_plafond', famille, month), loyer);
    }
    return Math.min(
      s.calc<number>('aides_logement_primo_accedant_plafond_mensualite', famille, month),
      loyer,
    );
  },
});

export const nbPart = defineVariable<number>({
  name: 'aides_logement_nb_part',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Nombre de parts N',
  formula: (s, famille, month) => {
    const { n, couple } = compositionOf(s, famille, month);
    if (isFoyer(s, famille, month)) {
      const t = (
        conventionne(s, famille, month)
          ? F.k_coef_prise_en_charge.n_nombre_parts.apl
          : F.k_coef_prise_en_charge.n_nombre_parts.al
      ) as Table;
      if (n === 0) return at(couple ? t.menage_0_personnes_a_charge : t.isole_0_personne_a_charge, month);
      return ladder(t, (k) => `${k}_personne${k > 1 ? 's' : ''}_a_charge`, 4, 'maj_par_pac_supp', n, month);
    }
    const t = accession.formule.k_coef_prise_en_charge.n_nombre_parts as unknown as Table;
    if (n === 0) return at(couple ? t.menage_0_pac : t.isole_0_pac, month);
    return ladder(t, (k) => `${k}_pac`, 4, 'maj_par_pac_supp', n, month);
  },
});

/** resources of K and L0: a home-buyer's are at least 16.25 × the monthly loan payment */
function ressourcesRetenues(s: Simulation, famille: string, month: string): number {
  const r = s.calc<number>('aide_logement_base_ressources', famille, month);
  if (isFoyer(s, famille, month)) return r;
  const plancher =
    at(ressources.accession.dar_3_coef_plancher_ressources, month) *
    s.calc<number>('loyer', menageOf(s, famille), month);
  return Math.max(r, plancher);
}

export const coefK = defineVariable<number>({
  name: 'aides_logement_k',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Coefficient de prise en charge K',
  formula: (s, famille, month) => {
    const r = ressourcesRetenues(s, famille, month);
    const n = s.calc<number>('aides_logement_nb_part', famille, month);
    const k = F.k_coef_prise_en_charge;
    let plafond: number;
    let value: number;
    if (isFoyer(s, famille, month) && conventionne(s, famille, month)) {
      plafond = at(k.plafonds.plafond_apl1, month);
      value = plafond - (r - at(k.cm_et_r.r_apl1, month) * n) / (at(k.cm_et_r.cm1_apl1, month) * n);
    } else if (isFoyer(s, famille, month)) {
      plafond = at(k.plafonds.plafond_apl2_et_al, month);
      value = plafond - r / (at(k.cm_et_r.cm2_apl2_et_al, month) * n);
    } else {
      const a = accession.formule.k_coef_prise_en_charge;
      plafond = at(a.plafond_k, month);
      value = plafond - r / (at(a.cm3_coef_multiplicateur, month) * n);
    }
    return Math.max(0, Math.min(plafond, value));
  },
});

export const loyerMinimal = defineVariable<number>({
  name: 'aides_logement_loyer_minimal',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Loyer minimal L0 (mensuel)',
  formula: (s, famille, month) => {
    const r = ressourcesRetenues(s, famille, month);
    const n = s.calc<number>('aides_logement_nb_part', famille, month);
    if (isFoyer(s, famille, month)) {
      const e0 = F.apl.formule.e0_equiv_loyers_minimale[conventionne(s, famille, month) ? 'apl1' : 'apl2'];
      return (marginalRate(at(e0.bareme, month), r / n) * n + at(e0.majoration, month)) / 12;
    }
    const l0 = accession.formule.l0_mensualite_minimale;
    const seuil = at(l0.seuil, month);
    return (at(l0.taux_1, month) * Math.min(r, seuil) + at(l0.taux_2, month) * Math.max(0, r - seuil)) / 12;
  },
});

export const accedantEtFoyer = defineVariable<number>({
  name: 'aides_logement_accedant_et_foyer',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Aide en foyer, résidence CROUS ou accession : K × (L + C − L0)',
  formula: (s, famille, month) => {
    const l = s.calc<number>('aides_logement_plafond_mensualite', famille, month);
    if (l <= 0) return 0;
    const avecCharges = !isFoyer(s, famille, month) || !conventionne(s, famille, month);
    const c = avecCharges ? s.calc<number>('aide_logement_charges', famille, month) : 0;
    const l0 = s.calc<number>('aides_logement_loyer_minimal', famille, month);
    return s.calc<number>('aides_logement_k', famille, month) * Math.max(0, l + c - l0);
  },
});

/** minimum payment and flat deduction of the foyer / accession regimes */
export function seuilEtMinorationFoyerOuAccession(
  s: Simulation,
  famille: string,
  month: string,
): [number, number] {
  const apl = conventionne(s, famille, month);
  if (isFoyer(s, famille, month)) {
    const t = apl ? F.apl : F.al;
    return [at(t.seuil_minimum_versement, month), at(t.minoration_forfaitaire, month)];
  }
  const a = accession;
  return [
    at(apl ? a.seuil_minimum_versement.apl : a.seuil_minimum_versement.al, month),
    at(apl ? a.minoration_forfaitaire.apl : a.minoration_forfaitaire.al, month),
  ];
}
