import { describe, expect, it } from 'vitest';
import { communeByCode } from '../geo/index.ts';
import { simulate } from './simulate.ts';
import { payloadFrom } from './testing.ts';

type Answers = Parameters<typeof payloadFrom>[0];
const DATE = '2026-11-20';

function run(answers: Answers) {
  const r = simulate(payloadFrom({ nationalite: 'francaise', ...answers }, DATE));
  const eligibles = new Map(r.droitsEligibles.map((a) => [a.code, a]));
  const autres = new Map(r.droitsNonEligibles.map((a) => [a.code, a]));
  return { r, eligibles, autres };
}

const locataireEnDifficulte = (code_postal: string, commune: string): Answers => ({
  date_naissance: '2002-05-10',
  situation_professionnelle: 'salarie',
  salaire_mensuel_net: 1300,
  type_logement: 'locataire_vide',
  loyer: 550,
  code_postal,
  commune,
  difficultes_acces_logement: true,
});

describe('aides locales dans la simulation : géographie', () => {
  it('Brest : le FSL de Brest Métropole, pas celui du Finistère qui exclut la métropole', () => {
    const { eligibles, autres } = run(locataireEnDifficulte('29200', '29019'));
    const brest = eligibles.get('intercommunalite-brest-metropole-fsl-eligibilite');
    expect(brest).toMatchObject({ niveau: 'epci', montant: 0, legende: 'montant variable' });
    expect(brest!.explication.join(' ')).toMatch(/Avoir du mal à trouver un logement/);
    expect(eligibles.has('departement-finistere-fsl-eligibilite')).toBe(false);
    expect(autres.get('departement-finistere-fsl-eligibilite')!.explication).toEqual([
      'Ne concerne pas les habitants du territoire « Brest Métropole » : ils relèvent d’une aide propre.',
    ]);
  });

  it('Quimper : le FSL du Finistère ; sans difficulté de logement, aucun FSL', () => {
    const { eligibles } = run(locataireEnDifficulte('29000', '29232'));
    expect(eligibles.has('departement-finistere-fsl-eligibilite')).toBe(true);
    expect(eligibles.has('intercommunalite-brest-metropole-fsl-eligibilite')).toBe(false);
    const sans = run({ ...locataireEnDifficulte('29000', '29232'), difficultes_acces_logement: false });
    expect(sans.eligibles.has('departement-finistere-fsl-eligibilite')).toBe(false);
    expect(sans.autres.get('departement-finistere-fsl-eligibilite')!.explication[0]).toMatch(
      /vous ne l’avez pas indiqué/,
    );
  });

  it('un arrondissement de Paris est la commune de Paris (aides de la Ville de Paris)', () => {
    expect(communeByCode('75115')).toMatchObject({ code: '75056', codePostal: '75015', departement: '75' });
    expect(communeByCode('69383')).toMatchObject({ code: '69123', codePostal: '69003', epci: '200046977' });
    expect(communeByCode('13216')).toMatchObject({ code: '13055', codePostal: '13016' });
    const { eligibles } = run({
      date_naissance: '2003-01-01',
      situation_professionnelle: 'salarie',
      code_postal: '75015',
      commune: '75115',
      type_logement: 'locataire_meuble',
    });
    expect(eligibles.get('ville-paris-cheque-vacances')?.niveau).toBe('commune');
  });

  it('outre-mer : une étudiante des Abymes a les aides de la Région Guadeloupe ; Mayotte se simule sans erreur', () => {
    const { eligibles } = run({
      date_naissance: '2004-02-01',
      situation_professionnelle: 'etudiant',
      scolarite: 'enseignement_superieur',
      code_postal: '97139',
      commune: '97101',
      type_logement: 'locataire_meuble',
    });
    expect(eligibles.get('guadeloupe-pret-etudiant·e-taux-zero')).toMatchObject({ niveau: 'region' });
    const mayotte = run({
      date_naissance: '2004-02-01',
      situation_professionnelle: 'chomeur',
      code_postal: '97600',
      commune: '97611',
    });
    expect([...mayotte.eligibles.values()].every((a) => !a.niveau || a.niveau === 'national')).toBe(true);
  });

  it('le code postal donné compte : 67100 a l’accompagnement de Strasbourg, 67000 non', () => {
    const base = { date_naissance: '2000-01-01', situation_professionnelle: 'chomeur', commune: '67482' };
    expect(run({ ...base, code_postal: '67100' }).eligibles.has('ville-strasbourg-accompagnement')).toBe(
      true,
    );
    expect(run({ ...base, code_postal: '67000' }).eligibles.has('ville-strasbourg-accompagnement')).toBe(
      false,
    );
  });

  it('seules les aides des territoires de la personne sont évaluées', () => {
    const { r } = run(locataireEnDifficulte('29000', '29232'));
    const locales = [...r.droitsEligibles, ...r.droitsNonEligibles].filter((a) => a.niveau);
    expect(locales.length).toBeGreaterThan(0);
    expect(locales.some((a) => a.code.includes('hauts-de-france'))).toBe(false);
  });
});

describe('aides locales dans la simulation : porte d’intérêt et profils', () => {
  const etudiantStrasbourg: Answers = {
    date_naissance: '2005-03-01',
    situation_professionnelle: 'etudiant',
    scolarite: 'enseignement_superieur',
    niveau_etude: 'licence_2',
    code_postal: '67000',
    commune: '67482',
    type_logement: 'locataire_meuble',
  };

  it('une aide à intérêt n’apparaît qu’avec la réponse « oui »', () => {
    const sans = run(etudiantStrasbourg);
    expect(sans.eligibles.has('grand-est-aide-mobilite-internationale-etudiants')).toBe(false);
    expect(sans.autres.has('grand-est-aide-mobilite-internationale-etudiants')).toBe(false);
    const avec = run({ ...etudiantStrasbourg, _interetEtudesEtranger: true });
    expect(avec.eligibles.get('grand-est-aide-mobilite-internationale-etudiants')).toMatchObject({
      montant: 1100,
      institution: 'Grand Est',
    });
  });

  it('un demandeur d’emploi de Laon a les aides des Hauts-de-France pour son profil, pas celles des apprentis', () => {
    const { eligibles, autres } = run({
      date_naissance: '2001-09-09',
      situation_professionnelle: 'chomeur',
      inscrit_pole_emploi: true,
      code_postal: '02000',
      commune: '02408',
      type_logement: 'locataire_vide',
      loyer: 400,
    });
    expect(eligibles.has('hauts-de-france-en-route-pour-lemploi-parc-auto-1euro')).toBe(true);
    expect(eligibles.has('hauts-de-france-carte-generation-apprentis-aide-transport')).toBe(false);
    expect(autres.get('hauts-de-france-carte-generation-apprentis-aide-transport')!.explication[0]).toMatch(
      /Réservé à ces publics : les apprentis/,
    );
  });
});
