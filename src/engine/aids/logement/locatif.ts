// Tenants' formula (§ rental): ceiling L, retained rent, flat charges C, personal participation Pp.
import { defineVariable } from '../../core/variables.ts';
import { at, atOrNull, round2, type Parameter } from '../../core/params.ts';
import type { Simulation } from '../../core/simulation.ts';
import { extra, locatif } from './params/index.ts';
import { menageOf, outreMerOf, roundHalfEven, statutOf, zoneOf, type Zone } from './helpers.ts';

const F = locatif.formule;

export interface Foyer {
  n: number;
  couple: boolean;
}
export const compositionOf = (s: Simulation, famille: string, month: string): Foyer => ({
  n: s.calc<number>('al_nb_personnes_a_charge', famille, month),
  couple: s.calc<boolean>('al_couple', famille, month),
});

/** zone ceiling for a family situation, without colocation/room coefficients */
function plafondZone(zone: Zone, { n, couple }: Foyer, month: string): number {
  const p = F.l_plafonds_loyers.par_zone[zone];
  if (n >= 1) return at(p.un_enfant, month) + (n - 1) * at(p.majoration_par_enf_supp, month);
  return at(couple ? p.couples : p.personnes_seules, month);
}

export const loyerPlafond = defineVariable<number>({
  name: 'aide_logement_loyer_plafond',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Loyer plafond (selon zone, composition, colocation, chambre)',
  formula: (s, famille, month) => {
    const menage = menageOf(s, famille);
    const chambre = s.calc<boolean>('logement_chambre', menage, month);
    const coloc = s.calc<boolean>('coloc', menage, month);
    const foyer = compositionOf(s, famille, month);
    if (outreMerOf(s, famille, month) !== 'metropole')
      foyer.n = Math.min(foyer.n, at(extra.domNbPacMaxPlafond, month));
    const zone = zoneOf(s, famille, month);
    let plafond = chambre
      ? at(F.l_plafonds_loyers.par_zone[zone].personnes_seules, month)
      : plafondZone(zone, foyer, month);
    const coefs = F.l_plafonds_loyers.coef_chambre_et_colocation;
    if (coloc) plafond *= at(coefs.coef_colocation, month);
    if (chambre)
      plafond *= s.calc<boolean>('personne_agee_handicapee', menage, month)
        ? at(coefs.personne_agee_handicapee, month)
        : at(coefs.coef_chambre, month);
    return round2(plafond);
  },
});

export const loyerReel = defineVariable<number>({
  name: 'aide_logement_loyer_reel',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Loyer réel hors charges (deux tiers pour un meublé)',
  formula: (s, famille, month) => {
    const menage = menageOf(s, famille);
    const loyer = s.calc<number>('loyer', menage, month);
    const meuble = statutOf(s, famille, month) === 'locataire_meuble';
    const appliqueCoef =
      meuble &&
      (!s.calc<boolean>('logement_conventionne', menage, month) ||
        s.calc<boolean>('logement_chambre', menage, month));
    return roundHalfEven(loyer * (appliqueCoef ? at(extra.coefLoyerMeuble, month) : 1));
  },
});

export const loyerRetenu = defineVariable<number>({
  name: 'aide_logement_loyer_retenu',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  formula: (s, famille, month) =>
    Math.min(
      s.calc<number>('aide_logement_loyer_reel', famille, month),
      s.calc<number>('aide_logement_loyer_plafond', famille, month),
    ),
});

export const charges = defineVariable<number>({
  name: 'aide_logement_charges',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Forfait de charges',
  formula: (s, famille, month) => {
    const { n, couple } = compositionOf(s, famille, month);
    const om = outreMerOf(s, famille, month) !== 'metropole';
    const c = F.c_forfait_charges;
    if (s.calc<boolean>('coloc', menageOf(s, famille), month)) {
      const t = om ? c.dom_colocataires : c.cas_colocataires;
      return (
        at(couple ? t.couple_sans_enfant : t.beneficiaire_isole, month) +
        n * at(t.majoration_par_enfant, month)
      );
    }
    return om
      ? at(c.dom.cas_general, month) + n * at(c.dom.majoration_par_enfant, month)
      : at(c.cas_general.cas_general, month) + n * at(c.cas_general.majoration_par_enfant, month);
  },
});

type R0Table = Partial<Record<string, Parameter<number>>>;

function r0From(table: R0Table, { n, couple }: Foyer, month: string): number | null {
  const v = (key: string) => (table[key] ? atOrNull(table[key]!, month) : null);
  if (n === 0) return v(couple ? 'taux_couple' : 'taux_seul');
  if (n <= 6) return v(`taux${n}pac`);
  const six = v('taux6pac');
  const supp = v('taux_pac_supp');
  return six === null || supp === null ? null : six + (n - 6) * supp;
}

export const r0 = defineVariable<number>({
  name: 'aide_logement_R0',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Abattement forfaitaire R0 sur les ressources annuelles',
  formula: (s, famille, month) => {
    const foyer = compositionOf(s, famille, month);
    const r0s = F.pp_particip_perso.r0_abattement;
    const general = r0From(r0s.cas_general as R0Table, foyer, month) ?? 0;
    const om = outreMerOf(s, famille, month);
    // Saint-Pierre-et-Miquelon's own table starts on 2022-07-01; before, the overseas rule below applies
    const spm =
      om === 'saint_pierre_et_miquelon' && atOrNull(r0s.saint_pierre_et_miquelon.taux_seul, month) !== null;
    if (spm) return r0From(r0s.saint_pierre_et_miquelon as R0Table, foyer, month) ?? general;
    if (om === 'mayotte') {
      const mayotte = r0From(r0s.mayotte as R0Table, foyer, month);
      if (mayotte !== null) return mayotte;
    }
    if (om !== 'metropole' && foyer.n === 1) return atOrNull(r0s.outre_mer.taux1pac, month) ?? general;
    return general;
  },
});

export const ressourcesApresAbattement = defineVariable<number>({
  name: 'aide_logement_ressources_apres_abattement',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  formula: (s, famille, month) =>
    Math.max(
      0,
      s.calc<number>('aide_logement_base_ressources', famille, month) -
        s.calc<number>('aide_logement_R0', famille, month),
    ),
});

export const tauxFamille = defineVariable<number>({
  name: 'aide_logement_taux_famille',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Taux famille TF',
  formula: (s, famille, month) => {
    const { n, couple } = compositionOf(s, famille, month);
    const tf = F.pp_particip_perso.tp_taux.tf_taille_famille;
    const om = outreMerOf(s, famille, month) !== 'metropole';
    const tables = (om ? [tf.dom, tf.metropole] : [tf.metropole]) as unknown as Record<
      string,
      Parameter<number>
    >[];
    const read = (key: string): number | null => {
      for (const t of tables) {
        const v = t[key] ? atOrNull(t[key], month) : null;
        if (v !== null) return v;
      }
      return null;
    };
    if (n === 0) return read(couple ? 'couples_0_enfant' : 'personnes_isolees') ?? 0;
    // the scale lists a few family sizes, then a (negative) increment per extra dependant
    for (let k = n; k >= 1; k--) {
      const v = read(`avec_${k}_enfant${k > 1 ? 's' : ''}`);
      if (v !== null) return v + (n - k) * (read('maj_par_enf_supp') ?? 0);
    }
    return 0;
  },
});

export const loyerReference = defineVariable<number>({
  name: 'aide_logement_loyer_reference',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Loyer de référence (plafond de la zone 2 pour la composition du foyer)',
  formula: (s, famille, month) => plafondZone('zone_2', compositionOf(s, famille, month), month),
});

export const rapportLoyers = defineVariable<number>({
  name: 'aide_logement_rapport_loyers',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  formula: (s, famille, month) => {
    const reference = s.calc<number>('aide_logement_loyer_reference', famille, month);
    return reference > 0 ? s.calc<number>('aide_logement_loyer_retenu', famille, month) / reference : 0;
  },
});

export const tauxLoyer = defineVariable<number>({
  name: 'aide_logement_taux_loyer',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Taux complémentaire TL selon le rapport loyer retenu / loyer de référence',
  formula: (s, famille, month) => {
    const rl = s.calc<number>('aide_logement_rapport_loyers', famille, month);
    const tl = F.pp_particip_perso.tp_taux.tl_loyer;
    const s1 = at(tl.seuils.seuil_1, month);
    const s2 = at(tl.seuils.seuil_2, month);
    const t2 = at(tl.taux.tl_taux_2, month);
    const t3 = at(tl.taux.tl_taux_3, month);
    if (rl < s1) return 0;
    if (rl < s2) return t2 * (rl - s1);
    return t2 * (s2 - s1) + t3 * (rl - s2);
  },
});

export const tauxParticipation = defineVariable<number>({
  name: 'aide_logement_taux_participation_personnelle',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  formula: (s, famille, month) =>
    s.calc<number>('aide_logement_taux_famille', famille, month) +
    s.calc<number>('aide_logement_taux_loyer', famille, month),
});

export const participationMinimale = defineVariable<number>({
  name: 'aide_logement_participation_minimale',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Participation minimale P0',
  formula: (s, famille, month) => {
    const p0 = F.pp_particip_perso.p0_particip_min;
    const base =
      s.calc<number>('aide_logement_loyer_retenu', famille, month) +
      s.calc<number>('aide_logement_charges', famille, month);
    return Math.max(at(p0.p0_taux, month) * base, at(p0.p0_forfait, month));
  },
});

export const participationRessources = defineVariable<number>({
  name: 'aide_logement_participation_ressources',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Participation liée aux ressources Tp × (R − R0)',
  formula: (s, famille, month) =>
    s.calc<number>('aide_logement_taux_participation_personnelle', famille, month) *
    s.calc<number>('aide_logement_ressources_apres_abattement', famille, month),
});

export const participationPersonnelle = defineVariable<number>({
  name: 'aide_logement_participation_personnelle',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Participation personnelle Pp = P0 + Tp × (R − R0)',
  formula: (s, famille, month) =>
    s.calc<number>('aide_logement_participation_minimale', famille, month) +
    s.calc<number>('aide_logement_participation_ressources', famille, month),
});

/** rental amount before the payment threshold: max(0, L + C − Pp) */
export function montantLocatif(s: Simulation, famille: string, month: string): number {
  return Math.max(
    0,
    s.calc<number>('aide_logement_loyer_retenu', famille, month) +
      s.calc<number>('aide_logement_charges', famille, month) -
      s.calc<number>('aide_logement_participation_personnelle', famille, month),
  );
}
