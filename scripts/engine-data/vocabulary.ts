// Generates src/engine/data/vocabulary.json from shared/reference/openfisca-variables.json: every OpenFisca
// variable's entity, period, type, default and enum values, so situations may use OpenFisca's inputs even
// where no formula of ours reads them. Run: npx tsx scripts/engine-data/vocabulary.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const source = resolve(process.env.SHARED_DIR ?? '../shared', 'reference/openfisca-variables.json');
const raw = JSON.parse(readFileSync(source, 'utf8')) as Record<
  string,
  {
    entity: string;
    value_type: string;
    definition_period: string;
    default_value?: string;
    possible_values?: string[];
  }
>;
/** a default written in Python (`date(1970, 1, 1)`, `date.max`, `date.min`) as an ISO date; '' when unknown */
function dateOpenFisca(python: string): string {
  if (python === 'date.max') return '9999-12-31';
  if (python === 'date.min') return '0001-01-01';
  const m = /date\((\d+),\s*(\d+),\s*(\d+)\)/.exec(python);
  return m ? `${m[1].padStart(4, '0')}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}` : '';
}

const entity: Record<string, string> = { Individu: 'i', Famille: 'f', FoyerFiscal: 'ff', Menage: 'm' };
const period: Record<string, string> = { MONTH: 'm', YEAR: 'y', ETERNITY: 'e' };
const out: Record<string, [string, string, string, string | number | boolean, string[]?]> = {};
for (const [name, v] of Object.entries(raw).sort(([a], [b]) => a.localeCompare(b))) {
  const type = v.value_type.split(/\s/)[0].toLowerCase();
  let dflt: string | number | boolean = type === 'bool' ? false : type === 'str' || type === 'date' ? '' : 0;
  const d = v.default_value;
  if (d !== undefined) {
    if (type === 'enum') dflt = d.split('.').pop()!;
    else if (type === 'bool') dflt = d === 'True';
    else if (type === 'date') dflt = dateOpenFisca(d);
    else if (type === 'str') dflt = /^'(.*)'$/.exec(d)?.[1] ?? '';
    else if (type === 'int' || type === 'float') dflt = Number.isFinite(Number(d)) ? Number(d) : 0;
  }
  const row: [string, string, string, string | number | boolean, string[]?] = [
    entity[v.entity] ?? 'i',
    // a few periods carry OpenFisca's source comment, e.g. "(YEAR)  # La PPV est versée…"
    period[/MONTH|YEAR|ETERNITY/.exec(v.definition_period)?.[0] ?? ''] ?? 'm',
    type,
    dflt,
  ];
  if (v.possible_values) row.push(v.possible_values);
  out[name] = row;
}
writeFileSync(resolve('src/engine/data/vocabulary.json'), JSON.stringify(out));
console.log(`${Object.keys(out).length} variables written`);
