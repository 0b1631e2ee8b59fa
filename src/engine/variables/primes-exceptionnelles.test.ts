// The PEPA (loi 2018-1213, art. 1) and the prime de partage de la valeur (loi 2022-1158, art. 1), worked by
// hand: the exempt part up to its ceiling, the rest bearing contributions, each a yearly amount spread over the
// months of the pay.
import { describe, expect, it } from 'vitest';
import { Simulation } from '../index.ts';

const chaqueMois = (annee: number, montant: number) =>
  Object.fromEntries(
    Array.from({ length: 12 }, (_, i) => [`${annee}-${String(i + 1).padStart(2, '0')}`, montant]),
  );
const salarie = (vars: Record<string, unknown>) =>
  new Simulation({
    individus: { moi: { date_naissance: { ETERNITY: '1998-01-01' }, ...vars } as never },
  });
const calc = (s: Simulation, name: string, period: string) => s.calc<number>(name, 'moi', period);

describe('prime de partage de la valeur', () => {
  const paie = { salaire_de_base: { ...chaqueMois(2023, 2000), ...chaqueMois(2024, 2000) } };

  it('1 200 € en 2024, sans accord d’intéressement : exonérée de cotisations (plafond 3 000 €), imposable', () => {
    const avec = salarie({ ...paie, prime_partage_valeur: { '2024': 1200 } });
    expect(calc(avec, 'prime_partage_valeur_exoneree', '2024')).toBe(1200);
    expect(calc(avec, 'prime_partage_valeur_non_exoneree', '2024')).toBe(0);
    // 1 200 / 12 = 100 € de plus par mois, qui portent la CSG et la CRDS (assiette 98,25 € ) : le salaire
    // imposable gagne 100 − 6,8 % × 98,25 = 93,32 €, le net 100 − 9,7 % × 98,25 = 90,47 €
    const sans = salarie(paie);
    const ecart = (name: string) => calc(avec, name, '2024-05') - calc(sans, name, '2024-05');
    expect(ecart('csg_deductible_salaire')).toBeCloseTo(-6.681, 9);
    expect(ecart('salaire_imposable')).toBeCloseTo(93.319, 9);
    expect(ecart('salaire_net')).toBeCloseTo(90.46975, 9);
    expect(calc(avec, 'primes_salaires_non_exonerees', '2024-05')).toBe(0);
    // sans salaire du tout, la prime porte encore la CSG
    const seule = salarie({ prime_partage_valeur: { '2024': 1200 } });
    expect(calc(seule, 'csg_deductible_salaire', '2024-05')).toBeCloseTo(-6.681, 9);
  });

  it('le revenu fiscal de référence compte 90 % de la prime exceptionnelle de 2023 exonérée d’impôt', () => {
    const paie2023 = { salaire_de_base: { ...chaqueMois(2022, 2000), ...chaqueMois(2023, 2000) } };
    const sans = salarie(paie2023);
    const avec = salarie({ ...paie2023, prime_partage_valeur_exceptionnelle: { '2023': 2000 } });
    const rfr = (s: Simulation) => s.calc<number>('rfr', '_foyer_fiscal_moi', '2023');
    expect(rfr(avec) - rfr(sans)).toBeCloseTo(1800, 9);
  });

  it('4 000 € : 3 000 € exonérés, 1 000 € soumis à cotisations ; 6 000 € de plafond avec un accord', () => {
    const prime = { ...paie, prime_partage_valeur: { '2024': 4000 } };
    const sansAccord = salarie(prime);
    expect(calc(sansAccord, 'prime_partage_valeur_exoneree', '2024')).toBe(3000);
    expect(calc(sansAccord, 'primes_salaires_non_exonerees', '2024-05')).toBeCloseTo(1000 / 12, 9);
    const avecAccord = salarie({ ...prime, accord_interessement: { '2024-01': true } });
    expect(calc(avecAccord, 'prime_partage_valeur_exoneree', '2024')).toBe(4000);
  });

  it('exceptionnelle en 2023, sous 3 SMIC : exonérée aussi d’impôt, elle s’ajoute au salaire net seulement', () => {
    const paie2023 = { salaire_de_base: { ...chaqueMois(2022, 2000), ...chaqueMois(2023, 2000) } };
    const s = salarie({ ...paie2023, prime_partage_valeur_exceptionnelle: { '2023': 2000 } });
    const sans = salarie(paie2023);
    expect(calc(s, 'ppv_eligibilite_exceptionnelle', '2023')).toBe(1);
    expect(calc(s, 'prime_partage_valeur_exoneree_exceptionnelle', '2023')).toBe(2000);
    expect(calc(s, 'salaire_net', '2023-03') - calc(sans, 'salaire_net', '2023-03')).toBeCloseTo(
      2000 / 12,
      9,
    );
    expect(calc(s, 'salaire_imposable', '2023-03')).toBeCloseTo(
      calc(sans, 'salaire_imposable', '2023-03'),
      9,
    );
    // versée en 2024, elle n'existe plus
    const apres = salarie({ ...paie, prime_partage_valeur_exceptionnelle: { '2024': 2000 } });
    expect(calc(apres, 'prime_partage_valeur_exoneree_exceptionnelle', '2024')).toBe(0);
  });
});

describe('prime exceptionnelle de pouvoir d’achat (PEPA)', () => {
  const paie2020 = (mensuel: number) => ({
    salaire_de_base: { ...chaqueMois(2020, mensuel), ...chaqueMois(2021, mensuel) },
  });

  it('1 500 € en 2021 : exonérée jusqu’à 2 000 € sous 50 salariés, 1 000 € au-delà', () => {
    const petite = salarie({ ...paie2020(1800), prime_exceptionnelle_pouvoir_achat: { '2021': 1500 } });
    expect(calc(petite, 'prime_exceptionnelle_pouvoir_achat_exoneree', '2021')).toBe(1500);
    const grande = salarie({
      ...paie2020(1800),
      prime_exceptionnelle_pouvoir_achat: { '2021': 1500 },
      effectif_entreprise: { '2021-01': 120 },
    });
    expect(calc(grande, 'prime_exceptionnelle_pouvoir_achat_exoneree', '2021')).toBe(1000);
    expect(calc(grande, 'prime_exceptionnelle_pouvoir_achat_non_exoneree', '2021')).toBe(500);
    // la part exonérée s'ajoute au net (125 € par mois), le reste aux primes soumises à cotisations
    const sans = salarie(paie2020(1800));
    expect(calc(petite, 'salaire_net', '2021-06') - calc(sans, 'salaire_net', '2021-06')).toBeCloseTo(125, 9);
    expect(calc(grande, 'primes_salaires_non_exonerees', '2021-06')).toBeCloseTo(500 / 12, 9);
  });

  it('au-dessus de 3 SMIC sur les douze mois précédents, rien n’est exonéré', () => {
    const cadre = salarie({ ...paie2020(6000), prime_exceptionnelle_pouvoir_achat: { '2021': 1500 } });
    expect(calc(cadre, 'prime_exceptionnelle_pouvoir_achat_exoneree', '2021')).toBe(0);
    expect(calc(cadre, 'prime_exceptionnelle_pouvoir_achat_non_exoneree', '2021')).toBe(1500);
  });
});
