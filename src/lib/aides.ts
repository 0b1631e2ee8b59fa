// The catalogue's aids as the account area knows them: names, descriptions and categories only (generated
// from the engine by scripts/engine-data/aides-compte.ts), so no formula reaches the account bundle.
import catalogue from './aides-catalogue.json';

export interface AideCatalogue {
  code: string;
  nom: string;
  institution: string;
  description: string;
  periodicite: 'mensuelle' | 'annuelle' | 'ponctuelle';
  lien: string;
  categorie: string;
}

export const AIDES = catalogue as AideCatalogue[];

const byCode = new Map(AIDES.map((a) => [a.code, a]));
export const aideDuCatalogue = (code: string | null | undefined) => (code ? byCode.get(code) : undefined);

export const CATEGORIE_LABEL: Record<string, string> = {
  logement: 'Logement',
  ressources: 'Ressources et santé',
  famille: 'Famille',
  energie: 'Énergie',
  etudes: 'Études',
  jeunes: 'Jeunes, emploi et mobilité',
};

export const PERIODICITE_LABEL: Record<AideCatalogue['periodicite'], string> = {
  mensuelle: 'par mois',
  annuelle: 'par an',
  ponctuelle: 'versement unique',
};
