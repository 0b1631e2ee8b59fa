// Aids of the "minima" family. Each aid file registers its variables and exports its AidDefinition.
import type { AidDefinition } from '../../core/aid.ts';
import { revenuSolidariteActive } from './rsa.ts';
import { primeActivite } from './ppa.ts';
import { complementaireSanteSolidaire } from './css.ts';
import { allocationAdultesHandicapes } from './aah.ts';
import { majorationVieAutonome } from './mva.ts';

export const aids: AidDefinition[] = [
  revenuSolidariteActive,
  primeActivite,
  complementaireSanteSolidaire,
  allocationAdultesHandicapes,
  majorationVieAutonome,
];
