// The answers and the engine's values the local aids read (issue 18): their context for one simulation.
import type { ActiviteLocale, ContexteLocal } from '../aides-locales/contexte.ts';
import { lieuDeVie } from '../aides-locales/index.ts';
import type { Demandeur } from '../core/aid.ts';
import { addYears } from '../core/periods.ts';
import type { Simulation } from '../core/simulation.ts';
import type { Commune } from '../geo/index.ts';
import type { AnswerBook } from './payload.ts';
import { TYPES_VELO, type PersonneVelo, type TypeVelo } from '../aides-velo/index.ts';
import { ageAt, bool, list, num, str } from './situation/contexte.ts';
import { statutOccupation } from './situation/logement.ts';

/** situation_professionnelle → the activity the catalogue's profiles read */
const ACTIVITE_LOCALE: Record<string, ActiviteLocale> = {
  etudiant: 'etudiant',
  lyceen: 'etudiant',
  stagiaire: 'etudiant',
  formation: 'etudiant',
  salarie: 'salarie',
  fonctionnaire: 'salarie',
  interimaire: 'salarie',
  alternant: 'salarie',
  apprenti: 'salarie',
  independant: 'independant',
  auto_entrepreneur: 'independant',
  chomage: 'chomeur',
  chomeur: 'chomeur',
  demandeur_emploi: 'chomeur',
  service_civique: 'service_civique',
  retraite: 'retraite',
  sans_activite: 'inactif',
  inactif: 'inactif',
  autre: 'inactif',
};

export const INTERETS = [
  '_interetBafa',
  '_interetPermisDeConduire',
  '_interetEtudesEtranger',
  '_interetAidesSanitaireSocial',
  '_interetsAidesVelo',
] as const;

const PROJETS: Record<string, string> = {
  permis: '_interetPermisDeConduire',
  bafa: '_interetBafa',
  etudes_etranger: '_interetEtudesEtranger',
  sante: '_interetAidesSanitaireSocial',
  velo: '_interetsAidesVelo',
};

const TAUX_INCAPACITE: Record<string, number> = { moins_50: 0.3, '50_79': 0.5, '80_plus': 0.8 };

/** the activity the local catalogue knows (a jobseeker registered at France Travail counts as unemployed) */
function activiteLocale(book: AnswerBook, situationPro: string): ActiviteLocale {
  const activite = ACTIVITE_LOCALE[situationPro] ?? 'inactif';
  return activite === 'inactif' && bool(book.get('inscrit_pole_emploi')) ? 'chomeur' : activite;
}

/** the schooling asked, or the one a student's or lycéen's situation implies */
function scolariteLocale(book: AnswerBook, situationPro: string): string | undefined {
  const statutFormation = str(book.get('statut_formation'));
  const answer = str(book.get('scolarite'));
  if (answer !== undefined) return answer;
  if (situationPro === 'etudiant' || statutFormation === 'etudiant') return 'enseignement_superieur';
  return situationPro === 'lyceen' ? 'lycee' : undefined;
}

/** the kinds of contract and training the local rules single out */
function statutsDeFormation(book: AnswerBook, situationPro: string) {
  const contrat = str(book.get('type_contrat'));
  const statutFormation = str(book.get('statut_formation'));
  return {
    formationSanitaireSociale:
      str(book.get('specialite_formation')) === 'groupe_330' ||
      statutFormation === 'formation_sanitaire_social',
    apprenti: situationPro === 'apprenti' || contrat === 'apprentissage' || statutFormation === 'apprenti',
    professionnalisation: contrat === 'professionnalisation',
    stagiaire: situationPro === 'stagiaire' || statutFormation === 'stagiaire',
    serviceCivique: situationPro === 'service_civique' || bool(book.get('service_civique')),
    interim: contrat === 'interim' || situationPro === 'interimaire',
  };
}

/** the age of each child of the famille, in the engine's order (undefined when the birth date is not given) */
function agesDesEnfants(book: AnswerBook, sim: Simulation, who: Demandeur): (number | undefined)[] {
  const reponses = [...book.of('enfants').values()];
  const nombre = sim.members('famille', who.famille, 'enfants').length;
  const ages: (number | undefined)[] = [];
  for (let i = 0; i < nombre; i++) {
    const d = str(reponses[i]?.get('date_naissance'))?.slice(0, 10);
    ages.push(d ? ageAt(d, book.date) : undefined);
  }
  return ages;
}

function interetsDe(book: AnswerBook): Set<string> {
  const interets = new Set<string>(INTERETS.filter((k) => bool(book.get(k))));
  // an older front end sends the projects ticked rather than the interest answers
  for (const projet of list(book.get('projets'))) if (PROJETS[projet]) interets.add(PROJETS[projet]);
  return interets;
}

/** what the local rules may ask the engine, computed only when a rule asks (the tax figures once) */
function moteurLocal(sim: Simulation, who: Demandeur, month: string): ContexteLocal['moteur'] {
  let rfrParts: { rfr: number; parts: number } | undefined;
  return {
    rfrEtParts() {
      if (!rfrParts) {
        const n2 = addYears(month.slice(0, 4), -2);
        rfrParts = {
          rfr: sim.calc<number>('rfr', who.foyer_fiscal, n2),
          parts: sim.calc<number>('nbptr', who.foyer_fiscal, n2),
        };
      }
      return rfrParts;
    },
    rsa: () => sim.calc<number>('rsa', who.famille, month),
    boursier: () => sim.calc<boolean>('boursier', who.individu, month),
    regimeSecuriteSociale: () => {
      const r = sim.calc<string>('regime_securite_sociale', who.individu, month);
      return r && r !== 'aucun' ? r : undefined;
    },
  };
}

export function contexteLocal(
  book: AnswerBook,
  commune: Commune | undefined,
  sim: Simulation,
  who: Demandeur,
  month: string,
): ContexteLocal {
  const situationPro = str(book.get('situation_professionnelle')) ?? 'autre';
  const naissance = str(book.get('date_naissance'))?.slice(0, 10);
  const taux = str(book.get('taux_incapacite'));
  const mention = str(book.get('mention_bac'));
  const statuts = statutsDeFormation(book, situationPro);
  return {
    age: naissance ? ageAt(naissance, book.date) : undefined,
    lieu: lieuDeVie(commune),
    activite: activiteLocale(book, situationPro),
    scolarite: scolariteLocale(book, situationPro),
    anneeEtude: str(book.get('niveau_etude')),
    mentionBac: mention && mention !== 'aucune' && mention !== 'non_renseignee' ? mention : undefined,
    formationSanitaireSociale: statuts.formationSanitaireSociale,
    apprenti: statuts.apprenti,
    professionnalisation: statuts.professionnalisation,
    stagiaire: statuts.stagiaire,
    serviceCivique: statuts.serviceCivique,
    interim: statuts.interim,
    handicap: str(book.get('reconnaissance_handicap')) === 'oui' || bool(book.get('rqth')),
    tauxIncapacite: taux ? (TAUX_INCAPACITE[taux] ?? 0) : 0,
    statutLogement: statutOccupation(book),
    difficultesLogement: bool(book.get('difficultes_acces_logement')),
    enfants: agesDesEnfants(book, sim, who),
    interets: interetsDe(book),
    moteur: moteurLocal(sim, who, month),
  };
}

const TYPES_VELO_CONNUS = new Set<string>(TYPES_VELO);

/** what the bike-aid model reads about the person (undefined without a commune) */
export function personneVelo(book: AnswerBook, ctx: ContexteLocal): PersonneVelo | undefined {
  if (!ctx.lieu) return undefined;
  const type = str(book.get('velo_type'));
  const etat = str(book.get('velo_etat'));
  const prix = num(book.get('velo_prix'));
  const { rfr, parts } = ctx.moteur.rfrEtParts();
  return {
    commune: ctx.lieu.commune,
    epci: ctx.lieu.epci,
    departement: ctx.lieu.departement,
    region: ctx.lieu.region,
    age: ctx.age,
    activite: ctx.activite,
    apprenti: ctx.apprenti,
    handicap: ctx.handicap,
    beneficiaireRsa: ctx.moteur.rsa() > 1,
    rfr,
    parts,
    velo: {
      type: type && TYPES_VELO_CONNUS.has(type) ? (type as TypeVelo) : undefined,
      etat: etat === 'neuf' || etat === 'occasion' ? etat : undefined,
      prix,
    },
  };
}
