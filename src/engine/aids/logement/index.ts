// Aids of the "logement" family. Each aid file registers its variables and exports its AidDefinition.
import type { AidDefinition } from '../../core/aid.ts';
import { aideLogementAid } from './aide-logement.ts';

export const aids: AidDefinition[] = [aideLogementAid];
