// The account area's path prefixes (kept apart from the menus so the home page's bundle can read them without
// the menus' icons): the dark mode applies there, and only there.
import { paths } from './paths.ts';

export const accountAreaPrefixes: string[] = [
  paths.dashboard,
  paths.aides.list,
  paths.demandes,
  paths.nouvelleDemande,
  paths.simulationsCompte,
  paths.paiement,
  paths.payment,
  paths.paymentSuccess,
  paths.packs,
  paths.recuPrefix,
  paths.rendezVous,
  paths.support,
  paths.notifications,
  paths.profil,
  paths.historique,
  paths.parametres,
  paths.parrainage,
  paths.admin,
];
