// One function per profile type of the local-aid catalogue: whether the person has that profile, and the
// French words for it.
import type { ContexteLocal } from './contexte.ts';
import type { TypeProfil } from './types.ts';

export interface Profil {
  /** "les étudiants" — who the profile is */
  libelle: string;
  test(ctx: ContexteLocal): boolean;
}

export const PROFILS: Record<TypeProfil, Profil> = {
  enseignement_superieur: {
    libelle: 'les étudiants du supérieur',
    test: (ctx) => ctx.scolarite === 'enseignement_superieur',
  },
  lyceen: { libelle: 'les lycéens', test: (ctx) => ctx.scolarite === 'lycee' },
  collegien: { libelle: 'les collégiens', test: (ctx) => ctx.scolarite === 'college' },
  etudiant: { libelle: 'les élèves et étudiants', test: (ctx) => ctx.activite === 'etudiant' },
  chomeur: { libelle: 'les demandeurs d’emploi', test: (ctx) => ctx.activite === 'chomeur' },
  salarie: { libelle: 'les salariés', test: (ctx) => ctx.activite === 'salarie' },
  independant: { libelle: 'les indépendants', test: (ctx) => ctx.activite === 'independant' },
  inactif: { libelle: 'les personnes sans activité', test: (ctx) => ctx.activite === 'inactif' },
  apprenti: { libelle: 'les apprentis', test: (ctx) => ctx.apprenti },
  professionnalisation: {
    libelle: 'les alternants en contrat de professionnalisation',
    test: (ctx) => ctx.professionnalisation,
  },
  stagiaire: { libelle: 'les stagiaires', test: (ctx) => ctx.stagiaire },
  service_civique: { libelle: 'les volontaires du service civique', test: (ctx) => ctx.serviceCivique },
  beneficiaire_rsa: { libelle: 'les bénéficiaires du RSA', test: (ctx) => ctx.moteur.rsa() > 1 },
  parent: { libelle: 'les parents', test: (ctx) => ctx.enfants.length > 0 },
  situation_handicap: { libelle: 'les personnes en situation de handicap', test: (ctx) => ctx.handicap },
};

export function libelleProfil(type: TypeProfil): string {
  return PROFILS[type]?.libelle ?? type;
}
