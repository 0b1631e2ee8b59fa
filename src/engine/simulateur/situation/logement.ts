// Step « Logement »: occupancy status, rent and charges, kind of dwelling, moving date, commune and zone.
import { addMonths } from '../../core/periods.ts';
import { communeByCode, communesByPostalCode, type Commune } from '../../geo/index.ts';
import type { AnswerBook } from '../payload.ts';
import {
  bool,
  ceMois,
  chaqueMois,
  num,
  pourLesMois,
  str,
  type Brouillon,
  type Correspondance,
} from './contexte.ts';

export const CORRESPONDANCES_LOGEMENT: Correspondance[] = [
  {
    champs: ['type_logement', 'type_location', 'logement_social', 'logementCROUS', 'primoAccedant'],
    variables: ['menage.statut_occupation_logement', 'menage.logement_crous', 'individu.habite_chez_parents'],
    note: 'locataire (vide, meublé, foyer ; HLM si logement social ; CROUS → foyer), propriétaire (primo-accédant), hébergé → loge_gratuitement, sans logement → sans_domicile',
  },
  { champs: ['loyer'], variables: ['menage.loyer'], note: 'hors charges, chaque mois' },
  { champs: ['charges_logement'], variables: ['menage.charges_locatives'] },
  { champs: ['colocation'], variables: ['menage.coloc'] },
  { champs: ['logementChambre', 'type_crous'], variables: ['menage.logement_chambre'] },
  { champs: ['logement_social', 'conventionne'], variables: ['menage.logement_conventionne'] },
  { champs: ['etatLogementFoyer'], variables: ['menage.etat_logement_foyer'] },
  { champs: ['proprietaire_proche_famille'], variables: ['famille.proprietaire_proche_famille'] },
  {
    champs: ['demenagement', 'date_debut_ressources'],
    variables: ['menage.date_entree_logement'],
    note: 'mois depuis l’entrée (unités de 30 jours arrondies au-dessus), −12 par défaut',
  },
  {
    champs: ['difficultes_acces_logement'],
    variables: [],
    note: 'lu par les aides locales (fonds de solidarité pour le logement) ; aucune variable nationale',
  },
  {
    champs: ['code_postal', 'commune'],
    variables: ['menage.depcom', 'menage.residence_ile_de_france'],
    note: 'la zone APL et l’outre-mer se déduisent de la commune',
  },
  { champs: ['zoneLogement'], variables: ['menage.zone_apl'], note: 'seulement quand elle est choisie' },
];

/** the commune the answers point to: explicit INSEE code, or the single commune of the postal code */
export function resolveCommune(book: AnswerBook): Commune | undefined {
  const commune = str(book.get('commune'));
  const cp = str(book.get('code_postal'));
  if (commune && /^\d[\dAB]\d{3}$/.test(commune)) {
    const c = communeByCode(commune);
    // the postal code answered is the household's, when it is one of the commune's (Strasbourg 67100)
    if (c) return cp && c.codesPostaux.includes(cp) ? { ...c, codePostal: cp } : c;
  }
  if (cp) {
    const candidates = communesByPostalCode(cp);
    if (commune) {
      const wanted = commune.toLocaleLowerCase('fr');
      const byName = candidates.find((c) => c.nom.toLocaleLowerCase('fr') === wanted || c.code === commune);
      if (byName) return byName;
    }
    return candidates[0];
  }
  return undefined;
}

export function statutOccupation(book: AnswerBook): string {
  const typeLogement = str(book.get('type_logement'));
  if (typeLogement?.startsWith('locataire')) {
    const kind =
      typeLogement === 'locataire' ? str(book.get('type_location')) : typeLogement.replace('locataire_', '');
    if (bool(book.get('logementCROUS')) || kind === 'foyer') return 'locataire_foyer';
    if (bool(book.get('logement_social'))) return 'locataire_hlm';
    return kind === 'meuble' ? 'locataire_meuble' : 'locataire_vide';
  }
  if (typeLogement === 'proprietaire')
    return bool(book.get('primoAccedant')) ? 'primo_accedant' : 'proprietaire';
  if (typeLogement?.startsWith('heberge') || typeLogement === 'loge_gratuit') return 'loge_gratuitement';
  if (typeLogement === 'sans_logement' || typeLogement === 'sans_domicile') return 'sans_domicile';
  return 'non_renseigne';
}

export function mapperLogement(b: Brouillon): Commune | undefined {
  const { book, menage } = b;
  menage.statut_occupation_logement = pourLesMois(statutOccupation(book), b.allMonths);
  const loyer = num(book.get('loyer'));
  const charges = num(book.get('charges_logement'));
  if (loyer !== undefined) menage.loyer = chaqueMois(b, loyer, b.allMonths) ?? ceMois(b, 0);
  if (charges !== undefined) menage.charges_locatives = chaqueMois(b, charges, b.allMonths) ?? ceMois(b, 0);
  if (bool(book.get('colocation'))) menage.coloc = ceMois(b, true);
  if (bool(book.get('logementChambre')) || str(book.get('type_crous')) === 'chambre')
    menage.logement_chambre = ceMois(b, true);
  const crous = bool(book.get('logementCROUS'));
  if (crous) menage.logement_crous = ceMois(b, true);
  const social = bool(book.get('logement_social'));
  if (social || book.get('conventionne') !== undefined)
    menage.logement_conventionne = ceMois(b, social || bool(book.get('conventionne')));
  const etatFoyer = str(book.get('etatLogementFoyer'));
  if (etatFoyer)
    menage.etat_logement_foyer = ceMois(
      b,
      etatFoyer === 'rehabilite' ? 'logement_rehabilite' : 'logement_non_rehabilite',
    );
  if (bool(book.get('proprietaire_proche_famille'))) b.famille.proprietaire_proche_famille = ceMois(b, true);
  // housed by one's parents: living with them (the CSS then assesses the parents' household)
  if (str(book.get('type_logement')) === 'heberge_parents') b.me.habite_chez_parents = ceMois(b, true);
  menage.date_entree_logement = ceMois(b, `${addMonths(b.month, moisDepuisEntree(book))}-01`);
  return geographie(b);
}

/** seed 001 §3: months from date_debut_ressources in 30-day units rounded up; `demenagement` wins; −12 */
function moisDepuisEntree(book: AnswerBook): number {
  const demenagement = num(book.get('demenagement'));
  if (demenagement !== undefined) return demenagement;
  const debut = str(book.get('date_debut_ressources'));
  if (!debut) return -12;
  return Math.ceil((Date.parse(debut.slice(0, 10)) - Date.parse(book.date)) / (30 * 86_400_000));
}

/** the commune, and the zone when chosen (else the engine derives it from the commune; zone 2 without) */
function geographie(b: Brouillon): Commune | undefined {
  const commune = resolveCommune(b.book);
  const zone = str(b.book.get('zoneLogement'));
  if (commune) {
    b.menage.depcom = ceMois(b, commune.code);
    if (commune.region === '11') b.menage.residence_ile_de_france = ceMois(b, true);
  }
  if (zone || !commune) b.menage.zone_apl = ceMois(b, zone ?? 'zone_2');
  return commune;
}
