// Communes by postal code and by INSEE code, with their département, région, EPCI and zone APL.
// Lazy-loaded by the SPA (postal-code question) and used by the payload mapper; ~0.9 MB raw, ~350 KB gzipped.
import data from '../data/geo-communes.json' with { type: 'json' };
import { splitInsee, zoneAplForCommune, type ZoneApl } from './zones.ts';

export { zoneAplForCommune, type ZoneApl };

export interface Commune {
  /** INSEE code */
  code: string;
  nom: string;
  /** the postal code asked for (or the commune's first one) */
  codePostal: string;
  /** all postal codes of the commune */
  codesPostaux: string[];
  departement: string;
  region: string;
  epci?: string;
  epciType?: string;
  zoneApl: ZoneApl;
}

interface GeoData {
  epci: [string, string][];
  regions: Record<string, string>;
  communes: Record<string, string>;
}
const GEO = data as unknown as GeoData;

let byCode: Map<string, Commune> | undefined;
let byPostalCode: Map<string, Commune[]> | undefined;

function load() {
  if (byCode && byPostalCode) return { byCode, byPostalCode };
  byCode = new Map();
  byPostalCode = new Map();
  for (const [dep, block] of Object.entries(GEO.communes)) {
    const prefix = dep.slice(0, 2);
    for (const line of block.split('\n')) {
      const [n, nom, cps, epci] = line.split('|');
      const code = dep.length === 3 ? dep + n.padStart(2, '0') : dep + n.padStart(3, '0');
      const codesPostaux = cps.split(' ').map((cp) => (cp.length === 3 ? prefix + cp : cp));
      const e = epci ? GEO.epci[parseInt(epci, 36)] : undefined;
      const commune: Commune = {
        code,
        nom,
        codePostal: codesPostaux[0],
        codesPostaux,
        departement: dep,
        region: GEO.regions[dep],
        zoneApl: zoneAplForCommune(code),
      };
      if (e) {
        commune.epci = e[0];
        commune.epciType = e[1];
      }
      byCode.set(code, commune);
      for (const cp of codesPostaux) {
        const list = byPostalCode.get(cp) ?? [];
        list.push(commune);
        byPostalCode.set(cp, list);
      }
    }
  }
  // sorted once: the payload mapper asks for a postal code's communes on every simulation
  for (const list of byPostalCode.values()) list.sort((a, b) => a.nom.localeCompare(b.nom, 'fr'));
  return { byCode, byPostalCode };
}

/** Communes served by a postal code, sorted by name; [] for an unknown or malformed code. */
export function communesByPostalCode(cp: string): Commune[] {
  const code = String(cp ?? '').trim();
  if (!/^\d{5}$/.test(code)) return [];
  const list = load().byPostalCode.get(code) ?? [];
  return list.map((c) => ({ ...c, codePostal: code, codesPostaux: [...c.codesPostaux] }));
}

/**
 * The municipal arrondissements of Paris (75101–75120), Lyon (69381–69389) and Marseille (13201–13216):
 * their commune and their postal code (Paris 15e → 75056, 75015; Lyon 3e → 69123, 69003).
 */
export function arrondissementMunicipal(insee: string): { commune: string; codePostal: string } | undefined {
  let m = /^751(0[1-9]|1\d|20)$/.exec(insee);
  if (m) return { commune: '75056', codePostal: `750${m[1]}` };
  m = /^6938([1-9])$/.exec(insee);
  if (m) return { commune: '69123', codePostal: `6900${m[1]}` };
  m = /^132(0[1-9]|1[0-6])$/.exec(insee);
  if (m) return { commune: '13055', codePostal: `130${m[1]}` };
  return undefined;
}

/**
 * A current commune by INSEE code; an arrondissement of Paris, Lyon or Marseille gives its commune with the
 * arrondissement's postal code (former communes are not listed).
 */
export function communeByCode(insee: string): Commune | undefined {
  const code = String(insee ?? '')
    .trim()
    .toUpperCase();
  const arrondissement = arrondissementMunicipal(code);
  const c = load().byCode.get(arrondissement?.commune ?? code);
  if (!c) return undefined;
  const out = { ...c, codesPostaux: [...c.codesPostaux] };
  if (arrondissement && out.codesPostaux.includes(arrondissement.codePostal))
    out.codePostal = arrondissement.codePostal;
  return out;
}

const REGION_SLUGS: Record<string, string> = {
  '01': 'guadeloupe',
  '02': 'martinique',
  '03': 'guyane',
  '04': 'reunion',
  '06': 'mayotte',
  '11': 'ile_de_france',
  '24': 'centre_val_de_loire',
  '27': 'bourgogne_franche_comte',
  '28': 'normandie',
  '32': 'hauts_de_france',
  '44': 'grand_est',
  '52': 'pays_de_la_loire',
  '53': 'bretagne',
  '75': 'nouvelle_aquitaine',
  '76': 'occitanie',
  '84': 'auvergne_rhone_alpes',
  '93': 'provence_alpes_cote_d_azur',
  '94': 'corse',
};

/** OpenFisca `region` enum name of an INSEE region code ("11" → "ile_de_france"), undefined when unknown */
export function regionSlug(code: string): string | undefined {
  return REGION_SLUGS[code];
}

export { splitInsee };
