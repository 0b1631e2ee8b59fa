import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import data from '@etalab/decoupage-administratif/data/communes.json' with { type: 'json' };
import aidesLocalesFn from './aides-locales.mts';
import { lieuDeVie, positionsDuLieu } from '../../src/engine/aides-locales/index.ts';
import { communeByCode } from '../../src/engine/geo/index.ts';

const get = (query: string, method = 'GET') =>
  aidesLocalesFn(new Request(`http://localhost/.netlify/functions/aides-locales${query}`, { method }));

describe('fonction aides-locales', () => {
  it('Quimper : les aides du Finistère, de la Bretagne et de sa commune, avec leurs conditions en clair', async () => {
    const res = await get('?commune=29232');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age/);
    const body = await res.json();
    expect(body.commune).toMatchObject({ code: '29232', nom: 'Quimper' });
    const fsl = body.aides.find((a: { id: string }) => a.id === 'departement-finistere-fsl-eligibilite');
    expect(fsl).toMatchObject({ niveau: 'departement', institution: 'Département du Finistère' });
    expect(fsl.conditions).toContain('Habiter le territoire de Département du Finistère.');
    expect(fsl.conditions.join(' ')).toMatch(/Sauf les habitants de Brest Métropole/);
    expect(body.aides.some((a: { niveau: string }) => a.niveau === 'region')).toBe(true);
  });

  it('Brest : le FSL de la métropole, pas celui du Finistère', async () => {
    const { aides } = await (await get('?commune=29019')).json();
    const ids = aides.map((a: { id: string }) => a.id);
    expect(ids).toContain('intercommunalite-brest-metropole-fsl-eligibilite');
    expect(ids).not.toContain('departement-finistere-fsl-eligibilite');
  });

  it('une aide par son identifiant, pour sa page ; erreurs en français', async () => {
    const { aide } = await (await get('?id=grand-est-jeunest')).json();
    expect(aide).toMatchObject({ id: 'grand-est-jeunest', niveau: 'region' });
    expect(aide.conditions.length).toBeGreaterThan(0);
    const inconnue = await get('?id=nexiste-pas');
    expect(inconnue.status).toBe(404);
    expect((await inconnue.json()).error).toMatch(/n’existe pas/);
    expect((await get('?commune=abc')).status).toBe(400);
    expect((await get('?commune=99999')).status).toBe(404);
    expect((await get('?commune=29232', 'POST')).status).toBe(405);
  });

  it('les données d’un territoire restent sous 50 Ko gzip, même pour le plus fourni', async () => {
    const communes = (data as { code: string; type: string }[]).filter((c) => c.type === 'commune-actuelle');
    const tailles = communes
      .map((c) => ({ code: c.code, n: positionsDuLieu(lieuDeVie(communeByCode(c.code))).length }))
      .sort((a, b) => b.n - a.n)
      .slice(0, 3);
    for (const { code } of tailles) {
      const res = await get(`?commune=${code}`);
      const gz = gzipSync(Buffer.from(await res.arrayBuffer())).length;
      expect(gz, code).toBeLessThan(50 * 1024);
    }
  });
});
