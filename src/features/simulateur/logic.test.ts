import { describe, expect, it } from 'vitest';
import { conditionHolds, isMissing, validateStep, visibleQuestions } from './logic.ts';
import { STEPS } from './questions.ts';

const step = (id: string) => STEPS.find((s) => s.id === id)!;

describe('questionnaire', () => {
  it('garde les six étapes dans l’ordre de la spécification', () => {
    expect(STEPS.map((s) => s.title)).toEqual([
      'Situation personnelle',
      'Situation professionnelle',
      'Logement',
      'Ressources',
      'Formation',
      'Santé',
    ]);
  });

  it('compte comme manquants : vide, undefined, 0, false et liste vide', () => {
    for (const v of ['', undefined, 0, false, []]) expect(isMissing(v)).toBe(true);
    for (const v of ['x', 1, true, ['a']]) expect(isMissing(v)).toBe(false);
  });

  it('exige chaque question obligatoire visible avec le message exact', () => {
    const errors = validateStep(step('situation'), { lieu_residence: 'france_metropolitaine' });
    expect(errors.map((e) => e.message)).toEqual([
      'La question "Date de naissance" est obligatoire',
      'La question "Nationalité" est obligatoire',
      'La question "Situation familiale" est obligatoire',
    ]);
  });

  it('applique les bornes, la longueur maximale et le motif du code postal', () => {
    const logement = step('logement');
    const base = { type_logement: 'locataire', type_location: 'vide', commune: '69123' };
    expect(
      validateStep(logement, { ...base, loyer: -5, code_postal: '69003' }).map((e) => e.message),
    ).toEqual(['La réponse à la question "Loyer mensuel (hors charges)" doit être supérieure ou égale à 0']);
    expect(
      validateStep(logement, { ...base, loyer: 400, code_postal: '6900' }).map((e) => e.message),
    ).toEqual(['La réponse à la question "Code postal" doit être au format 5 chiffres']);
    expect(validateStep(logement, { ...base, loyer: 400, code_postal: '690031' })[0].message).toBe(
      'La réponse à la question "Code postal" ne doit pas dépasser 5 caractères',
    );
    const pro = step('situationProfessionnelle');
    expect(
      validateStep(pro, { situation_professionnelle: 'salarie', salaire_mensuel_net: 100001 })[0].message,
    ).toBe('La réponse à la question "Salaire mensuel net" doit être inférieure ou égale à 100000');
  });

  it('n’affiche une question que si sa condition est vraie (equals, notEquals, includes, notIncludes)', () => {
    expect(conditionHolds({ field: 'a', operator: 'equals', value: 'x' }, { a: 'x' })).toBe(true);
    expect(conditionHolds({ field: 'a', operator: 'notEquals', value: 'x' }, { a: 'y' })).toBe(true);
    expect(conditionHolds({ field: 'a', operator: 'includes', value: 'x' }, { a: ['x'] })).toBe(true);
    expect(conditionHolds({ field: 'a', operator: 'includes', value: 'x' }, { a: 'x' })).toBe(false);
    expect(conditionHolds({ field: 'a', operator: 'notIncludes', value: 'x' }, { a: ['y'] })).toBe(true);
    const names = (answers: Record<string, string>) =>
      visibleQuestions(step('logement'), answers).map((q) => q.name);
    expect(names({ type_logement: 'heberge_parents' })).not.toContain('loyer');
    expect(names({ type_logement: 'locataire' })).toContain('loyer');
    expect(names({ type_logement: 'sans_logement' })).not.toContain('code_postal');
  });

  it('ne valide pas les questions masquées', () => {
    expect(
      validateStep(step('logement'), {
        type_logement: 'heberge_parents',
        code_postal: '75011',
        commune: '75111',
      }),
    ).toEqual([]);
  });
});

describe('questions des aides locales (issue 18)', () => {
  const names = (id: string, answers: Record<string, string | string[]>) =>
    visibleQuestions(step(id), answers).map((q) => q.name);
  const ilYA = (ans: number) => `${new Date().getFullYear() - ans}-01-01`;

  it('les difficultés de logement ne sont demandées qu’à un adulte qui n’est pas propriétaire', () => {
    expect(names('logement', { type_logement: 'locataire', date_naissance: ilYA(22) })).toContain(
      'difficultes_acces_logement',
    );
    expect(names('logement', { type_logement: 'proprietaire', date_naissance: ilYA(22) })).not.toContain(
      'difficultes_acces_logement',
    );
    expect(names('logement', { type_logement: 'locataire', date_naissance: ilYA(16) })).not.toContain(
      'difficultes_acces_logement',
    );
  });

  it('l’année et le domaine d’études ne sont demandés qu’aux élèves et étudiants', () => {
    const etudiant = names('formation', {
      situation_professionnelle: 'etudiant',
      scolarite: 'enseignement_superieur',
    });
    expect(etudiant).toEqual(expect.arrayContaining(['niveau_etude', 'specialite_formation']));
    expect(names('formation', { situation_professionnelle: 'salarie' })).not.toContain('niveau_etude');
  });

  it('le vélo (type, état, prix) n’est demandé qu’avec le projet « Acheter un vélo »', () => {
    expect(names('sante', { projets: ['velo'] })).toEqual(
      expect.arrayContaining(['velo_type', 'velo_etat', 'velo_prix']),
    );
    expect(names('sante', { projets: ['bafa'] })).not.toContain('velo_type');
  });

  it('le régime de sécurité sociale est demandé jusqu’à 25 ans', () => {
    expect(names('sante', { date_naissance: ilYA(20) })).toContain('regime_securite_sociale');
    expect(names('sante', { date_naissance: ilYA(30) })).not.toContain('regime_securite_sociale');
    expect(conditionHolds({ field: 'date_naissance', operator: 'ageAtMost', value: 25 }, {})).toBe(true);
  });
});
