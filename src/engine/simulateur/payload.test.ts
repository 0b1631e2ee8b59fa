// The hand check of a well-formed payload (the fast path of every simulation) never accepts what the schema
// rejects: on thousands of payloads, valid and broken in every field, both agree.
import { describe, expect, it } from 'vitest';
import { conformeAuSchema, payloadSchema } from './payload.ts';
import { payloadFrom, randomAnswers, rng } from './testing.ts';

const CASSES: ((p: Record<string, unknown>, r: () => number) => void)[] = [
  (p) => (p.version = 19),
  (p) => (p.version = '17'),
  (p) => (p.status = 'x'.repeat(40)),
  (p) => (p.dateDeValeur = { jour: 1 }),
  (p) => (p.abtesting = 'a'),
  (p) => (p.answers = []),
  (p) => ((p.answers as Record<string, unknown>).current = 'x'),
  (p, r) => {
    const all = (p.answers as { all: Record<string, unknown>[] }).all;
    const a = all[Math.floor(r() * all.length)];
    const cas = Math.floor(r() * 9);
    if (cas === 0) a.entityName = 'voisin';
    if (cas === 1) a.id = 42;
    if (cas === 2) a.fieldName = '';
    if (cas === 3) a.value = { objet: true };
    if (cas === 4) a.value = 'x'.repeat(501);
    if (cas === 5) a.value = [['imbriqué']];
    if (cas === 6) a.path = 12;
    if (cas === 7) a.id = null;
    if (cas === 8) a.value = null;
  },
];

describe('vérification rapide du payload', () => {
  it('accepte exactement ce que le schéma accepte', () => {
    const r = rng(99);
    let acceptes = 0;
    for (let i = 0; i < 3000; i++) {
      const p = payloadFrom(randomAnswers(r)) as unknown as Record<string, unknown>;
      if (i % 3) CASSES[Math.floor(r() * CASSES.length)](p, r);
      const rapide = conformeAuSchema(p) !== undefined;
      const schema = payloadSchema.safeParse(p).success;
      if (rapide) {
        expect(schema).toBe(true);
        acceptes++;
      }
      // valid payloads are taken by the fast path (it is not merely a fallback)
      if (i % 3 === 0) expect(rapide).toBe(true);
    }
    expect(acceptes).toBeGreaterThan(1000);
  });
});
