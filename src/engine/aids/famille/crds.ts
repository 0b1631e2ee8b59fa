// The CRDS withheld from the family benefits, and each benefit net of it, under OpenFisca's names: the CRDS is
// negative (crds_af = −0,5 % × af) and the net amount adds it, so a CRDS given by the situation is the one taken.
import { at } from '../../core/params.ts';
import { defineVariable } from '../../core/variables.ts';
import { crdsTaux } from '../../params/commun.ts';

/** the CRDS on an amount paid at `date` (a yearly benefit reads the rate of its year's start, as OpenFisca) */
const crdsSur = (montant: number, date: string) => -montant * at(crdsTaux, date);

const mensuelle = { entity: 'famille', period: 'month', valueType: 'float', default: 0 } as const;

export const crdsAf = defineVariable<number>({
  ...mensuelle,
  name: 'crds_af',
  label: 'CRDS sur les allocations familiales (négative)',
  formula: (s, famille, month) => crdsSur(s.calc<number>('af', famille, month), month),
});
export const afNettesCrds = defineVariable<number>({
  ...mensuelle,
  name: 'af_nettes_crds',
  label: 'Allocations familiales nettes de CRDS',
  formula: (s, famille, month) =>
    s.calc<number>('af', famille, month) + s.calc<number>('crds_af', famille, month),
});

export const crdsAsf = defineVariable<number>({
  ...mensuelle,
  name: 'crds_asf',
  label: 'CRDS sur l’ASF (négative)',
  formula: (s, famille, month) => crdsSur(s.calc<number>('asf', famille, month), month),
});
export const asfNetteCrds = defineVariable<number>({
  ...mensuelle,
  name: 'asf_nette_crds',
  label: 'ASF nette de CRDS',
  formula: (s, famille, month) =>
    s.calc<number>('asf', famille, month) + s.calc<number>('crds_asf', famille, month),
});

export const crdsCf = defineVariable<number>({
  ...mensuelle,
  name: 'crds_cf',
  label: 'CRDS sur le complément familial (négative)',
  formula: (s, famille, month) => crdsSur(s.calc<number>('cf', famille, month), month),
});
export const cfNetCrds = defineVariable<number>({
  ...mensuelle,
  name: 'cf_net_crds',
  label: 'Complément familial net de CRDS',
  formula: (s, famille, month) =>
    s.calc<number>('cf', famille, month) + s.calc<number>('crds_cf', famille, month),
});

const annuelle = { ...mensuelle, period: 'year' } as const;

export const crdsArs = defineVariable<number>({
  ...annuelle,
  name: 'crds_ars',
  label: 'CRDS sur l’allocation de rentrée scolaire (négative)',
  formula: (s, famille, year) => crdsSur(s.calc<number>('ars', famille, year), `${year}-01`),
});
export const arsNetteCrds = defineVariable<number>({
  ...annuelle,
  name: 'ars_nette_crds',
  label: 'Allocation de rentrée scolaire nette de CRDS',
  formula: (s, famille, year) =>
    s.calc<number>('ars', famille, year) + s.calc<number>('crds_ars', famille, year),
});
