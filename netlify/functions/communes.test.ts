import { describe, expect, it } from 'vitest';
import communesFn from './communes.mts';

const get = (query: string, method = 'GET') =>
  communesFn(new Request(`http://localhost/.netlify/functions/communes${query}`, { method }));

describe('fonction communes', () => {
  it('donne les communes d’un code postal, en quelques centaines d’octets', async () => {
    const res = await get('?code_postal=69003');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age/);
    const text = await res.text();
    expect(text.length).toBeLessThan(20_000);
    const { communes } = JSON.parse(text);
    expect(communes).toEqual([expect.objectContaining({ code: '69123', nom: 'Lyon', departement: '69' })]);
  });

  it('un code postal de plusieurs communes les donne toutes, même le plus chargé reste sous 20 Ko', async () => {
    const { communes } = await (await get('?code_postal=51300')).json();
    expect(communes.length).toBeGreaterThan(10);
    const { communesByPostalCode } = await import('../../src/engine/geo/index.ts');
    let plusGrand = 0;
    for (let cp = 1000; cp < 99000; cp += 10) {
      const code = String(cp).padStart(5, '0');
      const n = communesByPostalCode(code).length;
      if (n > plusGrand) plusGrand = n;
    }
    // each commune weighs well under 100 bytes of JSON
    expect(plusGrand * 100).toBeLessThan(20_000);
  });

  it('refuse un code postal mal formé (400) et une autre méthode (405)', async () => {
    expect((await get('?code_postal=693')).status).toBe(400);
    expect((await get('')).status).toBe(400);
    expect((await get('?code_postal=69003', 'POST')).status).toBe(405);
  });
});
