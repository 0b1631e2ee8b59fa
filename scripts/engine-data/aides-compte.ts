// Generates src/lib/aides-catalogue.json: the light list of the catalogue's aids (code, name, institution,
// description, periodicity, official link, category) that the account area shows, so it never bundles the
// engine's formulas. Run after adding or renaming an aid: npx tsx scripts/engine-data/aides-compte.ts
// (tests/unit/aides-catalogue.test.ts fails while the file is out of date).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AidDefinition } from '../../src/engine/core/aid.ts';
import { aids as logement } from '../../src/engine/aids/logement/index.ts';
import { aids as minima } from '../../src/engine/aids/minima/index.ts';
import { aids as famille } from '../../src/engine/aids/famille/index.ts';
import { aids as energie } from '../../src/engine/aids/energie/index.ts';
import { aids as etudes } from '../../src/engine/aids/etudes/index.ts';
import { aids as jeunes } from '../../src/engine/aids/jeunes/index.ts';

export const CATALOGUE_FILE = resolve(import.meta.dirname, '../../src/lib/aides-catalogue.json');

/** The request's form_type: the family the aid belongs to in the engine. */
const FAMILIES: [string, AidDefinition[]][] = [
  ['logement', logement],
  ['ressources', minima],
  ['famille', famille],
  ['energie', energie],
  ['etudes', etudes],
  ['jeunes', jeunes],
];

export function lightCatalogue() {
  return FAMILIES.flatMap(([categorie, list]) =>
    list.map((a) => ({
      code: a.id,
      nom: a.nom,
      institution: a.institution,
      description: a.description,
      periodicite: a.periodicite,
      lien: a.lien,
      categorie,
    })),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const list = lightCatalogue();
  writeFileSync(CATALOGUE_FILE, `${JSON.stringify(list, null, 2)}\n`);
  console.log(`${list.length} aides écrites dans ${CATALOGUE_FILE}`);
}
