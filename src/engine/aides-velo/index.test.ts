import { AidesVeloEngine } from '@betagouv/aides-velo';
import { describe, expect, it } from 'vitest';
import { simulate } from '../simulateur/simulate.ts';
import { payloadFrom } from '../simulateur/testing.ts';

type Answers = Parameters<typeof payloadFrom>[0];
const LENT = 60_000; // the model's engine is built once, in a few seconds on a busy machine

const etudiant = (code_postal: string, commune: string, velo: Answers = {}): Answers => ({
  date_naissance: '2005-03-01',
  nationalite: 'francaise',
  situation_professionnelle: 'etudiant',
  scolarite: 'enseignement_superieur',
  type_logement: 'locataire_meuble',
  code_postal,
  commune,
  _interetsAidesVelo: true,
  velo_type: 'électrique',
  velo_etat: 'neuf',
  velo_prix: 1500,
  ...velo,
});

const aidesVeloDe = (answers: Answers) =>
  simulate(payloadFrom(answers, '2026-11-20'))
    .droitsEligibles.filter((a) => a.code.startsWith('aides . '))
    .map((a) => [a.code, a.montant] as const);

/** the same person, asked to the library directly */
function bibliotheque(
  insee: string,
  epci: string,
  dep: string,
  reg: string,
  prix = 1500,
  type = 'électrique',
) {
  return new AidesVeloEngine()
    .setInputs({
      'localisation . pays': 'France',
      'localisation . code insee': insee,
      'localisation . epci': epci,
      'localisation . département': dep,
      'localisation . région': reg,
      'demandeur . statut': 'étudiant',
      'demandeur . âge': 21,
      'demandeur . en situation de handicap': false,
      'demandeur . bénéficiaire du RSA': false,
      'revenu fiscal de référence par part . revenu de référence': 0,
      'revenu fiscal de référence par part . nombre de parts': 1,
      'vélo . type': type as 'électrique',
      'vélo . état': 'neuf',
      'vélo . prix': prix,
    })
    .computeAides()
    .filter((a) => a.amount > 0)
    .map((a) => [a.id as string, a.amount] as const);
}

describe('aides vélo (@betagouv/aides-velo)', () => {
  it(
    'Strasbourg, Bordeaux et Paris : les aides et montants que la bibliothèque accorde à la même personne',
    () => {
      const strasbourg = aidesVeloDe(etudiant('67000', '67482'));
      expect(strasbourg).toEqual(bibliotheque('67482', 'Eurométropole de Strasbourg', '67', '44'));
      expect(strasbourg.map(([code]) => code)).toContain('aides . strasbourg');
      const bordeaux = aidesVeloDe(
        etudiant('33000', '33063', { velo_type: 'mécanique simple', velo_prix: 400 }),
      );
      expect(bordeaux).toEqual(
        bibliotheque('33063', 'Bordeaux Métropole', '33', '75', 400, 'mécanique simple'),
      );
      const paris = aidesVeloDe(
        etudiant('75015', '75115', { velo_type: 'cargo électrique', velo_prix: 4000 }),
      );
      expect(paris).toEqual(
        bibliotheque('75056', 'Métropole du Grand Paris', '75', '11', 4000, 'cargo électrique'),
      );
      expect(paris.length).toBeGreaterThan(0);
    },
    LENT,
  );

  it(
    'sans intérêt pour un vélo, aucune aide vélo ; l’aide porte son institution, son niveau et son explication',
    () => {
      expect(aidesVeloDe({ ...etudiant('67000', '67482'), _interetsAidesVelo: false })).toEqual([]);
      const aide = simulate(payloadFrom(etudiant('67000', '67482'), '2026-11-20')).droitsEligibles.find(
        (a) => a.code === 'aides . strasbourg',
      )!;
      expect(aide).toMatchObject({
        institution: 'Eurométropole de Strasbourg',
        niveau: 'epci',
        periodicite: 'ponctuelle',
      });
      expect(aide.explication[0]).toMatch(/^Pour un vélo à assistance électrique neuf de 1\s500,00\s€ : /);
    },
    LENT,
  );
});
