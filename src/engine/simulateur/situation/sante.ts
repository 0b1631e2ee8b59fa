// Step « Santé »: disability recognised by the MDPH and its rate.
import { bool, ceMois, str, type Brouillon, type Correspondance } from './contexte.ts';

const TAUX_INCAPACITE: Record<string, number> = { moins_50: 0.3, '50_79': 0.5, '80_plus': 0.8 };

export const CORRESPONDANCES_SANTE: Correspondance[] = [
  { champs: ['reconnaissance_handicap', 'rqth'], variables: ['individu.handicap'] },
  { champs: ['regime_securite_sociale'], variables: ['individu.regime_securite_sociale'] },
  {
    champs: ['taux_incapacite'],
    variables: ['individu.taux_incapacite'],
    note: 'moins de 50 % → 0,3 ; 50 à 79 % → 0,5 ; 80 % ou plus → 0,8',
  },
  {
    champs: ['restriction_acces_emploi'],
    variables: ['individu.aah_restriction_substantielle_durable_acces_emploi'],
  },
  {
    champs: ['mutuelle'],
    variables: ['aides déjà perçues (CSS)'],
    note: 'css, cmuc, acs : la CSS est déjà perçue',
  },
  {
    champs: [
      'projets',
      '_interetPermisDeConduire',
      '_interetBafa',
      '_interetEtudesEtranger',
      '_interetAidesSanitaireSocial',
      '_interetsAidesVelo',
      'velo_type',
      'velo_etat',
      'velo_prix',
    ],
    variables: [],
    note: 'centres d’intérêt lus par les aides locales (conditions d’intérêt du catalogue) ; aucune variable nationale',
  },
];

export function mapperSante(b: Brouillon): void {
  const { book, me } = b;
  const handicap = str(book.get('reconnaissance_handicap')) === 'oui' || bool(book.get('rqth'));
  if (handicap) me.handicap = ceMois(b, true);
  const taux = str(book.get('taux_incapacite'));
  if (taux && handicap && TAUX_INCAPACITE[taux] !== undefined)
    me.taux_incapacite = ceMois(b, TAUX_INCAPACITE[taux]);
  // the scheme the person names (asked of the young; « inconnu » is not forwarded): the engine's variable
  const regime = str(book.get('regime_securite_sociale'));
  if (regime && regime !== 'inconnu') me.regime_securite_sociale = ceMois(b, regime);
  if (bool(book.get('restriction_acces_emploi')))
    me.aah_restriction_substantielle_durable_acces_emploi = ceMois(b, true);
}
