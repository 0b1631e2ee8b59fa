// What the local-aid conditions read about the person: their answers, their commune's territories, and the
// values the engine computes (tax quotient, RSA, grant holder, social-security scheme), read lazily.

/** the territories of the household's commune */
export interface LieuDeVie {
  /** INSEE code of the (current) commune */
  commune: string;
  nomCommune: string;
  /** the postal code given, else the commune's first one */
  codePostal: string;
  /** SIREN of the EPCI, when the commune belongs to one */
  epci?: string;
  departement: string;
  region: string;
}

/** Activity as the catalogue's profiles read it. */
export type ActiviteLocale =
  'etudiant' | 'salarie' | 'chomeur' | 'independant' | 'inactif' | 'service_civique' | 'retraite';

export interface ContexteLocal {
  /** age in whole years on the simulation date; undefined without a date of birth */
  age?: number;
  lieu?: LieuDeVie;
  activite: ActiviteLocale;
  /** college, lycee, enseignement_superieur… (OpenFisca's `scolarite`) */
  scolarite?: string;
  /** OpenFisca's `annee_etude` (terminale, bts_1, licence_1…) */
  anneeEtude?: string;
  mentionBac?: string;
  formationSanitaireSociale: boolean;
  apprenti: boolean;
  professionnalisation: boolean;
  stagiaire: boolean;
  serviceCivique: boolean;
  interim: boolean;
  handicap: boolean;
  /** 0 to 1; 0 when not given */
  tauxIncapacite: number;
  /** OpenFisca's statut_occupation_logement */
  statutLogement: string;
  difficultesLogement: boolean;
  /** ages of the children (undefined when a child's date of birth is not known) */
  enfants: (number | undefined)[];
  interets: ReadonlySet<string>;
  /** computed by the engine */
  moteur: {
    /** revenu fiscal de référence of year N-2 and the number of shares of that year */
    rfrEtParts(): { rfr: number; parts: number };
    /** RSA of the family for the simulation month */
    rsa(): number;
    boursier(): boolean;
    /** regime_general, regime_agricole, autres_regimes; undefined when unknown */
    regimeSecuriteSociale(): string | undefined;
  };
}
