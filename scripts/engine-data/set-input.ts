// Generates src/engine/data/set-input.json: the OpenFisca-France variables whose `set_input` differs from the
// engine's rule (an amount given for a longer period is divided over its months or years, any other value is
// copied). shared/reference/openfisca-variables.json does not carry `set_input`; the variables of the npm
// package @leximpact/socio-fiscal-openfisca-json (OpenFisca-France 174.2.39, version 0.0.435) do. Run:
//   npm pack @leximpact/socio-fiscal-openfisca-json@0.0.435 && tar xzf leximpact-*.tgz
//   npx tsx scripts/engine-data/set-input.ts package/variables
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = process.argv[2];
if (!dir) throw new Error('Usage : npx tsx scripts/engine-data/set-input.ts <dossier variables du paquet>');

const divide: string[] = [];
const dispatch: string[] = [];
for (const file of readdirSync(dir).sort()) {
  if (!file.endsWith('.json')) continue;
  const v = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { value_type?: string; set_input?: string };
  const name = file.slice(0, -'.json'.length);
  const amount = v.value_type === 'float';
  if (v.set_input === 'set_input_divide_by_period' && !amount) divide.push(name);
  if (v.set_input === 'set_input_dispatch_by_period' && amount) dispatch.push(name);
}
writeFileSync(
  resolve('src/engine/data/set-input.json'),
  `${JSON.stringify({ divide, dispatch }, null, 1)}\n`,
);
console.log(`${divide.length} divisées (non décimales), ${dispatch.length} recopiées (décimales)`);
