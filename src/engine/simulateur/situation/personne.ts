// Step « Situation personnelle »: the demandeur, a partner, the children, the parents' situation.
import {
  CONJOINT,
  DEMANDEUR,
  ageAt,
  bool,
  ceMois,
  num,
  str,
  type Brouillon,
  type Correspondance,
} from './contexte.ts';

const RESIDENCE: Record<string, string> = {
  france_metropolitaine: 'metropole',
  guadeloupe: 'guadeloupe',
  martinique: 'martinique',
  guyane: 'guyane',
  la_reunion: 'la_reunion',
  mayotte: 'mayotte',
  saint_pierre_miquelon: 'saint_pierre_et_miquelon',
  saint_martin: 'saint_martin',
  saint_barthelemy: 'saint_bartelemy',
};

export const CORRESPONDANCES_PERSONNE: Correspondance[] = [
  { champs: ['date_naissance'], variables: ['individu.date_naissance'] },
  {
    champs: ['nationalite'],
    variables: ['individu.nationalite', 'individu.ressortissant_eee'],
    note: 'francaise → FR, ue → UE (ressortissant de l’EEE), autre → hors EEE',
  },
  {
    champs: ['statut_marital', 'en_couple'],
    variables: ['individu.statut_marital', 'famille.parents (conjoint)', 'menage.conjoint'],
    note: 'marié, pacsé ou en concubinage : un conjoint du même âge rejoint la famille et le ménage',
  },
  {
    champs: ['nombre_enfants', 'nombre_enfants_a_charge', 'enfant_a_charge', 'enfants.date_naissance'],
    variables: ['famille.enfants', 'individu.date_naissance (de chaque enfant)'],
    note: 'âge de 5 ans quand la date de naissance n’est pas donnée',
  },
  { champs: ['garde_alternee'], variables: ['individu.garde_alternee (enfants)'] },
  { champs: ['enceinte'], variables: ['individu.enceinte'] },
  { champs: ['situation_parents'], variables: ['individu.orphelin'], note: 'decede → orphelin' },
  { champs: ['lieu_residence'], variables: ['menage.residence'] },
];

export function mapperPersonne(b: Brouillon): void {
  const { book, me } = b;
  const naissance = String(book.get('date_naissance')).slice(0, 10);
  me.date_naissance = { ETERNITY: naissance };
  b.faits.age = ageAt(naissance, book.date);

  const nationalite = str(book.get('nationalite'));
  me.nationalite = ceMois(b, nationalite === 'francaise' ? 'FR' : nationalite === 'ue' ? 'UE' : 'AUTRE');
  me.ressortissant_eee = ceMois(b, nationalite !== 'autre');

  const statutMarital = str(book.get('statut_marital'));
  b.faits.enCouple =
    bool(book.get('en_couple')) || ['marie', 'pacse', 'concubinage'].includes(statutMarital ?? '');
  // always said: a couple shares one tax household here, and OpenFisca takes two declarants who do not say
  // otherwise as pacsés, which an unmarried couple is not
  me.statut_marital = ceMois(
    b,
    statutMarital && !['separe', 'concubinage'].includes(statutMarital) ? statutMarital : 'celibataire',
  );
  if (b.faits.enCouple) {
    b.individus[CONJOINT] = { date_naissance: { ETERNITY: naissance }, activite: ceMois(b, 'inactif') };
    b.famille.parents = [DEMANDEUR, CONJOINT];
    b.menage.conjoint = [CONJOINT];
  }

  enfants(b);
  if (str(book.get('enceinte')) === 'oui') me.enceinte = ceMois(b, true);
  if (str(book.get('situation_parents')) === 'decede') me.orphelin = ceMois(b, true);
  const lieu = str(book.get('lieu_residence'));
  if (lieu && RESIDENCE[lieu]) b.menage.residence = ceMois(b, RESIDENCE[lieu]);
}

/** children: ages from the `enfants` answers when asked, else unknown ages (counted as 5-year-olds) */
function enfants(b: Brouillon): void {
  const { book } = b;
  const reponses = [...book.of('enfants').entries()];
  const nombre = Math.max(
    num(book.get('nombre_enfants_a_charge')) ??
      num(book.get('nombre_enfants')) ??
      (bool(book.get('enfant_a_charge')) ? 1 : 0),
    reponses.length,
  );
  const gardeAlternee = str(book.get('garde_alternee')) === 'oui_garde_alternee';
  const ids: string[] = [];
  for (let i = 0; i < Math.min(nombre, 20); i++) {
    const id = `enfant_${i + 1}`;
    const naissance =
      str(reponses[i]?.[1].get('date_naissance'))?.slice(0, 10) ??
      `${Number(book.date.slice(0, 4)) - 5}${book.date.slice(4, 10)}`;
    b.individus[id] = { date_naissance: { ETERNITY: naissance }, activite: ceMois(b, 'inactif') };
    if (gardeAlternee) b.individus[id].garde_alternee = ceMois(b, true);
    ids.push(id);
  }
  b.faits.enfants = ids;
  b.famille.enfants = ids;
  b.menage.enfants = ids;
}
