// Every parameter the engine reads carries its history back to 2018 at least, so that any reference window of
// a simulation (they reach three years back) reads the law of its own months. A parameter may start later
// only when the rule itself did (or OpenFisca-France models it only from then): it is listed below with the
// reason, and asking for it before its first value is an explicit error, never its earliest value.
import { describe, expect, it } from 'vitest';
import '../aids/index.ts';
import { ALL_PARAMETERS, at, atOrNull, ParameterError } from './params.ts';

const DEPUIS = '2018-01-01';

/** path prefix → why the parameter has no value on 1 January 2018 */
const INTRODUITS_APRES_2018: Record<string, string> = {
  'prestations_sociales/solidarite_insertion/autre_solidarite/cheque_energie/aide_exceptionnelle':
    'Chèques énergie exceptionnels de décembre 2021 et de décembre 2022 seulement.',
  'aidy/action_logement/visale/':
    'Visale existe depuis le 19/06/2018 (OpenFisca-France : visale_eligibilite).',
  'prestations_sociales/aides_logement/action_logement/visale/':
    'Visale existe depuis le 19/06/2018 ; la quote-part des aides au logement est modélisée depuis le 25/03/2020.',
  'prestations_sociales/aides_logement/action_logement/locapass/':
    'OpenFisca-France modélise le Loca-Pass à partir de 2021.',
  'aidy/education/alimentation/repas_un_euro_reserve_boursiers': 'Le repas à 1 € des étudiants date de 2021.',
  'aidy/salaires/apprenti/':
    'Exonérations des apprentis de la loi du 05/09/2018 « avenir professionnel », en vigueur au 01/01/2019.',
  'prelevements_sociaux/regimes_complementaires_retraite_secteur_prive/':
    'Régime AGIRC-ARRCO unifié et CEG créés au 01/01/2019.',
  css_tranches_age_participation:
    'La complémentaire santé solidaire remplace la CMU-C et l’ACS depuis le 01/11/2019.',
  'prestations_sociales/solidarite_insertion/minima_sociaux/cs/css/':
    'La complémentaire santé solidaire remplace la CMU-C et l’ACS depuis le 01/11/2019 (abattements depuis le 01/04/2021).',
  'prestations_sociales/aides_logement/allocations_logement/accession/':
    'OpenFisca-France modélise ces barèmes de l’accession depuis la réforme de septembre-octobre 2019.',
  'prestations_sociales/aides_logement/allocations_logement/foyer/':
    'OpenFisca-France modélise ces seuils des foyers depuis septembre 2019.',
  'prestations_sociales/aides_logement/allocations_logement/locatif/formule/pp_particip_perso/r0_abattement/mayotte/':
    'Barème R0 propre à Mayotte en vigueur d’octobre 2019 à 2021.',
  'prestations_sociales/aides_logement/allocations_logement/locatif/formule/pp_particip_perso/r0_abattement/outre_mer/':
    'R0 outre-mer distinct pour une personne à charge depuis le 01/01/2020 (avant : le cas général).',
  'prestations_sociales/aides_logement/allocations_logement/locatif/formule/pp_particip_perso/r0_abattement/saint_pierre_et_miquelon/':
    'Barème R0 de Saint-Pierre-et-Miquelon depuis le 01/07/2022 (avant : outre-mer).',
  'prestations_sociales/aides_logement/allocations_logement/locatif/formule/pp_particip_perso/tp_taux/tf_taille_famille/dom/maj_par_enf_supp':
    'Majoration par enfant supplémentaire outre-mer depuis 2023 (avant : barème arrêté à 6 enfants).',
  'prestations_sociales/aides_logement/allocations_logement/ressources/etudiants/age_max':
    'Limite d’âge du forfait étudiant modélisée depuis le 01/01/2020.',
  'prestations_sociales/education/bourses/enseignement_superieur/':
    'OpenFisca-France modélise les barèmes de la bourse et l’aide au mérite à partir de l’année universitaire 2020-2021.',
  'prestations_sociales/education/contrat_engagement_jeune/':
    'Le contrat d’engagement jeune existe depuis le 01/03/2022.',
  'prestations_sociales/education/garantie_pret_etudiant/':
    'Prêt étudiant garanti modélisé depuis le 08/06/2020.',
  'prestations_sociales/education/mobilite/internationale/':
    'Aide à la mobilité internationale modélisée depuis juillet 2018 (durées depuis juin 2020).',
  'prestations_sociales/education/mobilite/mobili_jeune/montant/maximum/secteur_agricole':
    'Plafond propre au secteur agricole depuis le 01/06/2022.',
  'prestations_sociales/education/mobilite/parcoursup/': 'Aide à la mobilité Parcoursup créée en mai 2019.',
  'prestations_sociales/education/pass_culture/': 'Le pass Culture existe depuis février 2019.',
  'prestations_sociales/education/pass_sport/':
    'Le Pass’Sport existe depuis le 30/06/2022 dans OpenFisca-France.',
  'prestations_sociales/prestations_etat_de_sante/invalidite/aah/abattement_conjoint/abattement_forfaitaire/':
    'Abattement forfaitaire sur les revenus du conjoint créé au 01/01/2022.',
  'marche_travail/primes_exceptionnelles/prime_pepa/':
    'La prime exceptionnelle de pouvoir d’achat existe depuis le 24/12/2018 (loi n° 2018-1213).',
  'aidy/impot_revenu/rfr/part_prime_partage_valeur_exceptionnelle':
    'La prime exceptionnelle de partage de la valeur date du 01/07/2022 (loi n° 2022-1158).',
  'marche_travail/primes_exceptionnelles/prime_partage_valeur/':
    'La prime de partage de la valeur existe depuis le 01/07/2022 (loi n° 2022-1158).',
  'prestations_sociales/transport/permis_de_conduire/aide_financement_permis_apprenti/':
    'Aide au permis des apprentis créée le 03/01/2019.',
  'prestations_sociales/education/sante_psy/':
    'Santé Psy Étudiant créé le 10/03/2021 (séances prises en charge).',
  'prestations_sociales/education/pass_colo/': 'Le Pass colo existe depuis 2024 (décret n° 2024-277).',
  'prestations_sociales/education/aide_permis_pro_btp/':
    'OpenFisca-France modélise l’aide au permis de PRO BTP depuis 2021 (montant unique depuis 2023).',
  'prestations_sociales/aides_logement/action_logement/mon_job_mon_logement/':
    'Mon job, mon logement créé le 18/02/2021 par Action Logement.',
};

const raison = (path: string) =>
  Object.entries(INTRODUITS_APRES_2018).find(([prefix]) => path.startsWith(prefix))?.[1];

describe('historique des paramètres', () => {
  it(`chaque paramètre a une valeur au ${DEPUIS}, sauf une règle créée après (avec sa raison)`, () => {
    const manquants = ALL_PARAMETERS.filter(
      (p) => !(p.values[0]?.from <= DEPUIS) && raison(p.path) === undefined,
    ).map((p) => `${p.path} (première valeur au ${p.values[0]?.from})`);
    expect(manquants).toEqual([]);
  });

  it('une règle listée comme créée après 2018 commence bien après (la liste ne cache rien)', () => {
    for (const prefix of Object.keys(INTRODUITS_APRES_2018)) {
      const concernes = ALL_PARAMETERS.filter((p) => p.path.startsWith(prefix));
      expect(concernes.length, prefix).toBeGreaterThan(0);
      expect(
        concernes.some((p) => p.values[0].from > DEPUIS),
        prefix,
      ).toBe(true);
    }
  });

  it('demander un paramètre avant sa première valeur est une erreur explicite', () => {
    const tardif = ALL_PARAMETERS.find((p) => p.values[0].from > DEPUIS)!;
    expect(() => at(tardif, DEPUIS)).toThrow(ParameterError);
    expect(() => at(tardif, DEPUIS)).toThrow(/avant sa première valeur/);
    expect(atOrNull(tardif, DEPUIS)).toBeNull();
  });
});

describe('dates de simulation prises en charge', () => {
  it('une simulation à chaque mois de 2021 à 2030 ne lit aucun paramètre hors de son histoire', async () => {
    const { simulate } = await import('../simulateur/simulate.ts');
    const { payloadFrom, randomAnswers, rng } = await import('../simulateur/testing.ts');
    const r = rng(2018);
    for (let y = 2021; y <= 2030; y++)
      for (let m = 1; m <= 12; m++)
        for (let i = 0; i < 3; i++) {
          const date = `${y}-${String(m).padStart(2, '0')}-10`;
          expect(() => simulate(payloadFrom(randomAnswers(r), date)), date).not.toThrow();
        }
  });
});

describe('situations de 2018 à 2020', () => {
  /** moves every period and date of a situation by `annees` years, so that ages and histories keep their shape */
  const decaler = (situation: Record<string, unknown>, annees: number) => {
    const deplacer = (t: string) =>
      /^\d{4}(-\d{2}){0,2}$/.test(t) ? `${Number(t.slice(0, 4)) + annees}${t.slice(4)}` : t;
    for (const entites of Object.values(situation) as Record<string, Record<string, unknown>>[])
      for (const variables of Object.values(entites))
        for (const [nom, valeurs] of Object.entries(variables)) {
          if (!valeurs || typeof valeurs !== 'object' || Array.isArray(valeurs)) continue;
          variables[nom] = Object.fromEntries(
            Object.entries(valeurs).map(([p, v]) => [deplacer(p), typeof v === 'string' ? deplacer(v) : v]),
          );
        }
    return situation;
  };
  const AIDES_DE_LA_FAMILLE = [
    'rsa',
    'ppa',
    'aide_logement',
    'cmu_c',
    'css_participation_forfaitaire',
    'af',
    'cf',
    'asf',
    'paje_base',
  ];

  it('les aides nationales se calculent à chaque trimestre, sans paramètre lu hors de son histoire', async () => {
    const { situationOf } = await import('../simulateur/simulate.ts');
    const { calculate } = await import('../calculate.ts');
    const { payloadFrom, randomAnswers, rng } = await import('../simulateur/testing.ts');
    const r = rng(2019);
    for (let y = 2018; y <= 2020; y++)
      for (const m of ['01', '04', '07', '10'])
        for (let i = 0; i < 4; i++) {
          const { situation, month } = situationOf(payloadFrom(randomAnswers(r), `2021-${m}-10`));
          const decalee = decaler(structuredClone(situation) as unknown as Record<string, unknown>, y - 2021);
          const mois = `${y}-${m}`;
          for (const famille of Object.values(decalee.familles as Record<string, Record<string, unknown>>))
            for (const nom of AIDES_DE_LA_FAMILLE) famille[nom] = { [mois]: null };
          expect(month).toBe(`2021-${m}`);
          expect(() => calculate(decalee as never), mois).not.toThrow();
        }
  });
});

describe('situations OpenFisca de 2018 à 2020', () => {
  it('des entrées déclarées tirées au hasard ne font lire aucun paramètre hors de son histoire', async () => {
    const { calculate } = await import('../calculate.ts');
    const { ENTREES } = await import('../entrees.ts');
    const { allVariables, getVariable } = await import('./variables.ts');
    const { rng } = await import('../simulateur/testing.ts');
    const r = rng(2018_2020);
    const pick = <T>(a: readonly T[]) => a[Math.floor(r() * a.length)];
    const entrees = Object.keys(ENTREES).filter((n) => getVariable(n) !== undefined);
    // every variable the engine computes (an aid or a step of one), asked at the month or year
    const demandes = allVariables()
      .filter((v) => v.formula !== undefined && !v.name.startsWith('test_') && v.period !== 'eternity')
      .map((v) => v.name);
    const valeur = (def: NonNullable<ReturnType<typeof getVariable>>): unknown => {
      switch (def.valueType) {
        case 'float':
          return r() < 0.4 ? 0 : Math.round(r() * 3000);
        case 'int':
          return Math.floor(r() * 4);
        case 'bool':
          return r() < 0.5;
        case 'enum':
          return def.possibleValues ? pick(def.possibleValues) : undefined;
        case 'date':
          return `${1950 + Math.floor(r() * 75)}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-15`;
        default:
          return undefined;
      }
    };
    for (let i = 0; i < 150; i++) {
      const annee = 2018 + Math.floor(r() * 3);
      const mois = `${annee}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}`;
      const individus: Record<string, Record<string, Record<string, unknown>>> = {
        // a parent, the other parent, and a child who may not be born yet
        a: { date_naissance: { ETERNITY: `${annee - 18 - Math.floor(r() * 15)}-05-10` } },
        b: { date_naissance: { ETERNITY: `${annee - 18 - Math.floor(r() * 15)}-03-10` } },
        c: { date_naissance: { ETERNITY: `${annee - Math.floor(r() * 20)}-07-10` } },
      };
      const famille: Record<string, unknown> = { parents: ['a', 'b'], enfants: ['c'] };
      const foyer: Record<string, unknown> = { declarants: ['a', 'b'], personnes_a_charge: ['c'] };
      const menage: Record<string, unknown> = {
        personne_de_reference: ['a'],
        conjoint: ['b'],
        enfants: ['c'],
      };
      for (let j = 3 + Math.floor(r() * 12); j > 0; j--) {
        const nom = pick(entrees);
        const def = getVariable(nom)!;
        const v = valeur(def);
        if (v === undefined) continue;
        const cible =
          def.entity === 'individu'
            ? individus[pick(['a', 'b', 'c'])]
            : { famille, foyer_fiscal: foyer, menage }[def.entity];
        const periode =
          def.period === 'eternity'
            ? 'ETERNITY'
            : def.period === 'year'
              ? String(annee - Math.floor(r() * 3))
              : pick([mois, String(annee), String(annee - 1), String(annee - 2)]);
        cible[nom] = { ...(cible[nom] as object), [periode]: v };
      }
      for (const nom of demandes) {
        const def = getVariable(nom)!;
        const cible =
          def.entity === 'individu' ? individus.a : { famille, foyer_fiscal: foyer, menage }[def.entity];
        cible[nom] = { [def.period === 'year' ? String(annee) : mois]: null };
      }
      const situation = {
        individus,
        familles: { f: famille },
        foyers_fiscaux: { ff: foyer },
        menages: { m: menage },
      };
      try {
        calculate(structuredClone(situation) as never);
      } catch (e) {
        // an input the vocabulary refuses is the caller's error; a parameter read out of its history is ours
        expect((e as Error).message, `${mois} ${JSON.stringify(situation)}`).not.toMatch(/Paramètre/);
      }
    }
  });
});
