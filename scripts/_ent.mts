import { readFileSync } from 'node:fs';
import { ENTREES } from '../src/engine/entrees.ts';
import '../src/engine/index.ts';
const ref = JSON.parse(readFileSync('/work/shared/reference/openfisca-variables.json', 'utf8'));
for (const [name, raison] of Object.entries(ENTREES)) {
  const v = ref[name];
  if (v?.has_formula) console.log(name.padEnd(45), v.file.padEnd(60), raison.slice(0, 40));
}
