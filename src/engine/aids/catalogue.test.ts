import { describe, expect, it } from 'vitest';
import { AIDS } from './index.ts';

const REQUIRED_IDS = [
  'aide_logement',
  'bourse_criteres_sociaux',
  'ppa',
  'rsa',
  'contrat_engagement_jeune',
  'aide_financement_permis_apprenti',
  'aide_permis_demandeur_emploi',
  'pass_culture',
  'pass_sport',
  'aah',
  'af',
  'asf',
  'ars',
  'paje_base',
  'cheque_energie',
];

describe('catalogue des aides', () => {
  it('contient chaque aide du périmètre', () => {
    const ids = AIDS.map((a) => a.id);
    for (const id of REQUIRED_IDS) expect(ids).toContain(id);
  });

  it("n'a pas deux aides avec le même identifiant", () => {
    const ids = AIDS.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(AIDS.map((a) => [a.id, a] as const))(
    '%s a un nom, une institution, une description, un lien officiel et des sources',
    (_id, aid) => {
      expect(aid.nom.length).toBeGreaterThan(2);
      expect(aid.institution.length).toBeGreaterThan(1);
      expect(aid.description.length).toBeGreaterThan(20);
      expect(aid.lien).toMatch(/^https:\/\//);
      expect(aid.sources.length).toBeGreaterThan(0);
      for (const s of aid.sources) {
        expect(s.title.length).toBeGreaterThan(3);
        expect(s.href).toMatch(/^https?:\/\//);
      }
      expect(['mensuelle', 'annuelle', 'ponctuelle']).toContain(aid.periodicite);
      for (const link of [aid.teleservice, aid.formulaire, aid.instructions])
        if (link) expect(link).toMatch(/^https:\/\//);
    },
  );
});
