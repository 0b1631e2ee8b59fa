import { describe, expect, it } from 'vitest';
import { encodeResult, simulate, type SimulationResult } from './index.ts';
import { payloadFrom, randomAnswers, rng } from './simulateur/testing.ts';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('encodeResult (les textes fixes de chaque aide encodés une fois)', () => {
  it('donne octet pour octet JSON.stringify, sur 2 000 simulations variées', () => {
    const r = rng(2024);
    let injected = 0;
    for (let i = 0; i < 2000; i++) {
      const month = String(1 + Math.floor(r() * 12)).padStart(2, '0');
      const result = simulate(payloadFrom(randomAnswers(r), `202${4 + Math.floor(r() * 3)}-${month}-10`));
      injected += result.droitsInjectes.length;
      // compared as bytes: the same characters, the same UTF-8 (€, ’, espaces insécables)
      expect(Buffer.from(encodeResult(result)).equals(Buffer.from(JSON.stringify(result)))).toBe(true);
    }
    expect(injected).toBeGreaterThan(0); // the three lists were all exercised
  });

  it('retombe sur JSON.stringify pour une aide modifiée ou enrichie par un appelant', () => {
    const result = simulate(payloadFrom(randomAnswers(rng(5))));
    encodeResult(result); // the fragments of every aid are now cached
    // copies of the aids sharing their texts and lists: only what the test changes differs
    const changed: SimulationResult = {
      ...result,
      droitsNonEligibles: result.droitsNonEligibles.map((aid) => ({ ...aid })),
    };
    const [first, second] = changed.droitsNonEligibles;
    first.nom = 'Un autre nom « avec » des \"guillemets\"';
    (second as unknown as Record<string, unknown>).note = 'ajoutée';
    changed.droitsNonEligibles.reverse();
    expect(first.nom).not.toBe(result.droitsNonEligibles[0].nom);
    expect(text(encodeResult(changed))).toBe(JSON.stringify(changed));
    expect(text(encodeResult(result))).toBe(JSON.stringify(result));
  });

  it('encode les aides locales (niveau, thèmes, date de la source avant la légende) et suit leurs thèmes changés', () => {
    const r = rng(11);
    let local: SimulationResult | undefined;
    for (let i = 0; i < 200 && !local; i++) {
      const result = simulate(payloadFrom(randomAnswers(r)));
      if (result.droitsEligibles.some((aid) => aid.niveau !== undefined && aid.legende !== undefined))
        local = result;
    }
    if (!local) throw new Error('aucune aide locale avec légende dans 200 simulations');
    expect(text(encodeResult(local))).toBe(JSON.stringify(local));
    const aid = local.droitsEligibles.find((a) => a.niveau !== undefined)!;
    aid.themes = [...(aid.themes ?? []), 'un thème ajouté'];
    expect(text(encodeResult(local))).toBe(JSON.stringify(local));
  });

  it('garde un champ inconnu du résultat lui-même', () => {
    const result = { ...simulate(payloadFrom(randomAnswers(rng(6)))), extra: [1] };
    expect(text(encodeResult(result))).toBe(JSON.stringify(result));
  });
});
