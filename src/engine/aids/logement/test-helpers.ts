// Builds one-person (or one-famille) OpenFisca situations for the logement tests.
import type { Situation } from '../../core/situation.ts';

export const MOIS = '2025-06';

export interface Cas {
  /** the month the inputs are given for (MOIS by default) */
  mois?: string;
  naissance?: string;
  activite?: string;
  boursier?: boolean;
  loyer?: number;
  statut?: string;
  depcom?: string;
  menage?: Record<string, unknown>;
  famille?: Record<string, unknown>;
  moi?: Record<string, unknown>;
  conjoint?: Record<string, unknown>;
  enfants?: string[];
}

export function situation(c: Cas): Situation {
  const mois = c.mois ?? MOIS;
  const individus: Situation['individus'] = {
    moi: {
      date_naissance: { ETERNITY: c.naissance ?? '2004-03-01' },
      activite: { [mois]: c.activite ?? 'etudiant' },
      ...(c.boursier ? { boursier: { [mois]: true } } : {}),
      ...(c.moi ?? {}),
    } as never,
  };
  const parents = ['moi'];
  if (c.conjoint) {
    individus.conjoint = { date_naissance: { ETERNITY: '2002-01-01' }, ...c.conjoint } as never;
    parents.push('conjoint');
  }
  const enfants = (c.enfants ?? []).map((naissance, i) => {
    individus[`enfant_${i + 1}`] = { date_naissance: { ETERNITY: naissance } };
    return `enfant_${i + 1}`;
  });
  return {
    individus,
    familles: { famille_1: { parents, enfants, ...(c.famille ?? {}) } as never },
    menages: {
      menage_1: {
        personne_de_reference: ['moi'],
        ...(parents.length > 1 ? { conjoint: ['conjoint'] } : {}),
        enfants,
        loyer: { [mois]: c.loyer ?? 400 },
        statut_occupation_logement: { [mois]: c.statut ?? 'locataire_vide' },
        depcom: { [mois]: c.depcom ?? '69123' },
        ...(c.menage ?? {}),
      } as never,
    },
  };
}
