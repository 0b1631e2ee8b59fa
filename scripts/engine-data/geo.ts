// Generates the engine's geography data (run once, output committed):
//  - src/engine/data/geo-zones.json: commune → zone APL, one string per département where the character at
//    position n is the zone of commune n ('1', '2', '3', or '0' when the table does not know the commune);
//  - src/engine/data/geo-communes.json: current communes with their postal codes and EPCI, for the postal-code
//    question (per département, lines "numéro|nom|codes postaux|index EPCI"; EPCI listed once).
// Sources: @etalab/decoupage-administratif and OpenFisca's zonage table (shared/reference/.../_assets/apl).
// Run: npx tsx scripts/engine-data/geo.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ETALAB = resolve('node_modules/@etalab/decoupage-administratif/data');
const APL = resolve(process.env.SHARED_DIR ?? '../shared', 'reference/openfisca-parameters/_assets/apl');

interface EtalabCommune {
  code: string;
  nom: string;
  type: string;
  departement: string;
  region: string;
  codesPostaux?: string[];
  commune?: string;
}
interface EtalabEpci {
  code: string;
  type: string;
  membres: { code: string }[];
}

const communes = JSON.parse(readFileSync(`${ETALAB}/communes.json`, 'utf8')) as EtalabCommune[];
const epcis = JSON.parse(readFileSync(`${ETALAB}/epci.json`, 'utf8')) as EtalabEpci[];
const subcommunes = JSON.parse(
  readFileSync(`${APL}/commune_depcom_by_subcommune_depcom.json`, 'utf8'),
) as Record<string, string>;

/** INSEE code → [département, commune number] ("97411" → ["974", 11]; "2A004" → ["2A", 4]) */
export function splitInsee(code: string): [string, number] {
  const depLength = code.startsWith('97') || code.startsWith('98') ? 3 : 2;
  return [code.slice(0, depLength), Number(code.slice(depLength))];
}

// ---- zones ------------------------------------------------------------------------------------------
const zoneByCode = new Map<string, string>();
for (const line of readFileSync(`${APL}/20110914_zonage.csv`, 'utf8').split(/\r?\n/).slice(1)) {
  if (!line.trim()) continue;
  const cells = line.split(',');
  const code = cells[0].trim();
  const zone = cells[cells.length - 1].trim().charAt(0); // "1bis" counts as zone 1, as in OpenFisca
  if (/^\d[\dAB]\d{3}$/.test(code) && /^[123]$/.test(zone)) zoneByCode.set(code, zone);
}
// arrondissements and communes associées take their parent commune's zone
for (const [sub, parent] of Object.entries(subcommunes)) {
  const z = zoneByCode.get(parent);
  if (z) zoneByCode.set(sub, z);
}
// Etalab's arrondissements municipaux (Paris, Lyon, Marseille) and communes déléguées likewise
for (const c of communes) {
  if (c.commune && !zoneByCode.has(c.code) && zoneByCode.has(c.commune))
    zoneByCode.set(c.code, zoneByCode.get(c.commune)!);
}
const zoneStrings: Record<string, string[]> = {};
for (const [code, zone] of zoneByCode) {
  const [dep, n] = splitInsee(code);
  const chars = (zoneStrings[dep] ??= []);
  while (chars.length <= n) chars.push('0');
  chars[n] = zone;
}
const zones = Object.fromEntries(
  Object.entries(zoneStrings)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([dep, chars]) => [dep, chars.join('')]),
);

// ---- communes ---------------------------------------------------------------------------------------
const epciOf = new Map<string, number>();
const epciList: [string, string][] = [];
for (const e of epcis) {
  const index = epciList.push([e.code, e.type]) - 1;
  for (const m of e.membres) epciOf.set(m.code, index);
}
const current = communes.filter((c) => c.type === 'commune-actuelle' && c.codesPostaux?.length);
current.sort((a, b) => a.code.localeCompare(b.code));
const regionOfDep: Record<string, string> = {};
// per département: "number|nom|postal codes|EPCI" lines; a postal code starting with the département's two
// digits is written as its last three digits, the EPCI index in base 36
const byDep: Record<string, string[]> = {};
for (const c of current) {
  const [dep, n] = splitInsee(c.code);
  regionOfDep[dep] = c.region;
  const prefix = dep.slice(0, 2);
  const cps = c.codesPostaux!.map((cp) =>
    cp.startsWith(prefix) && !dep.startsWith('97') ? cp.slice(2) : cp,
  );
  const epci = epciOf.get(c.code);
  (byDep[dep] ??= []).push(
    [
      String(n),
      c.nom.replace(/[|\n]/g, ' '),
      cps.join(' '),
      epci === undefined ? '' : epci.toString(36),
    ].join('|'),
  );
}
const communesOut = {
  epci: epciList,
  regions: regionOfDep,
  communes: Object.fromEntries(Object.entries(byDep).map(([dep, lines]) => [dep, lines.join('\n')])),
};
const zonesOut = JSON.stringify(zones);
const communesJson = JSON.stringify(communesOut);
writeFileSync(resolve('src/engine/data/geo-zones.json'), zonesOut);
writeFileSync(resolve('src/engine/data/geo-communes.json'), communesJson);
console.log(`geo-zones.json: ${zoneByCode.size} codes, ${zonesOut.length} bytes`);
console.log(
  `geo-communes.json: ${current.length} communes, ${epciList.length} EPCI, ${communesJson.length} bytes`,
);
