// Aids of the "jeunes" family. Each aid file registers its variables and exports its AidDefinition.
import type { AidDefinition } from '../../core/aid.ts';
import { contratEngagementJeune } from './contrat-engagement-jeune.ts';
import { aideFinancementPermisApprenti, aidePermisDemandeurEmploi } from './permis.ts';
import { passCulture, passSport } from './pass.ts';
import { locapass, mobiliJeune, visale } from './action-logement.ts';
import { bafaCaf } from './bafa-caf.ts';
import './garantie-jeunes.ts';
import './vacances-culture.ts';
import './permis-financements.ts';
import './mon-job-mon-logement.ts';

export const aids: AidDefinition[] = [
  contratEngagementJeune,
  aideFinancementPermisApprenti,
  aidePermisDemandeurEmploi,
  passCulture,
  passSport,
  visale,
  locapass,
  mobiliJeune,
  bafaCaf,
];
