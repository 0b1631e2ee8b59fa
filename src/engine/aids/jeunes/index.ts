// Aids of the "jeunes" family. Each aid file registers its variables and exports its AidDefinition.
import type { AidDefinition } from '../../core/aid.ts';

export const aids: AidDefinition[] = [];
