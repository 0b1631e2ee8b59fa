// The local aids of a commune, for the public page « Les aides près de chez vous »: every aid whose geography
// holds there, with its conditions said in French, without any answer about the person.
import { bornesAge, evaluerCondition, GEOGRAPHIQUES, habiter, anneeEtudeLibelle } from './conditions.ts';
import type { ContexteLocal, LieuDeVie } from './contexte.ts';
import { AUCUNE_MASQUEE, CATALOGUE_LOCAL, aidesDuLieu, type AidesMasquees } from './index.ts';
import { libelleProfil } from './profils.ts';
import type { AideLocale, CatalogueLocal, ConditionLocale } from './types.ts';

export interface AideLocalePublique {
  id: string;
  nom: string;
  institution: string;
  niveau: AideLocale['niveau'];
  type: AideLocale['type'];
  montant?: number;
  unite?: string;
  periodicite: AideLocale['periodicite'];
  legende?: string;
  themes: string[];
  conditions: string[];
  lien: string;
  teleservice?: string;
  formulaire?: string;
  instructions?: string;
  dateSource: string;
}

const INTERETS: Record<string, string> = {
  _interetBafa: 'Pour les personnes qui veulent passer le BAFA ou le BAFD.',
  _interetPermisDeConduire: 'Pour les personnes qui veulent passer le permis de conduire.',
  _interetEtudesEtranger: 'Pour les personnes qui veulent étudier ou faire un stage à l’étranger.',
  _interetAidesSanitaireSocial: 'Pour les personnes en formation sanitaire ou sociale.',
};

/** one condition in words, without the person */
export function decrireCondition(c: ConditionLocale, aide: AideLocale, noms: CatalogueLocal['noms']): string {
  switch (c.type) {
    case 'age':
      return `Réservé ${bornesAge(c.operator, c.value)}.`;
    case 'attached_to_institution':
      return `Habiter le territoire de ${aide.institution.nom}.`;
    case 'regions':
      return `${habiter('region', c.values, noms)}.`;
    case 'departements':
      return `${habiter('departement', c.values, noms)}.`;
    case 'communes':
      return `${habiter('commune', c.values, noms)}.`;
    case 'epcis':
      return `${habiter('epci', c.values, noms)}.`;
    case 'codes_postaux':
      return `${habiter('codePostal', c.values, noms)}.`;
    case 'excluded_epcis':
    case 'not': {
      const values =
        c.type === 'not' && c.value.type === 'epcis' ? c.value.values : 'values' in c ? c.values : [];
      return `Sauf les habitants de ${values.map((v) => noms.epci[v] ?? v).join(', ')}, qui ont leur propre aide.`;
    }
    case 'annee_etude':
      return `Être en ${c.values.map(anneeEtudeLibelle).join(', ')}.`;
    default: {
      // the sentence said to a person who meets it, without the part about them
      const texte = evaluerCondition(c, TOUT_LE_MONDE, { aide, noms }).texte;
      return `${texte.split(' : ')[0]}.`;
    }
  }
}

/** a neutral person: only used to phrase a condition, never to decide */
const TOUT_LE_MONDE: ContexteLocal = {
  activite: 'inactif',
  formationSanitaireSociale: false,
  apprenti: false,
  professionnalisation: false,
  stagiaire: false,
  serviceCivique: false,
  interim: false,
  handicap: false,
  tauxIncapacite: 0,
  statutLogement: 'non_renseigne',
  difficultesLogement: false,
  enfants: [],
  interets: new Set(),
  moteur: {
    rfrEtParts: () => ({ rfr: 0, parts: 1 }),
    rsa: () => 0,
    boursier: () => false,
    regimeSecuriteSociale: () => undefined,
  },
};

export function decrireAide(aide: AideLocale, noms: CatalogueLocal['noms'] = CATALOGUE_LOCAL.noms): string[] {
  const out: string[] = [];
  const ages = aide.conditions.filter((c) => c.type === 'age');
  const min = ages.find((c) => c.operator === '>=' || c.operator === '>');
  const max = ages.find((c) => c.operator === '<=' || c.operator === '<');
  for (const c of aide.conditions) {
    if (min && max && c.type === 'age') {
      if (c === min && min.type === 'age' && max.type === 'age') {
        const from = min.operator === '>' ? min.value + 1 : min.value;
        const to = max.operator === '<' ? max.value - 1 : max.value;
        out.push(`Réservé aux ${from}–${to} ans.`);
      }
      continue;
    }
    out.push(decrireCondition(c, aide, noms));
  }
  if (aide.profils.length) {
    const profils = aide.profils.map((p) => {
      const inner = (p.conditions ?? []).map((c) =>
        decrireCondition(c, aide, noms).replace(/\.$/, '').toLowerCase(),
      );
      return `${libelleProfil(p.type)}${inner.length ? ` (${inner.join(' ; ')})` : ''}`;
    });
    out.push(`Pour ${[...new Set(profils)].join(', ou ')}.`);
  }
  if (aide.interet) out.push(INTERETS[aide.interet]);
  return out;
}

export function aidePublique(
  aide: AideLocale,
  noms: CatalogueLocal['noms'] = CATALOGUE_LOCAL.noms,
): AideLocalePublique {
  const out: AideLocalePublique = {
    id: aide.id,
    nom: aide.nom,
    institution: aide.institution.nom,
    niveau: aide.niveau,
    type: aide.type,
    periodicite: aide.periodicite,
    themes: aide.themes,
    conditions: decrireAide(aide, noms),
    lien: aide.lien,
    dateSource: aide.dateSource,
  };
  if (aide.montant !== undefined) out.montant = aide.montant;
  if (aide.unite) out.unite = aide.unite;
  if (aide.legende) out.legende = aide.legende;
  if (aide.teleservice) out.teleservice = aide.teleservice;
  if (aide.formulaire) out.formulaire = aide.formulaire;
  if (aide.instructions) out.instructions = aide.instructions;
  return out;
}

/** the aids whose geography holds in the place (the Finistère's FSL is not Brest's) */
export function aidesPubliquesDuLieu(
  lieu: LieuDeVie,
  catalogue: CatalogueLocal = CATALOGUE_LOCAL,
  masquees: AidesMasquees = AUCUNE_MASQUEE,
): AideLocalePublique[] {
  const ctx: ContexteLocal = { ...TOUT_LE_MONDE, lieu };
  return aidesDuLieu(lieu, catalogue, masquees)
    .filter((aide) =>
      aide.conditions
        .filter((c) => GEOGRAPHIQUES.has(c.type))
        .every((c) => evaluerCondition(c, ctx, { aide, noms: catalogue.noms }).ok),
    )
    .map((aide) => aidePublique(aide, catalogue.noms));
}

/** one aid for its own page; a hidden aid is as unknown as one that never existed */
export function aideLocaleParId(
  id: string,
  catalogue: CatalogueLocal = CATALOGUE_LOCAL,
  masquees: AidesMasquees = AUCUNE_MASQUEE,
): AideLocalePublique | undefined {
  if (masquees.has(id)) return undefined;
  const aide = catalogue.aides.find((a) => a.id === id);
  return aide ? aidePublique(aide, catalogue.noms) : undefined;
}
