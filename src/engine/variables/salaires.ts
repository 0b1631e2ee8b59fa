// Net and taxable wages from gross wages (`salaire_de_base`), so that a situation giving only the gross pay
// is not read as no income. Model: a private-sector non-cadre employee under the social security ceiling —
// old-age (plafonnée and déplafonnée), AGIRC-ARRCO and CEG tranche 1, CSG and CRDS on 98,25 % of gross; no
// unemployment or health contribution (0 % for employees since 2018); apprentices are exempt of employee
// contributions below a share of the SMIC (and of CSG/CRDS before the LFSS 2025). When the situation gives
// `salaire_net` or `salaire_imposable`, those inputs are used as they are.
import { defineVariable } from '../core/variables.ts';
import { at } from '../core/params.ts';
import type { Simulation } from '../core/simulation.ts';
import { crdsTaux, smicMensuelBrut } from '../params/commun.ts';
import {
  abattementAssietteCsg,
  apprentiExonerationTotaleCsg,
  apprentiSeuilExonerationCotisations,
  cegT1Salarie,
  csgActiviteDeductible,
  csgActiviteImposable,
  plafondSecuriteSocialeMensuel,
  retraiteComplementaireT1Salarie,
  vieillesseDeplafonneeSalarie,
  vieillessePlafonneeSalarie,
} from '../params/salaires.ts';

interface Retenues {
  cotisations: number;
  csgDeductible: number;
  csgImposableEtCrds: number;
}

function retenues(s: Simulation, id: string, month: string): Retenues {
  const brut = s.calc<number>('salaire_de_base', id, month);
  if (brut <= 0) return { cotisations: 0, csgDeductible: 0, csgImposableEtCrds: 0 };
  const pss = at(plafondSecuriteSocialeMensuel, month);
  const apprenti = s.calc<boolean>('apprenti', id, month);
  // apprentices: only the part of pay above the threshold bears contributions
  const seuil = apprenti ? at(apprentiSeuilExonerationCotisations, month) * at(smicMensuelBrut, month) : 0;
  const soumis = Math.max(0, brut - seuil);
  const plafonne = Math.min(soumis, pss);
  const cotisations =
    plafonne *
      (at(vieillessePlafonneeSalarie, month) +
        at(retraiteComplementaireT1Salarie, month) +
        at(cegT1Salarie, month)) +
    soumis * at(vieillesseDeplafonneeSalarie, month);
  const baseCsgBrute = apprenti ? (at(apprentiExonerationTotaleCsg, month) ? 0 : soumis) : brut;
  const baseCsg =
    Math.min(baseCsgBrute, 4 * pss) * (1 - at(abattementAssietteCsg, month)) +
    Math.max(0, baseCsgBrute - 4 * pss);
  return {
    cotisations,
    csgDeductible: baseCsg * at(csgActiviteDeductible, month),
    csgImposableEtCrds: baseCsg * (at(csgActiviteImposable, month) + at(crdsTaux, month)),
  };
}

export const salaireImposable = defineVariable<number>({
  name: 'salaire_imposable',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  setInput: 'divide',
  label: 'Salaire imposable (brut − cotisations salariales − CSG déductible)',
  computedFrom: ['salaire_de_base'],
  formula: (s, id, month) => {
    const brut = s.calc<number>('salaire_de_base', id, month);
    if (brut <= 0) return 0;
    const r = retenues(s, id, month);
    return brut - r.cotisations - r.csgDeductible;
  },
});

export const salaireNet = defineVariable<number>({
  name: 'salaire_net',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  setInput: 'divide',
  label: 'Salaire net (imposable − CSG non déductible − CRDS)',
  computedFrom: ['salaire_de_base', 'salaire_imposable'],
  formula: (s, id, month) => {
    const brut = s.calc<number>('salaire_de_base', id, month);
    // as in OpenFisca: with no gross pay there is no CSG/CRDS to take off the taxable pay (often an input)
    if (brut <= 0) return s.calc<number>('salaire_imposable', id, month);
    const r = retenues(s, id, month);
    return brut - r.cotisations - r.csgDeductible - r.csgImposableEtCrds;
  },
});
