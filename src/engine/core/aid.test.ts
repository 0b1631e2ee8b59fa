import { describe, expect, it } from 'vitest';
import { euros } from './aid.ts';

const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

describe('euros', () => {
  it('writes usual amounts as Intl fr-FR does (narrow no-break space between thousands, no-break space before €)', () => {
    expect(euros(1234.5)).toBe('1\u202f234,50\u00a0€');
    expect(euros(0)).toBe('0,00\u00a0€');
    expect(euros(-1234567.891)).toBe('-1\u202f234\u202f567,89\u00a0€');
  });

  it('agrees with Intl on halves, tiny negatives, −0, huge and non-finite values', () => {
    const special = [
      0.005, 0.015, 1.005, 2.675, 0.125, -0.125, -0.001, -0, 999.995, 999999.995, 1e15, 1e21, -1e16,
    ];
    for (const x of [...special, NaN, Infinity, -Infinity]) expect(euros(x)).toBe(intl.format(x));
  });

  it('rounds every amount with three decimals as Intl does (halves included)', () => {
    for (let k = -5_000; k <= 60_000; k += 1) expect(euros(k / 1000)).toBe(intl.format(k / 1000));
  });

  it('agrees with Intl on 20,000 amounts of every size', () => {
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 20_000; i++) {
      const scale = 10 ** Math.floor(random() * 14);
      const x = (random() - 0.3) * scale;
      const amount = i % 3 === 0 ? Math.round(x * 100) / 100 : i % 3 === 1 ? Math.round(x) + 0.005 : x;
      expect(euros(amount)).toBe(intl.format(amount));
    }
  });
});
