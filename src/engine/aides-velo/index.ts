// Bike-purchase aids from @betagouv/aides-velo (the state's Publicodes model of local bike aids), used as a
// dependency: its rules decide which aids and amounts apply; we only map the person to its inputs and its aids
// to our result format. Evaluated only for a person interested in a bike (the model is large: its engine is
// built once, on first use).
import { AidesVeloEngine, type Aide as AideLib, type Questions } from '@betagouv/aides-velo';
import { aidesAvecLocalisation } from '@betagouv/aides-velo/data';
import type { Aid } from '../core/aid.ts';
import { euros } from '../core/aid.ts';

export type TypeVelo = NonNullable<Questions['vélo . type']>;
export type EtatVelo = NonNullable<Questions['vélo . état']>;
export const TYPES_VELO: readonly TypeVelo[] = [
  'mécanique simple',
  'électrique',
  'cargo',
  'cargo électrique',
  'pliant',
  'pliant électrique',
  'motorisation',
  'adapté',
];

export interface PersonneVelo {
  commune: string;
  /** SIREN of the commune's EPCI */
  epci?: string;
  departement: string;
  region: string;
  age?: number;
  /** our activity: etudiant, salarie, chomeur, retraite… */
  activite: string;
  apprenti: boolean;
  handicap: boolean;
  beneficiaireRsa: boolean;
  /** revenu fiscal de référence and number of shares of the tax household */
  rfr: number;
  parts: number;
  velo: { type?: TypeVelo; etat?: EtatVelo; prix?: number };
}

/** the model names an EPCI by its name: SIREN → that name, from the model's own localisations */
let nomsEpci: Map<string, string> | undefined;
function nomEpci(siren: string): string | undefined {
  if (!nomsEpci) {
    nomsEpci = new Map();
    for (const loc of Object.values(aidesAvecLocalisation))
      if (loc.collectivity.kind === 'epci' && loc.collectivity.code)
        nomsEpci.set(loc.collectivity.code, loc.collectivity.value);
  }
  return nomsEpci.get(siren);
}

function statut(p: PersonneVelo): Questions['demandeur . statut'] {
  if (p.apprenti) return 'apprenti';
  switch (p.activite) {
    case 'etudiant':
      return 'étudiant';
    case 'chomeur':
      return "demandeur d'emploi";
    case 'salarie':
      return 'salarié';
    case 'retraite':
      return 'retraité';
    default:
      return 'autre';
  }
}

/** the model's inputs for the person (only what is known: the model keeps its defaults for the rest) */
export function entreesVelo(p: PersonneVelo): Questions {
  const q: Questions = {
    'localisation . pays': 'France',
    'localisation . code insee': p.commune,
    'localisation . département': p.departement,
    'localisation . région': p.region,
    'demandeur . statut': statut(p),
    'demandeur . en situation de handicap': p.handicap,
    'demandeur . bénéficiaire du RSA': p.beneficiaireRsa,
    'revenu fiscal de référence par part . revenu de référence': p.rfr,
    'revenu fiscal de référence par part . nombre de parts': p.parts > 0 ? p.parts : 1,
  };
  const epci = p.epci ? nomEpci(p.epci) : undefined;
  if (epci) q['localisation . epci'] = epci;
  if (p.age !== undefined) q['demandeur . âge'] = p.age;
  if (p.velo.type) q['vélo . type'] = p.velo.type;
  if (p.velo.etat) q['vélo . état'] = p.velo.etat;
  if (p.velo.prix !== undefined) q['vélo . prix'] = p.velo.prix;
  return q;
}

let moteur: AidesVeloEngine | undefined;

/** the aids the model grants to the person (amount > 0), as the model computes them */
export function calculerAidesVelo(p: PersonneVelo): AideLib[] {
  moteur ??= new AidesVeloEngine();
  return moteur
    .shallowCopy()
    .setInputs(entreesVelo(p))
    .computeAides()
    .filter((a) => a.amount > 0);
}

const NIVEAU: Record<AideLib['collectivity']['kind'], NonNullable<Aid['niveau']>> = {
  pays: 'national',
  région: 'region',
  département: 'departement',
  epci: 'epci',
  'code insee': 'commune',
};

const LIBELLE_VELO: Record<TypeVelo, string> = {
  'mécanique simple': 'un vélo classique',
  électrique: 'un vélo à assistance électrique',
  cargo: 'un vélo cargo',
  'cargo électrique': 'un vélo cargo électrique',
  pliant: 'un vélo pliant',
  'pliant électrique': 'un vélo pliant électrique',
  motorisation: 'un kit de motorisation',
  adapté: 'un vélo adapté',
};

/** one aid of the model in the simulation result's format; `code` is the model's rule name */
export function presenterAideVelo(a: AideLib, p: PersonneVelo): Aid {
  const velo = p.velo.type ? LIBELLE_VELO[p.velo.type] : 'un vélo';
  const etat = p.velo.etat === 'occasion' ? ' d’occasion' : p.velo.etat === 'neuf' ? ' neuf' : '';
  const prix = p.velo.prix !== undefined ? ` de ${euros(p.velo.prix)}` : '';
  const out: Aid = {
    id: String(a.id),
    code: String(a.id),
    nom: `Aide à l’achat d’un vélo — ${a.title}`,
    institution: a.collectivity.value,
    description: `Aide à l’achat d’un vélo proposée par ${a.collectivity.value} ; son montant dépend du vélo, de son prix et de vos revenus.`,
    montant: a.amount,
    periodicite: 'ponctuelle',
    lien: a.url,
    explication: [
      `Pour ${velo}${etat}${prix} : jusqu’à ${euros(a.amount)} d’après le barème de ${a.collectivity.value}.`,
    ],
    niveau: NIVEAU[a.collectivity.kind] ?? 'national',
    themes: ['vélo', 'transport'],
  };
  if (a.lastUpdate) out.dateSource = new Date(a.lastUpdate).toISOString().slice(0, 10);
  return out;
}
