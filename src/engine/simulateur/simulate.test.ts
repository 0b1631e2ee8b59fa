import { describe, expect, it } from 'vitest';
import { Simulation } from '../core/simulation.ts';
import { simulate, situationOf, PayloadError } from '../index.ts';
import { payloadFrom } from './testing.ts';

const etudiante = {
  date_naissance: '2004-03-12',
  nationalite: 'francaise',
  situation_professionnelle: 'etudiant',
  statut_marital: 'celibataire',
  scolarite: 'enseignement_superieur',
  type_logement: 'locataire_meuble',
  loyer: 480,
  charges_logement: 40,
  code_postal: '69003',
};

describe('lecture du payload du simulateur', () => {
  it('refuse un payload sans réponse pour le demandeur', () => {
    const p = payloadFrom({});
    expect(() => simulate(p)).toThrowError(PayloadError);
    try {
      simulate(p);
    } catch (e) {
      expect((e as PayloadError).details).toContain(
        'La requête est invalide ou ne contient pas de demandeur',
      );
    }
  });

  it('exige la date de naissance, la nationalité et l’activité avec les messages du catalogue', () => {
    try {
      simulate(payloadFrom({ loyer: 300 }));
      expect.unreachable();
    } catch (e) {
      expect((e as PayloadError).details).toEqual([
        'La date de naissance est obligatoire',
        'La nationalité est obligatoire',
        "L'activité est obligatoire",
      ]);
    }
  });

  it('ignore les réponses nulles et garde la première de deux réponses identiques', () => {
    const p = payloadFrom(etudiante);
    p.answers.all.push({
      entityName: 'menage',
      id: 'demandeur',
      fieldName: 'loyer',
      value: 900,
      path: '/simulation/menage/demandeur/loyer',
    });
    p.answers.all.push({
      entityName: 'individu',
      id: 'demandeur',
      fieldName: 'boursier',
      value: null,
      path: '/x',
    });
    const { situation, month } = situationOf(p);
    expect(situation.menages!.menage_1.loyer).toMatchObject({ [month]: 480 });
    expect(situation.individus.demandeur.boursier).toBeUndefined();
  });

  it('refuse une valeur hors bornes avec un message en français', () => {
    try {
      simulate(payloadFrom({ ...etudiante, salaire_mensuel_net: 250000 }));
      expect.unreachable();
    } catch (e) {
      expect((e as PayloadError).details[0]).toMatch(/Salaire mensuel net.*inférieure ou égale à 100000/);
    }
  });

  it('refuse une version de simulation inconnue', () => {
    const p = { ...payloadFrom(etudiante), version: 12 };
    expect(() => simulate(p)).toThrowError(PayloadError);
  });

  it('accepte la version 18', () => {
    const p = { ...payloadFrom(etudiante), version: 18 };
    expect(() => simulate(p)).not.toThrow();
  });
});

describe('correspondance des réponses vers la situation OpenFisca', () => {
  it("traduit le code postal en commune INSEE et en zone APL, la zone explicite l'emporte", () => {
    const { situation, month, commune } = situationOf(payloadFrom(etudiante));
    expect(commune?.code).toBe('69123'); // Lyon (the 3e arrondissement's parent commune)
    expect(situation.menages!.menage_1.depcom).toEqual({ [month]: '69123' });
    // the zone comes from the commune, as OpenFisca derives it: not an input
    expect(situation.menages!.menage_1.zone_apl).toBeUndefined();
    expect(new Simulation(situation).calc('zone_apl', 'menage_1', month)).toBe('zone_2');
    const explicit = situationOf(payloadFrom({ ...etudiante, zoneLogement: 'zone_1' }));
    expect(explicit.situation.menages!.menage_1.zone_apl).toEqual({ [explicit.month]: 'zone_1' });
  });

  it('retient zone 2 par défaut sans code postal', () => {
    const { code_postal: _omit, ...rest } = etudiante;
    const { situation, month } = situationOf(payloadFrom(rest));
    expect(situation.menages!.menage_1.zone_apl).toEqual({ [month]: 'zone_2' });
  });

  it('reporte le salaire déclaré sur les mois de référence passés, depuis janvier N-2', () => {
    const { situation } = situationOf(
      payloadFrom(
        { ...etudiante, situation_professionnelle: 'salarie', salaire_mensuel_net: 1200 },
        '2025-06-15',
      ),
    );
    // whole years written once (spread over their months as OpenFisca's set_input does), then each month
    const salaires = situation.individus.demandeur.salaire_net as Record<string, number>;
    expect(Object.keys(salaires)).toEqual([
      '2023',
      '2024',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
    ]);
    expect(salaires['2023']).toBe(14400);
    expect(salaires['2025-06']).toBe(1200);
    const s = new Simulation(situation);
    expect(s.calc('salaire_net', 'demandeur', '2023-01')).toBe(1200);
    expect(s.calc('salaire_imposable', 'demandeur', '2024-04')).toBeGreaterThan(1200);
  });

  it('ne compte pas le salaire avant la date de début des ressources', () => {
    const { situation } = situationOf(
      payloadFrom(
        {
          ...etudiante,
          situation_professionnelle: 'salarie',
          salaire_mensuel_net: 1000,
          date_debut_ressources: '2025-02-01',
        },
        '2025-06-15',
      ),
    );
    const salaires = situation.individus.demandeur.salaire_net as Record<string, number>;
    expect(salaires['2025-01']).toBeUndefined();
    expect(salaires['2025-02']).toBe(1000);
  });

  it('ne retient que les ressources cochées dans typeRessources', () => {
    const { situation } = situationOf(
      payloadFrom({
        ...etudiante,
        salaire_mensuel_net: 800,
        montant_chomage: 500,
        typeRessources: ['chomage_net'],
      }),
    );
    expect(situation.individus.demandeur.salaire_net).toBeUndefined();
    expect(situation.individus.demandeur.chomage_net).toBeDefined();
  });

  it('met le loyer et les charges séparément, comme OpenFisca', () => {
    const { situation, month } = situationOf(payloadFrom(etudiante));
    expect((situation.menages!.menage_1.loyer as Record<string, number>)[month]).toBe(480);
    expect((situation.menages!.menage_1.charges_locatives as Record<string, number>)[month]).toBe(40);
    expect((situation.menages!.menage_1.statut_occupation_logement as Record<string, string>)[month]).toBe(
      'locataire_meuble',
    );
  });

  it("calcule la date d'entrée dans le logement à -12 mois par défaut", () => {
    const { situation, month } = situationOf(payloadFrom(etudiante, '2025-06-15'));
    expect(situation.menages!.menage_1.date_entree_logement).toEqual({ [month]: '2024-06-01' });
  });

  it('crée le conjoint et les enfants déclarés', () => {
    const { situation } = situationOf(
      payloadFrom({ ...etudiante, statut_marital: 'marie', nombre_enfants: 2 }),
    );
    expect(situation.familles!.famille_1.parents).toEqual(['demandeur', 'conjoint']);
    expect(situation.familles!.famille_1.enfants).toEqual(['enfant_1', 'enfant_2']);
  });

  it('ne rattache pas aux parents sur les seules valeurs par défaut (revenu parental 0)', () => {
    const { situation } = situationOf(
      payloadFrom({ ...etudiante, parents_rfr: 0, parents_nbptr: 1, parents_situation: 'celibataire' }),
    );
    expect(situation.foyers_fiscaux!.foyer_fiscal_parents).toBeUndefined();
    expect(situation.foyers_fiscaux!.foyer_fiscal_1.declarants).toEqual(['demandeur']);
  });

  it('ne rattache pas un salarié de 23 ans au foyer de ses parents', () => {
    const { situation } = situationOf(
      payloadFrom({
        ...etudiante,
        situation_professionnelle: 'salarie',
        scolarite: 'inconnue',
        date_naissance: '2002-01-01',
        parents_rfr: 30000,
      }),
    );
    expect(situation.foyers_fiscaux!.foyer_fiscal_parents).toBeUndefined();
  });

  it('rattache une étudiante célibataire de moins de 25 ans au foyer fiscal de ses parents quand leur revenu est donné', () => {
    const { situation } = situationOf(
      payloadFrom({ ...etudiante, parents_rfr: 30000, parents_nbptr: 2.5 }, '2025-06-15'),
    );
    const foyer = situation.foyers_fiscaux!.foyer_fiscal_parents;
    expect(foyer.personnes_a_charge).toEqual(['demandeur']);
    expect(foyer.rfr).toMatchObject({ '2023': 30000 });
    expect(foyer.nbptr).toMatchObject({ '2023': 2.5 });
  });
});

describe('résultat de la simulation', () => {
  it('répond avec les trois listes, des montants positifs et les aides triées par montant', () => {
    const out = simulate(payloadFrom(etudiante));
    expect(Array.isArray(out.droitsEligibles)).toBe(true);
    expect(Array.isArray(out.droitsNonEligibles)).toBe(true);
    expect(Array.isArray(out.droitsInjectes)).toBe(true);
    const yearly = out.droitsEligibles.map((a) =>
      a.periodicite === 'mensuelle' ? a.montant * 12 : a.montant,
    );
    expect([...yearly].sort((a, b) => b - a)).toEqual(yearly);
    for (const a of [...out.droitsEligibles, ...out.droitsNonEligibles]) {
      expect(Number.isFinite(a.montant)).toBe(true);
      expect(a.montant).toBeGreaterThanOrEqual(0);
      expect(a.explication.length).toBeGreaterThan(0);
    }
  });

  it('range dans droitsInjectes les aides déjà perçues', () => {
    const out = simulate(payloadFrom({ ...etudiante, aides_actuelles: ['apl'] }));
    expect(out.droitsInjectes.map((a) => a.id)).toContain('aide_logement');
    expect(out.droitsEligibles.map((a) => a.id)).not.toContain('aide_logement');
  });

  it('propose la prime à la naissance à une étudiante enceinte, et la majoration pour la vie autonome à une locataire handicapée', () => {
    const ids = (answers: Record<string, string | number | string[]>) =>
      simulate(payloadFrom({ ...etudiante, ...answers })).droitsEligibles.map((a) => a.id);
    expect(ids({})).not.toContain('paje_naissance');
    expect(ids({ enceinte: 'oui' })).toContain('paje_naissance');
    const handicap = { reconnaissance_handicap: 'oui', taux_incapacite: '80_plus' };
    expect(
      ids({ ...handicap, date_naissance: '2001-03-12', situation_professionnelle: 'sans_activite' }),
    ).toContain('mva');
  });

  it('applique --date à la place de dateDeValeur', () => {
    const a = situationOf(payloadFrom(etudiante, '2025-06-15'), { date: '2026-02-03' });
    expect(a.month).toBe('2026-02');
  });
});

describe('chaque situation du questionnaire atteint le moteur', () => {
  const base = { ...etudiante, code_postal: '69003' };
  const demandeur = (answers: Record<string, unknown>) =>
    situationOf(payloadFrom(answers as never, '2025-06-15')).situation.individus.demandeur as Record<
      string,
      Record<string, unknown>
    >;

  it('un étudiant qui travaille à côté déclare son salaire ; « pas d’emploi » n’en met aucun', () => {
    const avec = demandeur({ ...base, a_un_emploi: true, salaire_mensuel_net: 600, heures_travail: 12 });
    expect(avec.activite['2025-06']).toBe('etudiant');
    expect(avec.salaire_net['2025-06']).toBe(600);
    expect(avec.heures_remunerees_volume['2025-06']).toBe(52);
    expect(demandeur({ ...base, a_un_emploi: false, salaire_mensuel_net: 600 }).salaire_net).toBeUndefined();
  });

  it('un auto-entrepreneur déclare son bénéfice, un autre indépendant ses revenus annuels', () => {
    const auto = demandeur({
      ...base,
      situation_professionnelle: 'auto_entrepreneur',
      revenu_independant: 800,
    });
    expect(auto.rpns_auto_entrepreneur_benefice['2025-06']).toBe(800);
    const independant = demandeur({
      ...base,
      situation_professionnelle: 'independant',
      revenu_independant: 800,
    });
    expect(independant.rpns_imposables).toEqual({ '2023': 9600, '2024': 9600, '2025': 9600 });
  });

  it('les indemnités journalières, une pension d’invalidité et les revenus du conjoint comptent', () => {
    const { situation } = situationOf(
      payloadFrom(
        {
          ...base,
          statut_marital: 'marie',
          montant_indemnites_journalieres: 700,
          montant_pension_invalidite: 300,
          revenus_conjoint: 1500,
        },
        '2025-06-15',
      ),
    );
    const moi = situation.individus.demandeur as Record<string, Record<string, number>>;
    expect(moi.indemnites_journalieres_maladie['2025-06']).toBe(700);
    expect(moi.pensions_invalidite['2025-06']).toBe(300);
    const conjoint = situation.individus.conjoint as Record<string, Record<string, number | string>>;
    expect(conjoint.salaire_net['2025-06']).toBe(1500);
    expect(conjoint.activite['2025-06']).toBe('actif');
  });

  it('les dates de naissance des enfants viennent des réponses « enfants »', () => {
    const payload = payloadFrom({ ...base, nombre_enfants: 2 } as never, '2025-06-15');
    payload.answers.all.push(
      {
        entityName: 'enfants',
        id: 'enfant_1',
        fieldName: 'date_naissance',
        value: '2024-01-10',
        path: '/simulation/enfants/enfant_1/date_naissance',
      },
      {
        entityName: 'enfants',
        id: 'enfant_2',
        fieldName: 'date_naissance',
        value: '2019-05-02',
        path: '/simulation/enfants/enfant_2/date_naissance',
      },
    );
    const { situation } = situationOf(payload);
    expect(situation.individus.enfant_1.date_naissance).toEqual({ ETERNITY: '2024-01-10' });
    expect(situation.individus.enfant_2.date_naissance).toEqual({ ETERNITY: '2019-05-02' });
  });
});
