// Commune → zone APL (arrêté du 17 mars 1978 as zoned in 2011, OpenFisca's table). Small on purpose: the engine
// imports it for `zone_apl`; the larger commune list lives in ./index.ts for the postal-code question.
import zones from '../data/geo-zones.json' with { type: 'json' };

export type ZoneApl = 'zone_1' | 'zone_2' | 'zone_3';

const ZONES = zones as Record<string, string>;

/** INSEE code → [département, commune number] ("97411" → ["974", 11], "2A004" → ["2A", 4]) */
export function splitInsee(code: string): [string, number] {
  const depLength = code.startsWith('97') || code.startsWith('98') ? 3 : 2;
  return [code.slice(0, depLength), Number(code.slice(depLength))];
}

/** Zone APL of a commune; unknown or malformed codes fall in zone 2, as in OpenFisca. */
export function zoneAplForCommune(insee: string | undefined | null): ZoneApl {
  const code = String(insee ?? '')
    .trim()
    .toUpperCase();
  if (!/^\d[\dAB]\d{3}$/.test(code)) return 'zone_2';
  const [dep, n] = splitInsee(code);
  const z = ZONES[dep]?.charAt(n);
  return z === '1' || z === '3' ? `zone_${z}` : 'zone_2';
}
