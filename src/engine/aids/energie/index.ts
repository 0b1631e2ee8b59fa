// Aids of the "energie" family. Each aid file registers its variables and exports its AidDefinition.
import type { AidDefinition } from '../../core/aid.ts';
import { chequeEnergieAid } from './cheque_energie.ts';

export const aids: AidDefinition[] = [chequeEnergieAid];
