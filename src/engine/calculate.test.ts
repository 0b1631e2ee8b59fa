import { describe, expect, it } from 'vitest';
import { calculate, Simulation, SituationError } from './index.ts';

const base = () => ({
  individus: { moi: { date_naissance: { ETERNITY: '2000-01-01' } } as Record<string, unknown> },
  familles: { f: { parents: ['moi'] } as Record<string, unknown> },
  menages: { m: { personne_de_reference: ['moi'] } as Record<string, unknown> },
});

describe('calculate (contrat /calculate d’OpenFisca)', () => {
  it('remplit les valeurs null demandées et garde les entrées', () => {
    const s = base();
    s.individus.moi.age = { '2025-06': null };
    const out = calculate(s as never);
    expect((out.individus.moi.age as Record<string, number>)['2025-06']).toBe(25);
    expect(s.individus.moi.age).toEqual({ '2025-06': null }); // l'entrée n'est pas modifiée
  });

  it('nomme les variables inconnues', () => {
    const s = base();
    s.individus.moi.salaire_lunaire = { '2025-06': 3 };
    expect(() => calculate(s as never)).toThrowError(/salaire_lunaire/);
  });

  it('refuse une variable posée sur la mauvaise entité', () => {
    const s = base();
    s.individus.moi.ppa = { '2025-06': null };
    try {
      calculate(s as never);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(SituationError);
      expect((e as SituationError).details[0]).toMatch(/ppa appartient à l'entité famille/);
    }
  });

  it('somme une variable mensuelle demandée pour une année', () => {
    const s = base();
    s.individus.moi.salaire_net = { '2025': 12000 };
    s.individus.moi.salaire_imposable = { '2025': null };
    const out = calculate(s as never);
    // no gross pay: taxable stays an input-less 0 (as OpenFisca), net was given
    expect((out.individus.moi.salaire_imposable as Record<string, number>)['2025']).toBe(0);
  });
});

describe('périodes et demandes au format OpenFisca', () => {
  const salarie = (salaire: Record<string, unknown>) => ({
    individus: { moi: { date_naissance: { ETERNITY: '2000-01' }, salaire_net: salaire } },
    familles: { f: { parents: ['moi'], ppa: { '2025-04': null } } },
    menages: { m: { personne_de_reference: ['moi'] } },
  });
  const ppa = (s: unknown) => (calculate(s as never).familles!.f.ppa as Record<string, number>)['2025-04'];

  it('répartit un montant donné pour plusieurs mois (month:AAAA-MM:N) comme set_input', () => {
    // 3 000 € sur janvier-mars = 1 000 € par mois : le même résultat que trois montants mensuels
    const parMois = ppa(salarie({ '2025-01': 1000, '2025-02': 1000, '2025-03': 1000 }));
    expect(parMois).toBeGreaterThan(0);
    expect(ppa(salarie({ 'month:2025-01:3': 3000 }))).toBeCloseTo(parMois, 6);
  });

  it('répartit un montant annuel (year:AAAA) et accepte une date au mois près (AAAA-MM = le 1er)', () => {
    const out = calculate({
      individus: {
        moi: {
          date_naissance: { ETERNITY: '2000-05' },
          salaire_net: { 'year:2025': 12000 },
          age: { '2025-06': null },
        },
      },
    } as never);
    expect((out.individus.moi.age as Record<string, number>)['2025-06']).toBe(25);
    const s = calculate({
      individus: { moi: { salaire_net: { 'year:2025:2': 24000, '2026-03': null } } },
    } as never);
    expect((s.individus.moi.salaire_net as Record<string, number>)['2026-03']).toBe(1000);
  });

  it('une période plus longue qui recouvre des mois donnés leur laisse leur valeur et répartit le reste', () => {
    // OpenFisca pose d'abord les périodes les plus courtes, puis set_input répartit le reste sur les mois libres
    const mois = (salaire: Record<string, unknown>, m: string) =>
      new Simulation({ individus: { moi: { salaire_net: salaire } } } as never).calc<number>(
        'salaire_net',
        'moi',
        m,
      );
    // (12 000 − 3 000) / 11 = 818,18 €
    expect(mois({ '2024': 12000, '2024-03': 3000 }, '2024-03')).toBe(3000);
    expect(mois({ '2024': 12000, '2024-03': 3000 }, '2024-07')).toBeCloseTo(9000 / 11, 9);
    // janvier-mars 6 000 € : 2 000 € par mois ; l'année, (12 000 − 6 000) / 9 = 666,67 € les autres mois
    const long = { 'year:2024': 12000, 'month:2024-01:3': 6000 };
    expect(mois(long, '2024-02')).toBeCloseTo(2000, 9);
    expect(mois(long, '2024-11')).toBeCloseTo(6000 / 9, 9);
    // février 2 500 € : janvier et mars se partagent (3 000 − 2 500) / 2 = 250 €
    expect(mois({ 'month:2024-01:3': 3000, '2024-02': 2500 }, '2024-03')).toBeCloseTo(250, 9);
    // une valeur qui n'est pas un montant va aux mois libres seulement
    const statut = new Simulation({
      individus: { moi: { activite: { '2024': 'etudiant', '2024-05': 'actif' } } },
    } as never);
    expect(statut.calc('activite', 'moi', '2024-05')).toBe('actif');
    expect(statut.calc('activite', 'moi', '2024-06')).toBe('etudiant');
  });

  it('copie une valeur qui n’est pas un montant sur chaque mois de la période', () => {
    const out = calculate({
      individus: { moi: { activite: { 'month:2025-01:3': 'chomeur' }, etudiant: { '2025-02': null } } },
    } as never);
    expect((out.individus.moi.etudiant as Record<string, boolean>)['2025-02']).toBe(false);
  });

  it('suit le set_input déclaré par OpenFisca : une durée décimale est recopiée, un nombre d’heures divisé', () => {
    // duree_possession_titre_sejour and residence_continue_annees are decimals OpenFisca copies to each month
    // (set_input_dispatch_by_period); stage_duree_heures is an integer it divides (set_input_divide_by_period)
    const out = calculate({
      individus: {
        moi: {
          duree_possession_titre_sejour: { '2025': 6 },
          residence_continue_annees: { '2025': 5 },
          stage_duree_heures: { '2025': 1200 },
        },
      },
    } as never);
    const sim = new Simulation(out as never);
    expect(sim.calc('duree_possession_titre_sejour', 'moi', '2025-03')).toBe(6);
    expect(sim.calc('residence_continue_annees', 'moi', '2025-03')).toBe(5);
    expect(sim.calc('stage_duree_heures', 'moi', '2025-03')).toBe(100);
  });

  it('demander une variable (null) ne change pas le calcul des autres', () => {
    const sans = ppa(salarie({ '2025-01': 1000, '2025-02': 1000, '2025-03': 1000 }));
    const avec = salarie({ '2025-01': 1000, '2025-02': 1000, '2025-03': 1000 });
    const demandes = avec as unknown as {
      individus: { moi: Record<string, unknown> };
      familles: { f: Record<string, unknown> };
    };
    demandes.individus.moi.salaire_imposable = { '2025-01': null };
    demandes.individus.moi.chomage_net = { '2025-02': null };
    demandes.familles.f.aide_logement = { '2025-03': null };
    demandes.familles.f.rsa = { '2025-03': null };
    expect(ppa(avec)).toBe(sans);
  });

  it('refuse une période illisible et une année donnée pour un mois d’une variable annuelle', () => {
    expect(() => calculate({ individus: { moi: { salaire_net: { 'mois:2025-01': 1 } } } } as never)).toThrow(
      SituationError,
    );
    expect(() =>
      calculate({ individus: { moi: { rpns_imposables: { 'month:2025-01:3': 1 } } } } as never),
    ).toThrow(/annuelle/);
  });
  it('ressortissant_eee et residence_ile_de_france se déduisent de la nationalité et de la commune', () => {
    const r = calculate({
      individus: {
        a: { nationalite: { '2025-01': 'DE' }, ressortissant_eee: { '2025-01': null } },
        b: { nationalite: { '2025-01': 'MA' }, ressortissant_eee: { '2025-01': null } },
        c: { ressortissant_eee: { '2025-01': null } },
      },
      menages: {
        m: {
          personne_de_reference: ['a'],
          autres: ['b', 'c'],
          depcom: { '2025-01': '93066' },
          residence_ile_de_france: { '2025-01': null },
        },
      },
    } as never) as unknown as Record<string, Record<string, Record<string, Record<string, unknown>>>>;
    expect(r.individus.a.ressortissant_eee['2025-01']).toBe(true);
    expect(r.individus.b.ressortissant_eee['2025-01']).toBe(false);
    expect(r.individus.c.ressortissant_eee['2025-01']).toBe(true); // sans nationalité : française
    expect(r.menages.m.residence_ile_de_france['2025-01']).toBe(true);
  });
  it('une entrée demandée sans être donnée vaut le défaut déclaré par OpenFisca (texte, date)', () => {
    const s = base();
    s.individus.moi.nationalite = { '2025-01': null };
    s.individus.moi.date_debut_chomage = { ETERNITY: null };
    s.individus.moi.date_arret_de_travail = { ETERNITY: null };
    s.individus.moi.agepi_date_demande = { '2025-01': null };
    s.individus.moi.ressortissant_eee = { '2025-01': null };
    const moi = (calculate(s as never) as unknown as Record<string, Record<string, Record<string, unknown>>>)
      .individus.moi as Record<string, Record<string, unknown>>;
    expect(moi.nationalite['2025-01']).toBe('FR');
    expect(moi.date_debut_chomage.ETERNITY).toBe('9999-12-31'); // date.max
    expect(moi.date_arret_de_travail.ETERNITY).toBe('0001-01-01'); // date.min
    expect(moi.agepi_date_demande['2025-01']).toBe('0001-01-01'); // date(1, 1, 1)
    expect(moi.ressortissant_eee['2025-01']).toBe(true);
  });

  it('une variable mensuelle demandée pour ETERNITY est une erreur claire', () => {
    const s = base();
    s.individus.moi.salaire_net = { ETERNITY: null };
    expect(() => calculate(s as never)).toThrow(SituationError);
    expect(() => calculate(s as never)).toThrow(/salaire_net est mensuelle/);
  });

  it('une aide demandée avant que sa règle existe vaut 0, sans erreur', () => {
    const s = base();
    s.individus.moi.garantie_pret_etudiant_eligibilite = { '2018-03': null };
    s.menages.m.visale_montant_max = { '2018-03': null };
    s.menages.m.visale_base_ressources = { '2018-03': null };
    const r = calculate(s as never) as unknown as Record<
      string,
      Record<string, Record<string, Record<string, unknown>>>
    >;
    expect(r.individus.moi.garantie_pret_etudiant_eligibilite['2018-03']).toBe(false);
    expect(r.menages.m.visale_montant_max['2018-03']).toBe(0);
    expect(r.menages.m.visale_base_ressources['2018-03']).toBe(0);
  });
});
