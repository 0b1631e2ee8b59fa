// Aids of the "etudes" family. Each aid file registers its variables and exports its AidDefinition.
import type { AidDefinition } from '../../core/aid.ts';
import './commun.ts';
import './bourses-second-degre.ts';
import './sante-psy.ts';
import { bourseCriteresSociaux } from './bourse-criteres-sociaux.ts';
import { aideMerite } from './aide-merite.ts';
import { aideMobiliteInternationale, aideMobiliteMaster, aideMobiliteParcoursup } from './mobilite.ts';
import { crousRepasUnEuro } from './repas-crous.ts';
import { pretEtudiantGaranti } from './pret-etudiant.ts';

export const aids: AidDefinition[] = [
  bourseCriteresSociaux,
  aideMerite,
  aideMobiliteParcoursup,
  aideMobiliteMaster,
  aideMobiliteInternationale,
  crousRepasUnEuro,
  pretEtudiantGaranti,
];
