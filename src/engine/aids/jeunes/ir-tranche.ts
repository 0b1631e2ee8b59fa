// Tax bracket of a foyer fiscal, as OpenFisca's ir_tranche (ir.py): the bracket its revenu net imposable per
// share reaches. The shares are the family quotient's (nbptr, from the declarant principal's marital status,
// the dependants and the boxes of the return), or 1 or 2 when the family-quotient cap applies (ir_plaf_qf >
// ir_brut). The CEJ reads it; the intermediates (nbptr, ir_brut, ir_plaf_qf…) are computed here, not exposed.
import { at, marginalRate, type Bracket } from '../../core/params.ts';
import type { Simulation } from '../../core/simulation.ts';
import { defineVariable } from '../../core/variables.ts';
import { abattementDom, baremeIr, plafondQuotientFamilial, quotientFamilial } from './params.ts';

/** index of the bracket reached: 0 = not taxable, 1 = 11 %, 2 = 30 %… (a threshold itself stays below) */
export function trancheMarginale(bareme: Bracket[], revenuParPart: number): number {
  let index = 0;
  for (let i = 1; i < bareme.length; i++) if (revenuParPart > bareme[i].threshold) index = i;
  return index;
}

/** the declarant principal's marital status as the tax rules group it (OpenFisca maries_ou_pacses, …) */
type Statut = 'couple' | 'jeuneVeuvage' | 'veuvage' | 'seul';
const STATUTS: Record<string, Statut> = {
  marie: 'couple',
  pacse: 'couple',
  jeune_veuf: 'jeuneVeuvage',
  veuf: 'veuvage',
  celibataire: 'seul',
  divorce: 'seul',
};

/** what the shares and the cap read from the tax household of a year */
interface Foyer {
  statut: Statut | undefined;
  /** dependent children, not in alternating custody (nbF), of whom disabled (nbG) */
  nbF: number;
  nbG: number;
  /** dependent children in alternating custody (nbH), of whom disabled (nbI) */
  nbH: number;
  nbI: number;
  /** adults attached to the return (nbJ), disabled adults (nbR) */
  nbJ: number;
  nbR: number;
  caseF: boolean;
  caseG: boolean;
  caseL: boolean;
  caseN: boolean;
  caseP: boolean;
  caseS: boolean;
  caseT: boolean;
  caseW: boolean;
}

const CASES = ['caseF', 'caseG', 'caseL', 'caseN', 'caseP', 'caseS', 'caseT', 'caseW'] as const;

function foyerDeLAnnee(s: Simulation, foyer: string, year: string): Foyer {
  const janvier = `${year}-01`;
  const principal = s.members('foyer_fiscal', foyer, 'declarants')[0];
  const f: Foyer = {
    statut: principal === undefined ? 'seul' : STATUTS[s.calc<string>('statut_marital', principal, janvier)],
    nbF: 0,
    nbG: 0,
    nbH: 0,
    nbI: 0,
    nbJ: 0,
    nbR: s.calc<number>('nbR', foyer, year),
    ...(Object.fromEntries(CASES.map((c) => [c, s.calc<boolean>(c, foyer, year)])) as Record<
      (typeof CASES)[number],
      boolean
    >),
  };
  for (const m of s.members('foyer_fiscal', foyer, 'personnes_a_charge')) {
    if (s.calc<boolean>('enfant_a_charge', m, year)) {
      const invalide = s.calc<boolean>('invalidite', m, janvier) ? 1 : 0;
      if (s.calc<boolean>('garde_alternee', m, janvier)) {
        f.nbH += 1;
        f.nbI += invalide;
      } else {
        f.nbF += 1;
        f.nbG += invalide;
      }
    }
    // enfant_majeur_celibataire_sans_enfant
    if (s.calc<number>('age', m, janvier) >= 18 && !s.calc<boolean>('handicap', m, janvier)) f.nbJ += 1;
  }
  return f;
}

const mariesOuPacses = (f: Foyer) => f.statut === 'couple';
const celibataireOuDivorce = (f: Foyer) => f.statut === 'seul';
const veufHorsJeuneVeuf = (f: Foyer) => f.statut === 'veuvage';
const nbPac = (f: Foyer) => f.nbF + f.nbJ + f.nbR;
/** nb_adult: 2 for a couple, 1 for a single or widowed person, 0 for a young widow(er) as in OpenFisca */
const nombreAdultes = (f: Foyer) =>
  2 * Number(mariesOuPacses(f)) + Number(celibataireOuDivorce(f) || veufHorsJeuneVeuf(f));

/** OpenFisca's nbptr (formula of 2008): cases E and K, closed since 2013, are left out */
function nombreDeParts(f: Foyer, year: string): number {
  const q = at(quotientFamilial, `${year}-01-01`);
  const pac = nbPac(f);
  const sansPac = pac === 0;
  const alterne = f.nbH > 0;
  const enfants = (n: number) =>
    q.enf1 * Math.min(n, 1) + q.enf2 * Math.max(Math.min(n - 1, 1), 0) + q.enf3EtSup * Math.max(n - 2, 0);
  const enfA = sansPac && alterne ? enfants(f.nbH) * 0.5 : 0;
  const enfB =
    !sansPac && alterne
      ? pac === 1
        ? (q.enf2 * Math.min(f.nbH, 1) + q.enf3EtSup * Math.max(f.nbH - 1, 0)) * 0.5
        : q.enf3EtSup * f.nbH * 0.5
      : 0;
  const enf = enfA + enfB + enfants(pac);
  const n2 = q.inv1 * (f.nbG + f.nbI / 2) + q.inv2 * f.nbR;
  const seul = sansPac && !alterne;
  const n31 = Math.max(seul && f.caseP ? q.not31a : 0, seul && (f.caseW || f.caseG) ? q.not31b : 0);
  const n3 = Math.max(n31, seul && f.caseL && !f.caseN ? q.not32 : 0);
  const n4 = Math.max(q.not41 * (Number(f.caseP) + Number(f.caseF)), f.caseW || f.caseS ? q.not42 : 0);
  const parentIsole = f.caseT
    ? q.isol * ((sansPac && alterne ? (f.nbH === 1 ? 0.5 : 1) : 0) + (sansPac ? 0 : 1))
    : 0;
  const n6 = f.caseP && (!sansPac || alterne) ? q.not6 : 0;
  if (mariesOuPacses(f) || f.statut === 'jeuneVeuvage') return 1 + q.conj + enf + n2 + n4;
  if (veufHorsJeuneVeuf(f))
    return 1 + q.veuf * Number(!sansPac || alterne) + enf + n2 + n3 + parentIsole + n6;
  if (celibataireOuDivorce(f)) return 1 + enf + n2 + n3 + n6 + parentIsole;
  return 0;
}

/**
 * OpenFisca's ir_plaf_qf (formula of 2013): the tax without the children's shares less the capped advantage
 * of the half-shares, then the complementary reductions and the overseas abatement. `A` is the tax with the
 * adults' shares only (ir_ss_qf), `I` the tax with every share (ir_brut). NaN propagates as numpy's does.
 */
function impotApresPlafonnement(
  s: Simulation,
  foyer: string,
  year: string,
  f: Foyer,
  parts: number,
  A: number,
  I: number,
): number {
  const p = at(plafondQuotientFamilial, `${year}-01-01`);
  const adultes = nombreAdultes(f);
  const veuf = veufHorsJeuneVeuf(f);
  const aa0 = (parts - adultes) * 2;
  const aa1 = Math.min((parts - 1) * 2, 2);
  const c61 = celibataireOuDivorce(f) && f.caseT;
  const c63 = (celibataireOuDivorce(f) || veuf) && nbPac(f) === 0 && f.caseL;
  const B = c61 ? (p.celibEnf * aa1) / 2 + p.general * (aa0 - aa1) : c63 ? p.celib : p.general * aa0;
  const C = Math.max(0, A - B);
  const apresPlafonnement = Math.max(I, C);
  const reduction = I < C ? 1 : 0;
  const c62c0 = f.caseP || f.caseF || f.caseW || f.caseS || f.caseG;
  const c62c1 = mariesOuPacses(f) && f.caseP && f.caseF;
  const c62c2 = f.nbG > 0 || f.nbI > 0 || f.nbR > 0;
  const E =
    reduction *
    Number(c62c0 || c62c2) *
    (p.reducPostplafond * Number(c62c0 && !c62c1) +
      p.reducPostplafond * 2 * Number(c62c1) +
      p.reducPostplafond * (f.nbG + f.nbI / 2 + f.nbR) * Number(c62c2));
  const D = reduction * Number(nbPac(f) > 0 && veuf) * p.reducPostplafondVeuf;
  const apresReduction = apresPlafonnement - Math.min(D + E, Math.max(0, A - I - B));
  const depcom = String(s.calc<string>('depcom_foyer', foyer, year) ?? '');
  const dom = at(abattementDom, `${year}-01-01`);
  const taux = ['971', '972', '974'].some((d) => depcom.startsWith(d))
    ? dom.antillesReunion
    : ['973', '976'].some((d) => depcom.startsWith(d))
      ? dom.guyaneMayotte
      : undefined;
  if (taux) return Math.max(0, apresReduction - Math.min(taux.plafond, taux.taux * apresReduction));
  return Number(I >= C) * apresPlafonnement + reduction * apresReduction;
}

defineVariable<number>({
  name: 'ir_tranche',
  entity: 'foyer_fiscal',
  period: 'year',
  valueType: 'int',
  default: 0,
  label: "Tranche du barème de l'impôt sur le revenu atteinte par le foyer",
  formula: (s, foyer, year) => {
    const bareme = at(baremeIr, `${year}-01-01`);
    const rni = s.calc<number>('rni', foyer, year);
    const f = foyerDeLAnnee(s, foyer, year);
    const parts = s.hasInput('nbptr', foyer, year)
      ? s.calc<number>('nbptr', foyer, year)
      : nombreDeParts(f, year);
    const adultes = nombreAdultes(f);
    const A = adultes * marginalRate(bareme, rni / adultes);
    // ir_brut without the taux effectif of micro-enterprise and non-professional BNC income (not modelled)
    const I = parts * marginalRate(bareme, rni / parts);
    const plafonne = impotApresPlafonnement(s, foyer, year, f, parts, A, I) > I;
    const retenues = plafonne ? (mariesOuPacses(f) || f.statut === 'jeuneVeuvage' ? 2 : 1) : parts;
    return trancheMarginale(bareme, rni / retenues);
  },
});
