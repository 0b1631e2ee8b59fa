// Tax bracket of a foyer fiscal, as OpenFisca's ir_tranche (ir.py): the bracket its revenu net imposable per
// share reaches. The shares are the family quotient's (nbptr, from the declarant principal's marital status,
// the dependants and the boxes of the return), or 1 or 2 when the family-quotient cap applies (ir_plaf_qf >
// ir_brut). The CEJ reads it. The shares and the dependants are variables of their own
// (variables/quotient-familial.ts); the taxes with and without the family quotient and the capped tax are
// variables here (ir_brut, ir_ss_qf, ir_plaf_qf), so that one given by the situation is the one used.
import { at, marginalRate, type Bracket } from '../../core/params.ts';
import type { Simulation } from '../../core/simulation.ts';
import { defineVariable } from '../../core/variables.ts';
import { abattementDom, baremeIr, plafondQuotientFamilial } from './params.ts';

/** index of the bracket reached: 0 = not taxable, 1 = 11 %, 2 = 30 %… (a threshold itself stays below) */
export function trancheMarginale(bareme: Bracket[], revenuParPart: number): number {
  let index = 0;
  for (let i = 1; i < bareme.length; i++) if (revenuParPart > bareme[i].threshold) index = i;
  return index;
}

/** what the family-quotient cap reads from the tax household of a year (variables/quotient-familial.ts) */
interface Foyer {
  /** maries_ou_pacses, celibataire_ou_divorce, veuf (a young widow(er) is none of them) */
  couple: boolean;
  seul: boolean;
  veuf: boolean;
  /** disabled dependent children, not in alternating custody (nbG) and in it (nbI); disabled adults (nbR) */
  nbG: number;
  nbI: number;
  nbR: number;
  nbPac: number;
  caseF: boolean;
  caseG: boolean;
  caseL: boolean;
  caseP: boolean;
  caseS: boolean;
  caseT: boolean;
  caseW: boolean;
}

function foyerDeLAnnee(s: Simulation, foyer: string, year: string): Foyer {
  const n = (name: string) => s.calc<number>(name, foyer, year);
  const oui = (name: string) => s.calc<boolean>(name, foyer, year);
  return {
    couple: oui('maries_ou_pacses'),
    seul: oui('celibataire_ou_divorce'),
    veuf: oui('veuf'),
    nbG: n('nbG'),
    nbI: n('nbI'),
    nbR: n('nbR'),
    nbPac: n('nb_pac'),
    caseF: oui('caseF'),
    caseG: oui('caseG'),
    caseL: oui('caseL'),
    caseP: oui('caseP'),
    caseS: oui('caseS'),
    caseT: oui('caseT'),
    caseW: oui('caseW'),
  };
}

/**
 * OpenFisca's ir_plaf_qf (formula of 2013): the tax without the children's shares less the capped advantage
 * of the half-shares, then the complementary reductions and the overseas abatement. `A` is the tax with the
 * adults' shares only (ir_ss_qf), `I` the tax with every share (ir_brut). NaN propagates as numpy's does.
 */
function impotApresPlafonnement(s: Simulation, foyer: string, year: string): number {
  const f = foyerDeLAnnee(s, foyer, year);
  const p = at(plafondQuotientFamilial, `${year}-01-01`);
  const parts = s.calc<number>('nbptr', foyer, year);
  const adultes = s.calc<number>('nb_adult', foyer, year);
  const A = s.calc<number>('ir_ss_qf', foyer, year);
  const I = s.calc<number>('ir_brut', foyer, year);
  const aa0 = (parts - adultes) * 2;
  const aa1 = Math.min((parts - 1) * 2, 2);
  const c61 = f.seul && f.caseT;
  const c63 = (f.seul || f.veuf) && f.nbPac === 0 && f.caseL;
  const B = c61 ? (p.celibEnf * aa1) / 2 + p.general * (aa0 - aa1) : c63 ? p.celib : p.general * aa0;
  const C = Math.max(0, A - B);
  const apresPlafonnement = Math.max(I, C);
  const reduction = I < C ? 1 : 0;
  const c62c0 = f.caseP || f.caseF || f.caseW || f.caseS || f.caseG;
  const c62c1 = f.couple && f.caseP && f.caseF;
  const c62c2 = f.nbG > 0 || f.nbI > 0 || f.nbR > 0;
  const E =
    reduction *
    Number(c62c0 || c62c2) *
    (p.reducPostplafond * Number(c62c0 && !c62c1) +
      p.reducPostplafond * 2 * Number(c62c1) +
      p.reducPostplafond * (f.nbG + f.nbI / 2 + f.nbR) * Number(c62c2));
  const D = reduction * Number(f.nbPac > 0 && f.veuf) * p.reducPostplafondVeuf;
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

const IMPOT = { entity: 'foyer_fiscal', period: 'year', valueType: 'float', default: 0 } as const;
const bareme = (year: string) => at(baremeIr, `${year}-01-01`);

defineVariable<number>({
  ...IMPOT,
  name: 'ir_ss_qf',
  label: 'Impôt sans quotient familial (parts des seuls adultes)',
  formula: (s, foyer, year) => {
    const adultes = s.calc<number>('nb_adult', foyer, year);
    return adultes * marginalRate(bareme(year), s.calc<number>('rni', foyer, year) / adultes);
  },
});

defineVariable<number>({
  ...IMPOT,
  name: 'ir_brut',
  label: 'Impôt brut, au quotient familial',
  // without the taux effectif of micro-enterprise and non-professional BNC income (not modelled)
  formula: (s, foyer, year) => {
    const parts = s.calc<number>('nbptr', foyer, year);
    return parts * marginalRate(bareme(year), s.calc<number>('rni', foyer, year) / parts);
  },
});

defineVariable<number>({
  ...IMPOT,
  name: 'ir_plaf_qf',
  label: 'Impôt après plafonnement du quotient familial',
  formula: impotApresPlafonnement,
});

defineVariable<number>({
  name: 'ir_tranche',
  entity: 'foyer_fiscal',
  period: 'year',
  valueType: 'int',
  default: 0,
  label: "Tranche du barème de l'impôt sur le revenu atteinte par le foyer",
  // when the cap applies, the bracket is read on 1 share (2 for a couple)
  formula: (s, foyer, year) => {
    const rni = s.calc<number>('rni', foyer, year);
    const plafonne = s.calc<number>('ir_plaf_qf', foyer, year) > s.calc<number>('ir_brut', foyer, year);
    const couple =
      s.calc<boolean>('maries_ou_pacses', foyer, year) || s.calc<boolean>('jeune_veuf', foyer, year);
    const retenues = plafonne ? (couple ? 2 : 1) : s.calc<number>('nbptr', foyer, year);
    return trancheMarginale(bareme(year), rni / retenues);
  },
});
