// Tax bracket of a foyer fiscal, as OpenFisca's ir_tranche (ir.py): the bracket its revenu net imposable per
// share reaches. The shares are the family quotient's (nbptr, from the declarant principal's marital status,
// the dependants and the boxes of the return), or 1 or 2 when the family-quotient cap applies (ir_plaf_qf >
// ir_brut). The CEJ reads it. The shares and the dependants are variables of their own
// (variables/quotient-familial.ts); ir_brut and ir_plaf_qf are computed here, not exposed.
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

/** the declarant principal's marital status as the tax rules group it (OpenFisca maries_ou_pacses, …) */
type Statut = 'couple' | 'jeuneVeuvage' | 'veuvage' | 'seul';

/** what the family-quotient cap reads from the tax household of a year (variables/quotient-familial.ts) */
interface Foyer {
  statut: Statut | undefined;
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
    statut: oui('maries_ou_pacses')
      ? 'couple'
      : oui('jeune_veuf')
        ? 'jeuneVeuvage'
        : oui('veuf')
          ? 'veuvage'
          : oui('celibataire_ou_divorce')
            ? 'seul'
            : undefined,
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

const mariesOuPacses = (f: Foyer) => f.statut === 'couple';
const celibataireOuDivorce = (f: Foyer) => f.statut === 'seul';
const veufHorsJeuneVeuf = (f: Foyer) => f.statut === 'veuvage';
/** nb_adult: 2 for a couple, 1 for a single or widowed person, 0 for a young widow(er) as in OpenFisca */
const nombreAdultes = (f: Foyer) =>
  2 * Number(mariesOuPacses(f)) + Number(celibataireOuDivorce(f) || veufHorsJeuneVeuf(f));

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
  const c63 = (celibataireOuDivorce(f) || veuf) && f.nbPac === 0 && f.caseL;
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
  const D = reduction * Number(f.nbPac > 0 && veuf) * p.reducPostplafondVeuf;
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
    const parts = s.calc<number>('nbptr', foyer, year);
    const adultes = nombreAdultes(f);
    const A = adultes * marginalRate(bareme, rni / adultes);
    // ir_brut without the taux effectif of micro-enterprise and non-professional BNC income (not modelled)
    const I = parts * marginalRate(bareme, rni / parts);
    const plafonne = impotApresPlafonnement(s, foyer, year, f, parts, A, I) > I;
    const retenues = plafonne ? (mariesOuPacses(f) || f.statut === 'jeuneVeuvage' ? 2 : 1) : parts;
    return trancheMarginale(bareme, rni / retenues);
  },
});
