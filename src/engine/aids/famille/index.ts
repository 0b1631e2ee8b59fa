// Aids of the "famille" family. Each aid file registers its variables and exports its AidDefinition.
import type { AidDefinition } from '../../core/aid.ts';
import { allocationsFamiliales } from './af.ts';
import { allocationSoutienFamilial } from './asf.ts';
import { allocationRentreeScolaire } from './ars.ts';
import { allocationBasePaje } from './paje.ts';
import { primeNaissance } from './prime-naissance.ts';
import { complementFamilial } from './complement-familial.ts';
import './crds.ts';
import './paje-cmg.ts';

export const aids: AidDefinition[] = [
  allocationsFamiliales,
  allocationSoutienFamilial,
  allocationRentreeScolaire,
  allocationBasePaje,
  primeNaissance,
  complementFamilial,
];
