// The catalogue: every aid the engine evaluates, family by family.
import '../variables/commun.ts';
import '../variables/salaires.ts';
import '../variables/primes-exceptionnelles.ts';
import '../variables/independants.ts';
import '../variables/remplacement.ts';
import '../variables/complement-are.ts';
import '../variables/ass.ts';
import '../variables/residence.ts';
import '../variables/fiscal.ts';
import '../variables/quotient-familial.ts';
import type { AidDefinition } from '../core/aid.ts';
import { aids as logement } from './logement/index.ts';
import { aids as minima } from './minima/index.ts';
import { aids as famille } from './famille/index.ts';
import { aids as energie } from './energie/index.ts';
import { aids as etudes } from './etudes/index.ts';
import { aids as jeunes } from './jeunes/index.ts';

export const AIDS: AidDefinition[] = [...logement, ...minima, ...famille, ...energie, ...etudes, ...jeunes];
