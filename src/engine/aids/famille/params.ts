// Parameters of the famille family (allocations familiales, ASF, ARS, PAJE allocation de base), as dated data.
// Paths are OpenFisca's; values and references come from its YAML files. BMAF, SMIC and CRDS are in
// src/engine/params/commun.ts.
import { param, type LegalReference, type Parameter } from '../../core/params.ts';

const lf = (title: string, id: string): LegalReference => ({
  title,
  href: `https://www.legifrance.gouv.fr/${id}`,
});

const PF = 'prestations_sociales/prestations_familiales';
const AF = `${PF}/prestations_generales/af`;
const ARS = `${PF}/education_presence_parentale/ars`;
const ASF = `${PF}/education_presence_parentale/asf`;
const PAJE = `${PF}/petite_enfance/paje`;

// Yearly ceilings (1 January) share their texts.
const PLAFONDS_PF: Record<string, LegalReference> = {
  '2021-01-01': lf(
    'Arrêté du 14/12/2020 relatif aux plafonds de ressources de certaines prestations familiales',
    'jorf/id/JORFTEXT000042694981',
  ),
  '2022-01-01': lf(
    'Arrêté du 16 décembre 2021 relatif aux plafonds de ressources de certaines prestations familiales',
    'jorf/id/JORFTEXT000044572366',
  ),
  '2023-01-01': lf(
    'Arrêté du 21 décembre 2022 relatif aux plafonds de ressources de certaines prestations familiales',
    'jorf/id/JORFTEXT000046794210',
  ),
  '2024-01-01': lf(
    'Arrêté du 22/12/2023 relatif aux plafonds de ressources de certaines prestations familiales',
    'jorf/id/JORFTEXT000048680633',
  ),
  '2025-01-01': lf(
    'Arrêté du 20/12/2024 relatif aux plafonds de ressources de certaines prestations familiales',
    'jorf/id/JORFTEXT000050842452',
  ),
  '2026-01-01': lf(
    'Arrêté du 18/12/2025 relatif aux plafonds de ressources de certaines prestations familiales',
    'jorf/id/JORFTEXT000053165980',
  ),
};
const yearly = (values: Record<string, number>) =>
  Object.entries(values).map(([from, value]) => ({ from, value, ref: PLAFONDS_PF[from] }));

// ---- Enfant à charge (prestations familiales) -----------------------------------------------------------
const R512_2 = lf(
  'Article R512-2 du Code de la sécurité sociale',
  'codes/article_lc/LEGIARTI000006750602/2000-01-29',
);
/** an expected child (negative age) is not yet a child in charge */
export const pfAgeMinimal = param<number>({
  path: `${PF}/def_pac/enfants/age_minimal`,
  description: 'Âge minimal pour être considéré comme enfant à charge',
  unit: 'year',
  references: [R512_2],
  values: { '2001-01-01': 0 },
});
export const pfAgeIntermediaire = param<number>({
  path: `${PF}/def_pac/enfants/age_intermediaire`,
  description: "Âge à partir duquel l'enfant doit ne pas être autonome financièrement pour rester à charge",
  unit: 'year',
  references: [
    lf("Article L131-1 du Code de l'éducation", 'codes/article_lc/LEGIARTI000038901859/2001-01-01'),
  ],
  values: { '2001-01-01': 16 },
});
export const pfAgeLimite = param<number>({
  path: `${PF}/def_pac/enfants/age_limite`,
  description: 'Âge limite (strict) de l’enfant à charge pour les prestations familiales',
  unit: 'year',
  references: [R512_2],
  values: { '2001-01-01': 20 },
});

// ---- Allocations familiales ------------------------------------------------------------------------------
const D521_1 = lf('Article D521-1 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000030680318/');
export const afNbEnfantsMin = param<number>({
  path: `${AF}/af_cm/nb_enfants_min_pour_allocation`,
  description: 'Nombre minimal d’enfants à charge pour les allocations familiales (métropole)',
  unit: 'count',
  references: [lf('Article L521-1 du code de la sécurité sociale', 'codes/article_lc/LEGIARTI000029963006/')],
  values: { '1946-09-01': 2 },
});
export const afTauxDeuxiemeEnfant = param<number>({
  path: `${AF}/af_cm/taux/enf2`,
  description: 'Allocations familiales pour 2 enfants, en part de la BMAF',
  unit: 'rate',
  references: [D521_1],
  values: { '1982-02-01': 0.32 },
});
export const afTauxParEnfantSuivant = param<number>({
  path: `${AF}/af_cm/taux/enf3`,
  description: 'Allocations familiales par enfant à partir du 3e, en part de la BMAF',
  unit: 'rate',
  references: [D521_1],
  values: { '1986-01-01': 0.41 },
});
export const afFacteurGardeAlternee = param<number>({
  path: `${AF}/af_cm/facteur_garde_alternee`,
  description: 'Part d’un enfant en résidence alternée dans le calcul des allocations familiales',
  unit: 'rate',
  references: [lf('Article R521-3 du code de la Sécurité sociale', 'codes/article_lc/LEGIARTI000006750610')],
  values: { '2007-05-01': 0.5 },
});
export const afPlafondTranche1 = param<number>({
  path: `${AF}/af_cond_ress/plafond_tranche_1_base`,
  description:
    'Plafond annuel de ressources n° 1 (modulation des allocations familiales), hors majoration par enfant',
  unit: 'currency',
  references: [D521_1],
  values: yearly({
    '2015-07-01': 55950,
    '2016-01-01': 56174,
    '2018-01-01': 56286,
    '2019-01-01': 56849,
    '2020-01-01': 57759,
    '2021-01-01': 58279,
    '2022-01-01': 58396,
    '2023-01-01': 59330,
    '2024-01-01': 62474,
    '2025-01-01': 65473,
    '2026-01-01': 66652,
  }),
});
export const afPlafondTranche2 = param<number>({
  path: `${AF}/af_cond_ress/plafond_tranche_2_base`,
  description:
    'Plafond annuel de ressources n° 2 (modulation des allocations familiales), hors majoration par enfant',
  unit: 'currency',
  references: [D521_1],
  values: yearly({
    '2015-07-01': 78300,
    '2016-01-01': 78613,
    '2018-01-01': 78770,
    '2019-01-01': 79558,
    '2020-01-01': 80831,
    '2021-01-01': 81558,
    '2022-01-01': 81721,
    '2023-01-01': 83029,
    '2024-01-01': 87430,
    '2025-01-01': 91627,
    '2026-01-01': 93276,
  }),
});
export const afMajorationPlafondParEnfant = param<number>({
  path: `${AF}/af_cond_ress/majoration_plafond_par_enfant_supplementaire`,
  description: 'Majoration des plafonds de modulation par enfant à charge',
  unit: 'currency',
  references: [D521_1],
  values: yearly({
    '2015-07-01': 5595,
    '2016-01-01': 5617,
    '2018-01-01': 5628,
    '2019-01-01': 5684,
    '2020-01-01': 5775,
    '2021-01-01': 5827,
    '2022-01-01': 5839,
    '2023-01-01': 5932,
    '2024-01-01': 6246,
    '2025-01-01': 6546,
    '2026-01-01': 6664,
  }),
});
const MODULATION = [
  lf('Décret 2015-611 du 03/06/2015', 'affichTexte.do?cidTexte=JORFTEXT000030674064'),
  D521_1,
];
export const afModulationTranche2 = param<number>({
  path: `${AF}/af_cm/modulation/taux_tranche_2`,
  description: 'Allocations familiales : coefficient appliqué entre les plafonds 1 et 2',
  unit: 'rate',
  references: MODULATION,
  values: { '2015-07-01': 0.5 },
});
export const afModulationTranche3 = param<number>({
  path: `${AF}/af_cm/modulation/taux_tranche_3`,
  description: 'Allocations familiales : coefficient appliqué au-delà du plafond 2',
  unit: 'rate',
  references: MODULATION,
  values: { '2015-07-01': 0.25 },
});
export const afMajorationAgeTaux = param<number>({
  path: `${AF}/af_maj/maj_age_deux_enfants/taux1`,
  description: 'Majoration pour âge des allocations familiales, en part de la BMAF',
  unit: 'rate',
  references: [lf('Décret 2008-410 du 28/04/2008', 'jorf/id/JORFTEXT000018730821'), D521_1],
  values: { '2008-05-01': 0.16 },
});
export const afMajorationAge = param<number>({
  path: `${AF}/af_maj/maj_age_deux_enfants/age1`,
  description: 'Âge à partir duquel un enfant ouvre droit à la majoration pour âge',
  unit: 'year',
  references: [lf('Article R521-1 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000018735853')],
  values: [
    {
      from: '2008-05-01',
      value: 14,
      ref: lf('Décret 2008-409 du 28/04/2008', 'loda/article_lc/LEGIARTI000018731950/2022-02-28/'),
    },
    {
      from: '2026-03-01',
      value: 18,
      ref: lf(
        "Décret n° 2026-138 du 27 février 2026 portant à dix-huit ans l'âge de la majoration des allocations familiales",
        'jorf/id/JORFTEXT000053594174',
      ),
    },
  ],
});
/** The 2026 reform spares children born before March 2012: they keep the majoration from 14 years. */
export const afMajorationAgeNesAvant = param<{ neAvant: string; age: number } | null>({
  path: 'af_maj_age_generation_anterieure',
  description: 'Âge de majoration conservé pour les enfants nés avant la date indiquée (réforme de 2026)',
  unit: 'year',
  references: [
    lf(
      "Décret n° 2026-138 du 27 février 2026 portant à dix-huit ans l'âge de la majoration des allocations familiales",
      'jorf/id/JORFTEXT000053594174',
    ),
  ],
  values: { '2008-05-01': null, '2026-03-01': { neAvant: '2012-03-01', age: 14 } },
});
const D521_2 = lf(
  'Article D521-2 du Code de la sécurité sociale',
  'codes/article_lc/LEGIARTI000030680324/2015-07-01',
);
export const afForfaitTaux = param<number>({
  path: `${AF}/af_maj/majoration_enfants/allocation_forfaitaire/taux`,
  description: 'Allocation forfaitaire pour un enfant de 20 ans, en part de la BMAF',
  unit: 'rate',
  references: [D521_2],
  values: { '2003-07-01': 0.20234 },
});
export const afForfaitNbEnfantsMin = param<number>({
  path: `${AF}/af_maj/majoration_enfants/allocation_forfaitaire/nb_enfants_min`,
  description: "Nombre d'enfants requis pour l'allocation forfaitaire",
  unit: 'count',
  references: [D521_2],
  values: { '2003-07-01': 3 },
});
export const afForfaitAge = param<number>({
  path: `${AF}/af_cm/age3`,
  description: "Âge de l'enfant ouvrant droit à l'allocation forfaitaire (pendant un an)",
  unit: 'year',
  references: [
    lf('Article L512-3 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000006743276/1985-12-21/'),
    R512_2,
  ],
  values: { '2003-07-01': 20 },
});

export const afAgeMin = param<number>({
  path: `${AF}/af_cm/age1`,
  description: "Âge minimal de l'enfant ouvrant droit aux prestations familiales",
  unit: 'year',
  references: [R512_2],
  values: { '1985-12-22': 0 },
});
/** the eldest of a two-child family is the oldest dependent child up to this age (af_age_aine) */
export const afAgeMaxAine = param<number>({
  path: `${AF}/af_cm/age2`,
  description:
    "Âge maximal de l'enfant ouvrant droit aux prestations familiales (aîné des allocations familiales)",
  unit: 'year',
  references: [
    R512_2,
    lf('Décret 2000-71 du 28 janvier 2000, art. 1', 'loda/article_lc/LEGIARTI000006779253/2022-02-21/'),
  ],
  values: { '2000-02-01': 20 },
});

// ---- Allocations familiales outre-mer (hors Mayotte) ---------------------------------------------------------
const AF_DOM = `${AF}/af_maj_dom`;
const D91_761 = lf(
  'Décret 91-761 du 5/08/1991, art. 1',
  'affichTexteArticle.do?idArticle=LEGIARTI000006775833&cidTexte=JORFTEXT000000571496',
);
const D755_5 = lf(
  'Article D755-5 II. du code de la sécurité sociale',
  'codes/article_lc/LEGIARTI000006738575',
);
export const afDomUnEnfant = param<number>({
  path: `${AF_DOM}/allocations_familiales_un_enfant`,
  description: 'Allocations familiales outre-mer pour un seul enfant à charge, en part de la BMAF',
  unit: 'rate',
  references: [
    D91_761,
    lf(
      'Article D755-5 2. du Code de la Sécurité sociale',
      'codes/article_lc/LEGIARTI000006738570/1991-08-06/',
    ),
  ],
  values: { '1991-08-06': 0.0588 },
});
export const afDomMajorationAge1 = param<number>({
  path: `${AF_DOM}/tranches_age/age_debut_premiere_tranche`,
  description: "Outre-mer, un seul enfant : âge à partir duquel s'applique le taux 1 de sa majoration",
  unit: 'year',
  references: [D91_761, D755_5],
  values: { '1991-08-06': 10, '1999-01-01': 11 },
});
export const afDomMajorationAge2 = param<number>({
  path: `${AF_DOM}/tranches_age/age_debut_deuxieme_tranche`,
  description: "Outre-mer, un seul enfant : âge à partir duquel s'applique le taux 2 de sa majoration",
  unit: 'year',
  references: [D91_761, D755_5],
  values: { '1991-08-06': 15, '1999-01-01': 16 },
});
export const afDomMajorationTaux1 = param<number>({
  path: `${AF_DOM}/majoration_premier_enfant/taux_tranche_1`,
  description: 'Outre-mer, un seul enfant : majoration pour âge (tranche 1), en part de la BMAF',
  unit: 'rate',
  references: [D91_761, D755_5],
  values: { '1991-08-06': 0.0369 },
});
export const afDomMajorationTaux2 = param<number>({
  path: `${AF_DOM}/majoration_premier_enfant/taux_tranche_2`,
  description: 'Outre-mer, un seul enfant : majoration pour âge (tranche 2), en part de la BMAF',
  unit: 'rate',
  references: [D91_761, D755_5],
  values: { '1991-08-06': 0.0567 },
});

// ---- ASF -------------------------------------------------------------------------------------------------
export const asfTaux = param<number>({
  path: `${ASF}/montant_asf/orphelin_assimile_seul_parent`,
  description: "Allocation de soutien familial par enfant privé de l'aide d'un parent, en part de la BMAF",
  unit: 'rate',
  references: [lf('Article R523-7 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000046498993')],
  values: [
    {
      from: '2015-04-01',
      value: 0.2476,
      ref: lf(
        'Décret 2015-314 du 19/03/2015, art. 1',
        'affichTexteArticle.do?idArticle=LEGIARTI000030379021&cidTexte=JORFTEXT000030377944',
      ),
    },
    { from: '2016-04-01', value: 0.2589 },
    { from: '2017-04-01', value: 0.2702 },
    { from: '2018-04-01', value: 0.2813 },
    {
      from: '2022-11-01',
      value: 0.422,
      ref: lf('Décret n° 2022-1370 du 27/10/2022, art. 1', 'jorf/id/JORFTEXT000046497145'),
    },
  ],
});
export const asfSeuil = param<number>({
  path: `${ASF}/seuil`,
  description: "Montant en dessous duquel l'ASF n'est pas versée",
  unit: 'currency',
  references: [
    lf('Article D523-3 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000037249831/2018-07-01/'),
  ],
  values: { '1970-01-01': 0, '2018-07-01': 15 },
});

// ---- ARS -------------------------------------------------------------------------------------------------
const ARS_TAUX = [
  lf(
    'Loi 90-590 du 06/07/1990, art. 1 (art. L543-1 du CSS)',
    'affichTexteArticle.do?idArticle=LEGIARTI000006757396&cidTexte=JORFTEXT000000715282',
  ),
];
const R543_2 = lf(
  'Article R543-2 du Code de la sécurité sociale',
  'codes/article_lc/LEGIARTI000019281627/1990-09-05/',
);
/** Amount per child by age on 1 December: [age from, share of BMAF] */
export const arsTranches = param<{ ageMin: number; taux: number }[]>({
  path: `${ARS}/ars_m`,
  description: 'ARS par enfant selon son âge : 6-10 ans, 11-14 ans, 15-18 ans (part de la BMAF)',
  unit: 'rate',
  references: ARS_TAUX,
  values: {
    '2012-08-01': [
      { ageMin: 6, taux: 0.8972 },
      { ageMin: 11, taux: 0.9467 },
      { ageMin: 15, taux: 0.9795 },
    ],
  },
});
export const arsAgeMax = param<number>({
  path: `${ARS}/ars_cond/age_sortie_lycee`,
  description: "Âge maximal de l'enfant pour l'ARS",
  unit: 'year',
  references: [R543_2],
  values: { '1990-09-05': 18 },
});
export const arsPlafond = param<number>({
  path: `${ARS}/ars_plaf/plafond_ressources`,
  description: "Plafond annuel de ressources de l'ARS (sans majoration par enfant)",
  unit: 'currency',
  references: [lf('Article L543-1 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000037951022')],
  values: yearly({
    '2016-01-01': 18772,
    '2018-01-01': 18810,
    '2019-01-01': 18998,
    '2020-01-01': 19302,
    '2021-01-01': 19476,
    '2022-01-01': 19515,
    '2023-01-01': 19827,
    '2024-01-01': 20878,
    '2025-01-01': 21880,
    '2026-01-01': 22274,
  }),
});
export const arsMajorationPlafondParEnfant = param<number>({
  path: `${ARS}/ars_plaf/majoration_par_enf_supp`,
  description: "Majoration du plafond de l'ARS par enfant à charge",
  unit: 'rate',
  references: [R543_2],
  values: { '1986-07-01': 0.3 },
});
export const arsMontantMinimum = param<number>({
  path: `${ARS}/montant_minimum_verse`,
  description: "Montant en dessous duquel l'ARS n'est pas versée",
  unit: 'currency',
  references: [lf('Article D543-2 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000006737260/')],
  values: { '2002-08-09': 15 },
});

// ---- PAJE allocation de base -----------------------------------------------------------------------------
const D531_3 = lf(
  'Article D531-3 du Code de la sécurité sociale',
  'codes/article_lc/LEGIARTI000036852559/2018-04-01/',
);
const R531_1 = lf(
  'Article R531-1 du Code de la sécurité sociale',
  'codes/article_lc/LEGIARTI000043316366/2022-07-24',
);
export const pajeAgeLimite = param<number>({
  path: `${PAJE}/paje_cm/age_limite_enfant_adopte_non`,
  description: "Âge (strict) avant lequel l'enfant ouvre droit à l'allocation de base",
  unit: 'year',
  references: [
    lf('Article D531-1 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000006737316/2004-01-01/'),
  ],
  values: { '2004-01-01': 3 },
});
export const pajeTauxPlein = param<number>({
  path: `${PAJE}/paje_cm/montant/allocation_base_taux_plein/apres_2018/taux`,
  description: 'Allocation de base à taux plein, en part de la BMAF',
  unit: 'rate',
  references: [D531_3],
  // 0 before the April 2018 regime existed (as in OpenFisca-France: a child of that regime gets nothing before)
  values: { '2004-01-01': 0, '2018-04-01': 0.4165 },
});
/**
 * Until April 2021 the rules followed the birth date of the family's youngest member (before April 2014, the 2014
 * reform, from April 2018); OpenFisca's formula from May 2021 keeps the 2018 rules only, no child of the earlier
 * regimes being under 3 any more.
 */
export const pajeAnciensRegimes = param<boolean>({
  path: 'aidy/paje/regimes_avant_avril_2018_en_vigueur',
  description: 'Les règles des enfants nés avant avril 2018 s’appliquent encore',
  references: [
    {
      title: 'OpenFisca-France, variable paje_base (formule du 1er mai 2021)',
      href: 'https://github.com/openfisca/openfisca-france',
    },
  ],
  values: { '2004-01-01': true, '2021-05-01': false },
});

/**
 * Children born or adopted before April 2014: their ceilings end on 1 January 2018, none of them being under 3 any
 * more (OpenFisca then counts them 0). A situation that gives a child's age but no birth date falls here
 * (OpenFisca's default birth date): from 2018 only a household without resources gets the full rate.
 */
const REGIME_AVANT_2014 = `${PAJE}/paje_plaf/ne_adopte_avant_04_2014`;
const R531_1_2004 = lf(
  'Décret 2003-1393 du 31/12/2003, art. 2 (article R531-1 du CSS)',
  'affichTexteArticle.do?idArticle=LEGIARTI000006227363&cidTexte=JORFTEXT000000248223',
);
const PLAFONDS_SUPPRIMES_2018 = lf('Arrêté du 27/12/2017, art. 3', 'jorf/id/JORFTEXT000036299559');
const avant2014 = (
  path: string,
  description: string,
  unit: 'currency' | 'rate',
  values: Record<string, number>,
) =>
  param<number>({
    path: `${REGIME_AVANT_2014}/${path}`,
    description,
    unit,
    references: [R531_1_2004, PLAFONDS_SUPPRIMES_2018],
    values: { ...values, '2018-01-01': 0 },
  });
export const pajeRegimeAvant2014 = {
  tauxPlein: param<number>({
    path: `${PAJE}/paje_cm/montant/allocation_base_taux_plein/avant_2014/taux`,
    description: 'Allocation de base à taux plein, en part de la BMAF (enfants nés avant avril 2014)',
    unit: 'rate',
    references: [
      lf(
        'Loi n° 2003-1199 du 18/12/2003, art. 60 II (article L531-3 du CSS)',
        'affichTexteArticle.do?idArticle=LEGIARTI000006758905&cidTexte=JORFTEXT000000249276',
      ),
    ],
    values: { '2004-01-01': 0.4595 },
  }),
  plafond: avant2014(
    'plafond_ressources_0_enfant',
    'Plafond de ressources sans enfant (enfants nés avant avril 2014), nul depuis 2018',
    'currency',
    { '2016-01-01': 28697 },
  ),
  majorationDeuxPremiers: avant2014(
    'majorations_enfants/premier_2eme_enfant',
    'Majoration du plafond pour chacun des deux premiers enfants (enfants nés avant avril 2014)',
    'rate',
    { '2004-01-01': 0.25 },
  ),
  majorationSuivants: avant2014(
    'majorations_enfants/troisieme_plus_enfant',
    'Majoration du plafond par enfant à partir du troisième (enfants nés avant avril 2014)',
    'rate',
    { '2004-01-01': 0.3 },
  ),
  majorationBiactifs: avant2014(
    'biactifs_parents_isoles',
    'Majoration du plafond pour deux revenus ou un parent isolé (enfants nés avant avril 2014)',
    'currency',
    { '2016-01-01': 11534 },
  ),
};

/** paid at the end of the 7th month of pregnancy (D531-2 CSS) */
export const pajePrimeNaissance = param<number>({
  path: `${PAJE}/paje_cm2/montant/prime_naissance`,
  description: 'Prime à la naissance de la PAJE, en part de la BMAF',
  unit: 'rate',
  references: [
    lf('Article L531-2 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000042685543'),
    lf('Article D531-2 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000030061628'),
  ],
  values: { '2004-01-01': 2.2975 },
});

// Children born or adopted from April 2014 to March 2018 kept the rules of the 2014 reform until that regime
// ended (April 2021): a higher rate, lower ceilings, one majoration per child.
const DECRET_2014_422 = lf(
  'Décret n° 2014-422 du 24/04/2014',
  'affichTexte.do?cidTexte=JORFTEXT000028879156',
);
const REGIME_2014 = `${PAJE}/paje_plaf/ne_adopte_04_2014_et_03_2018`;
const plafonds2014 = (path: string, description: string, values: Record<string, number>) =>
  param<number>({
    path: `${REGIME_2014}/${path}`,
    description,
    unit: 'currency',
    references: [DECRET_2014_422],
    values: { ...values, '2021-04-01': null },
  });
export const pajeRegime2014 = {
  tauxPlein: param<number>({
    path: `${PAJE}/paje_cm/montant/allocation_base_taux_plein/apres_2014/taux`,
    description: 'Allocation de base à taux plein, en part de la BMAF (enfants nés d’avril 2014 à mars 2018)',
    unit: 'rate',
    references: [
      lf(
        'Décret n° 2014-422 du 24 avril 2014, art. 2 (article D531-3 du CSS)',
        'loda/id/LEGIARTI000028880083/2014-04-27/',
      ),
    ],
    values: { '2014-04-01': 0.4595 },
  }),
  plafondTauxPlein: plafonds2014(
    'taux_plein/plafond_ressources_0_enfant',
    'Plafond de ressources à taux plein (enfants nés d’avril 2014 à mars 2018), sans majoration',
    {
      '2016-01-01': 24612,
      '2018-01-01': 24661,
      '2019-01-01': 24908,
      '2020-01-01': 25307,
      '2021-01-01': 25535,
    },
  ),
  plafondTauxPartiel: plafonds2014(
    'taux_partiel/plafond_ressources_0_enfant',
    'Plafond de ressources à taux partiel (enfants nés d’avril 2014 à mars 2018), sans majoration',
    {
      '2016-01-01': 29403,
      '2018-01-01': 29462,
      '2019-01-01': 29757,
      '2020-01-01': 30233,
      '2021-01-01': 30505,
    },
  ),
  majorationBiactifsTauxPlein: plafonds2014(
    'taux_plein/biactifs_parents_isoles',
    'Majoration du plafond à taux plein pour deux revenus ou un parent isolé (enfants nés d’avril 2014 à mars 2018)',
    { '2016-01-01': 8121, '2018-01-01': 8137, '2019-01-01': 8218, '2020-01-01': 8349, '2021-01-01': 8424 },
  ),
  majorationBiactifsTauxPartiel: plafonds2014(
    'taux_partiel/biactifs_parents_isoles',
    'Majoration du plafond à taux partiel pour deux revenus ou un parent isolé (enfants nés d’avril 2014 à mars 2018)',
    { '2016-01-01': 9703, '2018-01-01': 9722, '2019-01-01': 9819, '2020-01-01': 9976, '2021-01-01': 10066 },
  ),
  majorationParEnfant: param<number>({
    path: `${REGIME_2014}/majorations_enfants/majoration_enfant_supp`,
    description:
      'Majoration des plafonds par enfant à charge, en part du plafond (enfants nés d’avril 2014 à mars 2018)',
    unit: 'rate',
    references: [DECRET_2014_422],
    values: { '2014-04-01': 0.22, '2021-04-01': null },
  }),
};
/** from May 2013 to March 2018 the PAJE amounts stayed at the BMAF of April 2013 (OpenFisca's paje_base) */
export const pajeBmafGeleeAu = param<string>({
  path: 'aidy/paje/bmaf_gelee_au',
  description: 'Date de la BMAF sur laquelle le montant de la PAJE est gelé',
  references: [
    {
      title: 'OpenFisca-France, variable paje_base (montant gelé en 2013, dégelé en avril 2018)',
      href: 'https://github.com/openfisca/openfisca-france',
    },
  ],
  values: { '2013-05-01': '2013-04-01', '2018-04-01': null },
});
export const pajePlafondTauxPlein = param<number>({
  path: `${PAJE}/paje_plaf/ne_adopte_apres_04_2018/taux_plein/plafond_ressources_0_enfant`,
  description: 'Plafond de ressources de l’allocation de base à taux plein (base, sans majoration)',
  unit: 'currency',
  references: [
    lf('Article L. 531-3 du code de la sécurité sociale', 'codes/article_lc/LEGIARTI000036393143'),
  ],
  values: yearly({
    '2004-01-01': 0,
    '2018-04-01': 20989,
    '2019-01-01': 21199,
    '2020-01-01': 21538,
    '2021-01-01': 21732,
    '2022-01-01': 21775,
    '2023-01-01': 22123,
    '2024-01-01': 23296,
    '2025-01-01': 24414,
    '2026-01-01': 24853,
  }),
});
export const pajePlafondTauxPartiel = param<number>({
  path: `${PAJE}/paje_plaf/ne_adopte_apres_04_2018/taux_partiel/plafond_ressources_0_enfant`,
  description: 'Plafond de ressources de l’allocation de base à taux partiel (base, sans majoration)',
  unit: 'currency',
  references: [
    lf('Article L. 531-3 du code de la sécurité sociale', 'codes/article_lc/LEGIARTI000036393143'),
  ],
  values: yearly({
    '2004-01-01': 0,
    '2018-04-01': 25076,
    '2019-01-01': 25327,
    '2020-01-01': 25732,
    '2021-01-01': 25964,
    '2022-01-01': 26016,
    '2023-01-01': 26432,
    '2024-01-01': 27833,
    '2025-01-01': 29169,
    '2026-01-01': 29694,
  }),
});
export const pajeMajorationBiactifsTauxPlein = param<number>({
  path: `${PAJE}/paje_plaf/ne_adopte_apres_04_2018/taux_plein/biactifs_parents_isoles`,
  description: 'Majoration du plafond à taux plein pour un couple avec deux revenus ou un parent isolé',
  unit: 'currency',
  references: [R531_1],
  values: yearly({
    '2004-01-01': 0,
    '2018-04-01': 8437,
    '2019-01-01': 8521,
    '2020-01-01': 8657,
    '2021-01-01': 8735,
    '2022-01-01': 8752,
    '2023-01-01': 8892,
    '2024-01-01': 9363,
    '2025-01-01': 9812,
    '2026-01-01': 9989,
  }),
});
export const pajeMajorationBiactifsTauxPartiel = param<number>({
  path: `${PAJE}/paje_plaf/ne_adopte_apres_04_2018/taux_partiel/biactifs_parents_isoles`,
  description: 'Majoration du plafond à taux partiel pour un couple avec deux revenus ou un parent isolé',
  unit: 'currency',
  references: [R531_1],
  values: yearly({
    '2004-01-01': 0,
    '2018-04-01': 10080,
    '2019-01-01': 10181,
    '2020-01-01': 10344,
    '2021-01-01': 10437,
    '2022-01-01': 10458,
    '2023-01-01': 10625,
    '2024-01-01': 11188,
    '2025-01-01': 11725,
    '2026-01-01': 11936,
  }),
});
const R522_2 = lf('Article R522-2 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000046499019');
export const pajeMajorationPlafondEnfants12 = param<number>({
  path: `${PAJE}/paje_plaf/ne_adopte_apres_04_2018/majorations_enfants/premier_2eme_enfant`,
  description: 'Majoration du plafond PAJE pour chacun des deux premiers enfants',
  unit: 'rate',
  references: [R522_2, R531_1],
  values: { '2004-01-01': 0.25 },
});
export const pajeMajorationPlafondEnfants3 = param<number>({
  path: `${PAJE}/paje_plaf/ne_adopte_apres_04_2018/majorations_enfants/troisieme_plus_enfant`,
  description: 'Majoration du plafond PAJE par enfant à partir du 3e',
  unit: 'rate',
  references: [R522_2, R531_1],
  values: { '2004-01-01': 0.3 },
});
/** two earners: each parent earned at least 12 × BMAF in the reference year (R531-1 CSS) */
export const pfBiactiviteSeuilBmaf = param<number>({
  path: 'prestations_familiales_biactivite_seuil_bmaf',
  description:
    'Revenu professionnel minimal de chaque parent (en BMAF annuelles) pour être un couple biactif',
  unit: 'coefficient',
  references: [R531_1],
  values: { '2004-01-01': 12 },
});

// ---- Complément familial ------------------------------------------------------------------------------------
const CF = `${PF}/prestations_generales/cf`;
const L522_1 = lf('Article L522-1 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000031688394');
const D522_1 = lf('Article D522-1 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000034419815');
const D522_2 = lf('Article D522-2 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000006737038');
const R522_2_CF = lf(
  'Article R522-2 du Code de la sécurité sociale',
  'codes/article_lc/LEGIARTI000046499019',
);
const D755_33 = lf(
  'Article D755-33 du Code de la sécurité sociale (outre-mer)',
  'codes/article_lc/LEGIARTI000038348853',
);
export const cfNbEnfantsMin = param<number>({
  path: `${CF}/cf_cm/nombre_d_enfants_minimal`,
  description: "Nombre minimal d'enfants à charge de 3 ans ou plus pour le complément familial",
  unit: 'count',
  references: [L522_1],
  values: { '1986-07-01': 3 },
});
export const cfAgeMin = param<number>({
  path: `${CF}/cf_cm/age_min`,
  description: 'Âge minimal des enfants comptés pour le complément familial',
  unit: 'year',
  references: [L522_1],
  values: { '1986-07-01': 3 },
});
export const cfTauxBase = param<number>({
  path: `${CF}/cf_cm/complement_familial/taux_cf_base`,
  description: 'Complément familial, montant de base en part de la BMAF',
  unit: 'rate',
  references: [D522_2],
  values: { '1983-01-01': 0.4165 },
});
export const cfTauxMajore = param<number>({
  path: `${CF}/cf_cm/complement_familial/taux_cf_majore`,
  description: 'Complément familial majoré, en part de la BMAF',
  unit: 'rate',
  references: [D522_2],
  values: { '2015-04-01': 0.4999, '2016-04-01': 0.5416, '2017-04-01': 0.5833, '2018-04-01': 0.6248 },
});
export const cfPlafondBase = param<number>({
  path: `${CF}/cf_plaf/plafond_ressources_0_enfant`,
  description: 'Base du plafond de ressources du complément familial (avant majorations par enfant)',
  unit: 'currency',
  references: [D522_1],
  values: yearly({
    '2016-01-01': 20947,
    '2018-01-01': 20989,
    '2019-01-01': 21199,
    '2020-01-01': 21538,
    '2021-01-01': 21732,
    '2022-01-01': 21776,
    '2023-01-01': 22123,
    '2024-01-01': 23296,
    '2025-01-01': 24414,
    '2026-01-01': 24853,
  }),
});
export const cfMajorationBiactifsIsoles = param<number>({
  path: `${CF}/cf_plaf/majoration/biactifs_isoles`,
  description:
    'Majoration du plafond du complément familial pour un couple à deux revenus ou un parent isolé',
  unit: 'currency',
  references: [D522_1],
  values: yearly({
    '2016-01-01': 8420,
    '2018-01-01': 8437,
    '2019-01-01': 8521,
    '2020-01-01': 8657,
    '2021-01-01': 8735,
    '2022-01-01': 8752,
    '2023-01-01': 8892,
    '2024-01-01': 9363,
    '2025-01-01': 9812,
    '2026-01-01': 9989,
  }),
});
export const cfMajorationPlafondEnfants12 = param<number>({
  path: `${CF}/cf_plaf/majoration/deux_premiers_enf`,
  description: 'Majoration du plafond du complément familial pour chacun des deux premiers enfants',
  unit: 'rate',
  references: [R522_2_CF],
  values: { '1986-01-01': 0.25 },
});
export const cfMajorationPlafondEnfants3 = param<number>({
  path: `${CF}/cf_plaf/majoration/troisieme_enf_et_plus`,
  description: 'Majoration du plafond du complément familial par enfant à partir du troisième',
  unit: 'rate',
  references: [R522_2_CF],
  values: { '2010-01-01': 0.3 },
});
export const cfPartPlafondMajore = param<number>({
  path: `${CF}/cf_plaf/plafond_cf_majore`,
  description: 'Part du plafond de ressources sous laquelle le complément familial est majoré',
  unit: 'rate',
  references: [D522_1],
  values: { '2014-04-01': 0.5 },
});
export const cfDomNbEnfantsMin = param<number>({
  path: `${CF}/cf_cm_dom/nombre_enfant_minimum_dom`,
  description: "Nombre minimal d'enfants de 3 à 5 ans pour le complément familial outre-mer",
  unit: 'count',
  references: [D755_33],
  values: { '2002-01-01': 1 },
});
export const cfDomAgeMin = param<number>({
  path: `${CF}/cf_cm_dom/age_minimal_dom`,
  description: 'Âge minimal de l’enfant ouvrant droit au complément familial outre-mer',
  unit: 'year',
  references: [D755_33],
  values: { '2002-01-01': 3 },
});
export const cfDomAgeMax = param<number>({
  path: `${CF}/cf_cm_dom/age_maximal_dom`,
  description: 'Âge (strict) avant lequel l’enfant ouvre droit au complément familial outre-mer',
  unit: 'year',
  references: [D755_33],
  values: { '2002-01-01': 5 },
});
export const cfDomTauxBase = param<number>({
  path: `${CF}/cf_cm_dom/complement_familial_dom/taux_base_dom`,
  description: 'Complément familial outre-mer, montant de base en part de la BMAF',
  unit: 'rate',
  references: [D755_33],
  values: { '2002-01-01': 0.2379, '2018-04-01': 0.2974, '2019-04-01': 0.357, '2020-04-01': 0.4165 },
});
export const cfDomTauxMajore = param<number>({
  path: `${CF}/cf_cm_dom/complement_familial_dom/taux_majore_dom`,
  description: 'Complément familial outre-mer majoré, en part de la BMAF',
  unit: 'rate',
  references: [D755_33],
  values: {
    '2015-04-01': 0.2855,
    '2016-04-01': 0.3093,
    '2017-04-01': 0.3331,
    '2018-04-01': 0.4303,
    '2019-04-01': 0.5276,
    '2020-04-01': 0.6248,
  },
});

// ---- Complément de libre choix du mode de garde (CMG) de la PAJE ------------------------------------------
const CMG = `${PAJE}/paje_cmg`;
const PLAF_CMG = `${PAJE}/plaf_cmg`;
const D531_23 = lf('Article D531-23 du code de la sécurité sociale', 'codes/article_lc/LEGIARTI000043998999');
const D531_20 = lf('Article D531-20 du code de la sécurité sociale', 'codes/article_lc/LEGIARTI000039308946');

/** the CMG in BMAF for one mode of care, by resources: under the 1st ceiling, under the 2nd, above */
const montantsCmg = (mode: string, libelle: string, bandes: [string, string, string], values: number[][]) =>
  bandes.map((bande, i) =>
    param<number>({
      path: `${CMG}/${mode}/${bande}`,
      description: `CMG de la PAJE, ${libelle} (${['sous le 1er plafond', 'entre les deux plafonds', 'au-delà du 2e plafond'][i]}), en part de la BMAF`,
      unit: 'rate',
      references: [D531_23],
      values:
        values[i].length === 1
          ? { '2004-01-01': values[i][0] }
          : { '2004-01-01': values[i][0], '2008-05-01': values[i][1] },
    }),
  ) as [Parameter<number>, Parameter<number>, Parameter<number>];

export const cmgEmploiDirect = montantsCmg(
  'complement_libre_choix_mode_garde',
  'emploi direct d’une assistante maternelle',
  ['revenus_inferieurs_45_plaf', 'revenus_superieurs_45_plaf', 'revenus_superieurs_plaf'],
  [[1.0067, 1.1404], [0.7191], [0.4314]],
);
export const cmgAssistanteMaternelle = montantsCmg(
  'assistante_mat_asso_entreprise_microcreche',
  'association, entreprise ou micro-crèche employant des assistantes maternelles',
  ['sous_premier_plafond', 'sous_second_plafond', 'apres_second_plafond'],
  [[1.7257], [1.4381], [1.1505]],
);
export const cmgGardeDomicile = montantsCmg(
  'garde_domicile',
  'garde à domicile par une association ou une entreprise',
  ['sous_premier_plafond', 'sous_second_plafond', 'apres_second_plafond'],
  [[2.0853], [1.7976], [1.51]],
);
export const cmgAgePlein = param<number>({
  path: `${CMG}/limite_age/pleine`,
  description: 'Âge (strict) en dessous duquel un enfant ouvre le CMG à taux plein',
  unit: 'year',
  references: [lf('Article D531-1 du code de la sécurité sociale', 'codes/article_lc/LEGIARTI000006737316')],
  values: { '2004-01-01': 3 },
});
export const cmgAgeReduit = param<number>({
  path: `${CMG}/limite_age/reduite`,
  description: 'Âge (strict) en dessous duquel un enfant ouvre le CMG, à taux réduit à partir de 3 ans',
  unit: 'year',
  references: [D531_20],
  values: { '2004-01-01': 6 },
});
export const cmgTauxReduit = param<number>({
  path: `${CMG}/taux_reduit`,
  description: 'Réduction du CMG pour un enfant de 3 à 6 ans',
  unit: 'rate',
  references: [D531_20],
  values: { '2004-01-01': 0.5 },
});

/** a ceiling of the CMG: one child, two children, each child beyond two */
const plafondCmg = (rang: 'premier' | 'deuxieme', cas: string, values: Record<string, number>) =>
  param<number>({
    path: `${PLAF_CMG}/${rang}_plafond_ne_adopte_apres_04_2014/${cas}`,
    description: `${rang === 'premier' ? 'Premier' : 'Deuxième'} plafond de ressources du CMG (${cas.replaceAll('_', ' ')})`,
    unit: 'currency',
    references: [R531_1],
    values: yearly(values),
  });
const ANNEES_CMG = ['2015', '2016', '2018', '2019', '2020', '2021', '2022', '2023', '2024', '2025', '2026'];
const parAn = (montants: number[]) =>
  Object.fromEntries(ANNEES_CMG.map((a, i) => [`${a}-01-01`, montants[i]]));
/** the three ceilings of one rank, from their yearly amounts */
const plafondsCmg = (
  rang: 'premier' | 'deuxieme',
  montants: Record<'enfant' | 'deux_enfants' | 'majoration_enfant_supp', number[]>,
) => ({
  enfant: plafondCmg(rang, 'enfant', parAn(montants.enfant)),
  deuxEnfants: plafondCmg(rang, 'deux_enfants', parAn(montants.deux_enfants)),
  parEnfantEnPlus: plafondCmg(rang, 'majoration_enfant_supp', parAn(montants.majoration_enfant_supp)),
});
export const cmgPremierPlafond = plafondsCmg('premier', {
  enfant: [20247, 20509, 20550, 20755, 21087, 21277, 21320, 21661, 22809, 23903, 24333],
  deux_enfants: [23326, 23420, 23467, 23701, 24080, 24297, 24346, 24735, 26046, 27295, 27786],
  majoration_enfant_supp: [2900, 2911, 2917, 2946, 2993, 3020, 3026, 3074, 3237, 3392, 3453],
});
export const cmgDeuxiemePlafond = plafondsCmg('deuxieme', {
  enfant: [45393, 45575, 45666, 46123, 46861, 47283, 47377, 48135, 50686, 53119, 54075],
  deux_enfants: [51836, 52044, 52148, 52670, 53513, 53995, 54102, 54968, 57881, 60659, 61751],
  majoration_enfant_supp: [6443, 6469, 6482, 6547, 6652, 6712, 6725, 6833, 7195, 7540, 7676],
});
