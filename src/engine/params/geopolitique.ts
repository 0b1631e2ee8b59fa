// OpenFisca's geopolitique: the départements of each administrative region, in OpenFisca's order (the region of
// a dwelling is the first whose list holds the start of its commune code), and the EEA and EU member lists.
import { param, type LegalReference, type Parameter } from '../core/params.ts';

const REGIONS_2016: LegalReference = {
  title: 'Loi n° 2015-29 du 16 janvier 2015 relative à la délimitation des régions',
  href: 'https://www.legifrance.gouv.fr/loda/id/JORFTEXT000030109622',
};

const region = (slug: string, nom: string, departements: string[]) =>
  param<string[]>({
    path: `geopolitique/regions/${slug}/departements`,
    description: `Codes des départements de la région ${nom}`,
    references: [REGIONS_2016],
    values: { '2015-01-16': departements },
  });

export const departementsIleDeFrance = param<string[]>({
  path: 'geopolitique/regions/ile_de_france/departements',
  description: 'Codes des départements de la région Île-de-France',
  references: [
    {
      title:
        'Loi 64-707 du 10/07/1964 portant réorganisation de la région parisienne (départements au 01/01/1968)',
      href: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000006272709',
    },
  ],
  values: { '1968-01-01': ['75', '77', '78', '91', '92', '93', '94', '95'] },
});

/** region (OpenFisca's TypesCodeInseeRegion name) → its départements, in OpenFisca's `liste` order */
export const DEPARTEMENTS_DES_REGIONS: [string, Parameter<string[]>][] = [
  ['guadeloupe', region('guadeloupe', 'Guadeloupe', ['971'])],
  ['martinique', region('martinique', 'Martinique', ['972'])],
  ['guyane', region('guyane', 'Guyane', ['973'])],
  ['reunion', region('reunion', 'La Réunion', ['974'])],
  ['mayotte', region('mayotte', 'Mayotte', ['976'])],
  ['ile_de_france', departementsIleDeFrance],
  [
    'centre_val_de_loire',
    region('centre_val_de_loire', 'Centre-Val de Loire', ['18', '28', '36', '37', '41', '45']),
  ],
  [
    'bourgogne_franche_comte',
    region('bourgogne_franche_comte', 'Bourgogne-Franche-Comté', [
      '21',
      '25',
      '39',
      '58',
      '70',
      '71',
      '89',
      '90',
    ]),
  ],
  ['normandie', region('normandie', 'Normandie', ['14', '27', '50', '61', '76'])],
  ['hauts_de_france', region('hauts_de_france', 'Hauts-de-France', ['02', '59', '60', '62', '80'])],
  [
    'grand_est',
    region('grand_est', 'Grand Est', ['08', '10', '51', '52', '54', '55', '57', '67', '68', '88']),
  ],
  ['pays_de_la_loire', region('pays_de_la_loire', 'Pays de la Loire', ['44', '49', '53', '72', '85'])],
  ['bretagne', region('bretagne', 'Bretagne', ['22', '29', '35', '56'])],
  [
    'nouvelle_aquitaine',
    region('nouvelle_aquitaine', 'Nouvelle-Aquitaine', [
      '16',
      '17',
      '19',
      '23',
      '24',
      '33',
      '40',
      '47',
      '64',
      '79',
      '86',
      '87',
    ]),
  ],
  [
    'occitanie',
    region('occitanie', 'Occitanie', [
      '09',
      '11',
      '12',
      '30',
      '31',
      '32',
      '34',
      '46',
      '48',
      '65',
      '66',
      '81',
      '82',
    ]),
  ],
  [
    'auvergne_rhone_alpes',
    region('auvergne_rhone_alpes', 'Auvergne-Rhône-Alpes', [
      '01',
      '03',
      '07',
      '15',
      '26',
      '38',
      '42',
      '43',
      '63',
      '69',
      '73',
      '74',
    ]),
  ],
  [
    'provence_alpes_cote_d_azur',
    region('provence_alpes_cote_d_azur', 'Provence-Alpes-Côte d’Azur', ['04', '05', '06', '13', '83', '84']),
  ],
  ['corse', region('corse', 'Corse', ['2A', '2B'])],
];

// ---- nationality lists ------------------------------------------------------------------------------------
export const paysEee = param<string[]>({
  path: 'geopolitique/eee',
  description: "Pays de l'Espace économique européen (codes ISO)",
  references: [
    {
      title: 'Accord sur l’Espace économique européen',
      href: 'https://eur-lex.europa.eu/legal-content/FR/TXT/?uri=CELEX:21994A0103(01)',
    },
  ],
  values: {
    '2014-04-11':
      'AT,BE,BG,CY,CZ,DE,DK,EE,ES,FI,FR,GR,HR,HU,IE,IS,IT,LI,LT,LU,LV,MT,NL,NO,PL,PT,RO,SE,SI,SK,UK'.split(
        ',',
      ),
    '2021-01-01':
      'AT,BE,BG,CY,CZ,DE,DK,EE,ES,FI,FR,GR,HR,HU,IE,IS,IT,LI,LT,LU,LV,MT,NL,NO,PL,PT,RO,SE,SI,SK'.split(','),
  },
});

export const paysUe = param<string[]>({
  path: 'geopolitique/ue',
  description: "Pays membres de l'Union européenne (codes ISO)",
  references: [
    {
      title: "Traité sur l'Union européenne, art. 49 et 50 (adhésions et retraits)",
      href: 'https://eur-lex.europa.eu/legal-content/FR/TXT/?uri=CELEX:12016M049',
    },
  ],
  values: {
    '2013-01-01': 'AT,BE,BG,CY,CZ,DE,DK,EE,ES,FI,FR,GR,HR,HU,IE,IT,LT,LU,LV,MT,NL,PL,PT,RO,SE,SI,SK,UK'.split(
      ',',
    ),
    '2021-01-01': 'AT,BE,BG,CY,CZ,DE,DK,EE,ES,FI,FR,GR,HR,HU,IE,IT,LT,LU,LV,MT,NL,PL,PT,RO,SE,SI,SK'.split(
      ',',
    ),
  },
});
