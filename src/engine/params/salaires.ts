// Employee social contributions and CSG/CRDS on wages, to derive net and taxable pay from gross pay
// (`salaire_de_base`) for a private-sector non-cadre employee. Rates from the Code de la sécurité sociale and
// the AGIRC-ARRCO agreement (figures published by the URSSAF).
import { param, type LegalReference } from '../core/params.ts';

const URSSAF: LegalReference = {
  title: 'URSSAF — Taux de cotisations salariales du secteur privé',
  href: 'https://www.urssaf.fr/accueil/outils-documentation/taux-baremes/taux-cotisations-secteur-prive.html',
};
const CSG: LegalReference = {
  title: 'Code de la sécurité sociale, article L136-8 (taux de la CSG)',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000036393200',
};
const ASSIETTE: LegalReference = {
  title: 'Code de la sécurité sociale, article L136-1-1 (abattement de 1,75 % pour frais professionnels)',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000036393222',
};
const PSS: LegalReference = {
  title: 'Arrêtés annuels portant fixation du plafond de la sécurité sociale',
  href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000050786016',
};
const APPRENTIS: LegalReference = {
  title: 'Code du travail, article L6243-2 ; loi 2025-199 du 28/02/2025 (LFSS 2025), article 22',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000051297578',
};

export const plafondSecuriteSocialeMensuel = param<number>({
  path: 'prelevements_sociaux/pss/plafond_securite_sociale_mensuel',
  description: 'Plafond mensuel de la sécurité sociale',
  unit: 'currency',
  references: [PSS],
  values: {
    '2018-01-01': 3311,
    '2019-01-01': 3377,
    '2020-01-01': 3428,
    '2023-01-01': 3666,
    '2024-01-01': 3864,
    '2025-01-01': 3925,
    '2026-01-01': 4005,
  },
});

export const vieillessePlafonneeSalarie = param<number>({
  path: 'prelevements_sociaux/cotisations_sociales/regime_general/cnav/salarie/plafonnee',
  description: 'Assurance vieillesse plafonnée, part salariale',
  unit: 'rate',
  references: [URSSAF],
  values: { '2017-01-01': 0.069 },
});

export const vieillesseDeplafonneeSalarie = param<number>({
  path: 'prelevements_sociaux/cotisations_sociales/regime_general/cnav/salarie/deplafonnee',
  description: 'Assurance vieillesse déplafonnée, part salariale',
  unit: 'rate',
  references: [URSSAF],
  values: { '2017-01-01': 0.004 },
});

export const retraiteComplementaireT1Salarie = param<number>({
  path: 'prelevements_sociaux/regimes_complementaires_retraite_secteur_prive/agirc_arrco/salarie/tranche_1',
  description: 'Retraite complémentaire AGIRC-ARRCO, tranche 1, part salariale',
  unit: 'rate',
  references: [URSSAF],
  values: { '2019-01-01': 0.0315 },
});

export const cegT1Salarie = param<number>({
  path: 'prelevements_sociaux/regimes_complementaires_retraite_secteur_prive/ceg/salarie/tranche_1',
  description: "Contribution d'équilibre général, tranche 1, part salariale",
  unit: 'rate',
  references: [URSSAF],
  values: { '2019-01-01': 0.0086 },
});

export const csgActiviteDeductible = param<number>({
  path: 'prelevements_sociaux/contributions_sociales/csg/activite/deductible/taux',
  description: 'CSG sur les revenus d’activité, part déductible',
  unit: 'rate',
  references: [CSG],
  values: { '2018-01-01': 0.068 },
});

export const csgActiviteImposable = param<number>({
  path: 'prelevements_sociaux/contributions_sociales/csg/activite/imposable/taux',
  description: 'CSG sur les revenus d’activité, part non déductible',
  unit: 'rate',
  references: [CSG],
  values: { '2018-01-01': 0.024 },
});

export const abattementAssietteCsg = param<number>({
  path: 'prelevements_sociaux/contributions_sociales/csg/activite/abattement',
  description: 'Abattement pour frais professionnels sur l’assiette de la CSG et de la CRDS (jusqu’à 4 PSS)',
  unit: 'rate',
  references: [ASSIETTE],
  values: { '2012-01-01': 0.0175 },
});

export const apprentiSeuilExonerationCotisations = param<number>({
  path: 'aidy/salaires/apprenti/seuil_exoneration_smic',
  description:
    'Part du SMIC en dessous de laquelle la rémunération d’un apprenti est exonérée de cotisations salariales',
  unit: 'rate',
  references: [APPRENTIS],
  values: { '2019-01-01': 0.79, '2025-03-01': 0.5 },
});

/** 1 = the apprentice's pay is entirely exempt of CSG/CRDS (until the LFSS 2025), 0 = taxed above the threshold */
export const apprentiExonerationTotaleCsg = param<number>({
  path: 'aidy/salaires/apprenti/exoneration_totale_csg_crds',
  description: 'Exonération totale de CSG-CRDS de la rémunération des apprentis',
  unit: 'count',
  references: [APPRENTIS],
  values: { '2019-01-01': 1, '2025-03-01': 0 },
});

const D6222_26: LegalReference = {
  title: 'Code du travail, article D6222-26 (salaire minimum des apprentis en part du SMIC)',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000037383948',
};
/**
 * minimum pay of an apprentice in shares of the SMIC, by age band (lower bound) and year of the contract
 * (1st, 2nd, 3rd and later)
 */
export const apprentiRemunerationMinimale = param<{ ageMin: number; parAnnee: [number, number, number] }[]>({
  path: 'aidy/salaires/apprenti/remuneration_minimale_part_smic',
  description: 'Rémunération minimale d’un apprenti en part du SMIC, par âge et année de contrat',
  unit: 'rate',
  references: [D6222_26],
  values: {
    '2014-01-01': [
      { ageMin: 0, parAnnee: [0.25, 0.37, 0.53] },
      { ageMin: 18, parAnnee: [0.41, 0.49, 0.65] },
      { ageMin: 21, parAnnee: [0.53, 0.61, 0.78] },
    ],
    '2019-01-01': [
      { ageMin: 0, parAnnee: [0.27, 0.39, 0.55] },
      { ageMin: 18, parAnnee: [0.43, 0.51, 0.67] },
      { ageMin: 21, parAnnee: [0.53, 0.61, 0.78] },
      { ageMin: 26, parAnnee: [1, 1, 1] },
    ],
  },
});

const CGI_50_0: LegalReference = {
  title: 'Code général des impôts, articles 50-0 et 102 ter (abattements forfaitaires des micro-entreprises)',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000048839720',
};
/** flat allowance for expenses of a micro-entrepreneur: sales, BIC services, BNC */
export const microEntrepriseAbattements = param<{ vente: number; services: number; bnc: number }>({
  path: 'impot_revenu/calcul_revenus_imposables/rpns/micro/microentreprise/abattements',
  description: 'Abattements forfaitaires du régime micro (ventes, prestations BIC, BNC)',
  unit: 'rate',
  references: [CGI_50_0],
  values: { '2009-01-01': { vente: 0.71, services: 0.5, bnc: 0.34 } },
});

export const partImposableIjAccidentTravail = param<number>({
  path: 'aidy/indemnites_journalieres/part_imposable_accident_travail',
  description:
    'Part imposable des indemnités journalières d’accident du travail et de maladie professionnelle',
  unit: 'rate',
  references: [
    {
      title: 'Code général des impôts, article 80 quinquies',
      href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000021645405',
    },
  ],
  values: { '2010-01-01': 0.5 },
});
