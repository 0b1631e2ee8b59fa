// The local-aid catalogue as the engine keeps it (written by `npm run catalogue:import`, read by the evaluator).
// Conditions keep the catalogue's structure: one evaluator function per `type`.

export type Operateur = '>=' | '<=' | '<' | '>' | '=';
export type NiveauTerritoire = 'national' | 'region' | 'departement' | 'epci' | 'commune';

export type ConditionLocale =
  | { type: 'age'; operator: Operateur; value: number }
  | { type: 'attached_to_institution' }
  | { type: 'regions'; values: string[] }
  | { type: 'departements'; values: string[] }
  | { type: 'communes'; values: string[] }
  | { type: 'epcis'; values: string[] }
  | { type: 'codes_postaux'; values: string[] }
  | { type: 'excluded_epcis'; values: string[] }
  | { type: 'not'; value: ConditionLocale }
  | { type: 'quotient_familial'; operator: Operateur; value: number; period: 'month' | 'year' }
  | { type: 'statut_occupation_logement'; includes?: string[]; excludes?: string[] }
  | { type: 'regime_securite_sociale'; includes?: string[]; excludes?: string[] }
  | { type: 'difficultes_acces_ou_frais_logement' }
  | { type: 'formation_sanitaire_social' }
  | { type: 'agence_travail_temporaire' }
  | { type: 'beneficiaire_rsa' }
  | { type: 'boursier' }
  | { type: 'annee_etude'; values: string[] }
  | { type: 'mention_baccalaureat'; values: string[] }
  | { type: 'taux_incapacite'; operator: Operateur; value: number }
  | { type: 'enfants_eligibles'; operator: Operateur; value: number; age_min?: number; age_max?: number };

export type TypeProfil =
  | 'enseignement_superieur'
  | 'chomeur'
  | 'lyceen'
  | 'apprenti'
  | 'stagiaire'
  | 'service_civique'
  | 'etudiant'
  | 'professionnalisation'
  | 'salarie'
  | 'inactif'
  | 'independant'
  | 'beneficiaire_rsa'
  | 'parent'
  | 'situation_handicap'
  | 'collegien';

export interface ProfilLocal {
  type: TypeProfil;
  conditions?: ConditionLocale[];
}

export interface InstitutionLocale {
  id: string;
  nom: string;
  /** region, departement, epci, commune, caf, msa, national, autre, europeen */
  type: string;
  /** INSEE code (région, département, commune) or SIREN (EPCI) of the institution's territory */
  code?: string;
}

export type Interet =
  '_interetBafa' | '_interetPermisDeConduire' | '_interetEtudesEtranger' | '_interetAidesSanitaireSocial';

export interface AideLocale {
  id: string;
  nom: string;
  institution: InstitutionLocale;
  /** the narrowest territory the aid is restricted to */
  niveau: NiveauTerritoire;
  type: 'bool' | 'float';
  /** euros (or the unit) when `type` is float */
  montant?: number;
  /** '€', '%', 'séances'; absent for yes/no aids */
  unite?: string;
  periodicite: 'ponctuelle' | 'annuelle' | 'mensuelle' | 'autre';
  legende?: string;
  /** rounding step of the amount (1 € by default) */
  arrondi?: number;
  conditions: ConditionLocale[];
  profils: ProfilLocal[];
  interet?: Interet;
  themes: string[];
  lien: string;
  instructions?: string;
  formulaire?: string;
  teleservice?: string;
  /** the date the source file was last changed (YYYY-MM-DD) */
  dateSource: string;
}

/** aid positions in `aides` by territory code */
export interface IndexTerritoires {
  partout: number[];
  region: Record<string, number[]>;
  departement: Record<string, number[]>;
  epci: Record<string, number[]>;
  commune: Record<string, number[]>;
  codePostal: Record<string, number[]>;
}

export interface CatalogueLocal {
  /** date of the reference file (YYYY-MM-DD) */
  dateCatalogue: string;
  /** the day `npm run catalogue:import` wrote this catalogue (YYYY-MM-DD) */
  dateImport?: string;
  aides: AideLocale[];
  index: IndexTerritoires;
  /** names of the territories the conditions name, for the explanations */
  noms: {
    region: Record<string, string>;
    departement: Record<string, string>;
    epci: Record<string, string>;
    commune: Record<string, string>;
  };
}
