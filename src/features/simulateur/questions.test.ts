// Every question of the public questionnaire reaches the engine: its answer is read by one of the step
// mappers of src/engine/simulateur/situation/ (the table of docs/simulateur.md), and the engine accepts it.
import { describe, expect, it } from 'vitest';
import { CORRESPONDANCES } from '../../engine/simulateur/situation/index.ts';
import { FIELDS } from '../../engine/simulateur/fields.ts';
import { STEPS } from './questions.ts';
import { INTEREST_FLAGS } from './payload.ts';

const champsLus = new Set(Object.values(CORRESPONDANCES).flatMap((cs) => cs.flatMap((c) => c.champs)));

describe('questionnaire → moteur', () => {
  const questions = STEPS.flatMap((s) => s.questions);

  it.each(questions.map((q) => [q.name, q] as const))('la question %s est lue par le moteur', (_, q) => {
    const champ = q.enfant ? `enfants.${q.enfant.field}` : q.name;
    expect(champsLus.has(champ), champ).toBe(true);
  });

  it('chaque réponse envoyée est un champ que le moteur valide', () => {
    for (const q of questions) {
      if (q.enfant || q.name === 'projets') continue;
      expect(FIELDS[q.name], q.name).toBeDefined();
    }
    for (const field of Object.values(INTEREST_FLAGS)) expect(FIELDS[field], field).toBeDefined();
  });
});
