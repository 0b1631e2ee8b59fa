import { describe, expect, it } from 'vitest';
import { Simulation } from '../../index.ts';

const M = '2025-06';
/** a young person `a` (and a child `b`, when born) in one family, one tax household and one dwelling */
function foyer(
  a: Record<string, unknown>,
  options: { enfant?: string; rfr2023?: number; parts?: number } = {},
) {
  const individus: Record<string, unknown> = { a };
  if (options.enfant) individus.b = { date_naissance: { ETERNITY: options.enfant } };
  const enfants = options.enfant ? ['b'] : [];
  const foyerFiscal: Record<string, unknown> = { declarants: ['a'], personnes_a_charge: enfants };
  if (options.rfr2023 !== undefined) foyerFiscal.rfr = { '2023': options.rfr2023 };
  if (options.parts !== undefined) foyerFiscal.nbptr = { '2023': options.parts };
  return new Simulation({
    individus,
    familles: { f: { parents: ['a'], enfants } },
    foyers_fiscaux: { ff: foyerFiscal },
    menages: { m: { personne_de_reference: ['a'], enfants } },
  } as never);
}
const ne = (date: string) => ({ date_naissance: { ETERNITY: date } });

describe('Départ 18:25', () => {
  it('un étudiant boursier de 20 ans y a droit, quelles que soient les ressources du foyer', () => {
    const s = foyer(
      { ...ne('2005-01-10'), activite: { [M]: 'etudiant' }, boursier: { [M]: true } },
      { rfr2023: 90_000, parts: 1 },
    );
    expect(s.calc('depart1825_eligibilite', 'a', M)).toBe(true);
    expect(s.calc('depart1825_montant_maximum', 'a', M)).toBe(250);
  });

  it('sans statut, le revenu fiscal de référence de N-2 sous 17 280 € plus 4 320 € par demi-part au-delà d’une part', () => {
    // 1 part : plafond 17 280 € ; 2 parts : 17 280 + 2 × 4 320 = 25 920 €
    expect(
      foyer(ne('2005-01-10'), { rfr2023: 20_000, parts: 1 }).calc('depart1825_eligibilite', 'a', M),
    ).toBe(false);
    expect(
      foyer(ne('2005-01-10'), { rfr2023: 17_280, parts: 1 }).calc('depart1825_eligibilite', 'a', M),
    ).toBe(true);
    expect(
      foyer(ne('2005-01-10'), { rfr2023: 25_920, parts: 2 }).calc('depart1825_eligibilite', 'a', M),
    ).toBe(true);
    expect(
      foyer(ne('2005-01-10'), { rfr2023: 25_921, parts: 2 }).calc('depart1825_montant_maximum', 'a', M),
    ).toBe(0);
  });

  it('un service civique fini le mois dernier compte encore ; 17 ans et 26 ans sont hors de l’âge', () => {
    const civique = { ...ne('2005-01-10'), service_civique: { '2025-05': true } };
    expect(foyer(civique, { rfr2023: 90_000, parts: 1 }).calc('depart1825_eligibilite', 'a', M)).toBe(true);
    expect(foyer(civique, { rfr2023: 90_000, parts: 1 }).calc('depart1825_eligibilite', 'a', '2025-07')).toBe(
      false,
    );
    expect(foyer(ne('2008-01-10'), { rfr2023: 0, parts: 1 }).calc('depart1825_eligibilite', 'a', M)).toBe(
      false,
    );
    expect(foyer(ne('1999-01-10'), { rfr2023: 0, parts: 1 }).calc('depart1825_eligibilite', 'a', M)).toBe(
      false,
    );
    // avant le programme (septembre 2014) : rien, sans erreur
    const en2014 = foyer(ne('1995-01-10'), { rfr2023: 0, parts: 1 });
    expect(en2014.calc('depart1825_eligibilite', 'a', '2014-06')).toBe(false);
  });
});

describe('Pass colo', () => {
  // l'enfant né le 10/03/2014 a 10 ans en janvier 2025 : il a 11 ans dans l'année ; 2,5 parts
  const passColo = (rfr2023: number, enfant = '2014-03-10', mois = M) =>
    foyer(ne('1985-01-01'), { enfant, rfr2023, parts: 2.5 }).calc('pass_colo', 'a', mois);

  it('suit le quotient familial mensuel : RFR de N-2 / 12 / parts', () => {
    expect(passColo(0)).toBe(350);
    expect(passColo(12_000)).toBe(300); // 400 €
    expect(passColo(24_000)).toBe(250); // 800 €
    expect(passColo(36_000)).toBe(200); // 1 200 €
    expect(passColo(45_000)).toBe(200); // 1 500 €
    expect(passColo(45_060)).toBe(0); // 1 502 €
  });

  it('seulement l’année où l’enfant a 11 ans, et depuis 2024', () => {
    expect(passColo(0, '2013-03-10')).toBe(0);
    expect(passColo(0, '2014-03-10', '2023-06')).toBe(0);
  });
});

describe('gratuité des musées et monuments nationaux', () => {
  it('de 18 à 25 ans inclus, pour un résident de l’Union européenne', () => {
    expect(foyer(ne('2000-01-10')).calc('gratuite_musees_monuments', 'a', M)).toBe(true); // 25 ans
    expect(foyer(ne('1999-01-10')).calc('gratuite_musees_monuments', 'a', M)).toBe(false); // 26 ans
    expect(foyer(ne('2008-01-10')).calc('gratuite_musees_monuments', 'a', M)).toBe(false); // 17 ans
    const horsUe = { ...ne('2000-01-10'), resident_ue: { [M]: false } };
    expect(foyer(horsUe).calc('gratuite_musees_monuments', 'a', M)).toBe(false);
  });

  it("la résidence dans l'Union européenne se déduit de la nationalité, comme dans OpenFisca", () => {
    const de = (nationalite: string, mois = M) =>
      foyer({ ...ne('2000-01-10'), nationalite: { [mois]: nationalite } }).calc('resident_ue', 'a', mois);
    expect(de('FR')).toBe(true);
    expect(de('PL')).toBe(true);
    expect(de('NO')).toBe(false); // dans l'EEE, pas dans l'Union
    expect(de('MA')).toBe(false);
    expect(de('UK', '2020-06')).toBe(true); // le Royaume-Uni jusqu'au 31 décembre 2020
    expect(de('UK', '2021-06')).toBe(false);
    expect(
      foyer({ ...ne('2000-01-10'), nationalite: { [M]: 'MA' } }).calc('gratuite_musees_monuments', 'a', M),
    ).toBe(false);
  });
});
