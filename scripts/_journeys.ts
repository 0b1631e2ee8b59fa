import { buildPayload } from '../src/features/simulateur/payload.ts';
import { simulate } from '../src/engine/index.ts';
const NOW = new Date('2025-09-15T10:00:00Z');
const base = { enceinte: 'pas_concerne', lieu_residence: 'france_metropolitaine' };
const cases: Record<string, Record<string, unknown>> = {
  etudiant: { ...base, date_naissance: '2004-03-15', nationalite: 'francaise', statut_marital: 'celibataire', nombre_enfants: 0, situation_parents: 'present',
    situation_professionnelle: 'etudiant', a_un_emploi: 'oui', type_contrat: 'cdd', temps_travail: 'temps_partiel_moins_24h', heures_travail: 12, salaire_mensuel_net: 600,
    type_logement: 'locataire', type_location: 'meuble', loyer: 480, charges_logement: 40, colocation: 'non', logementChambre: 'non', logementCROUS: 'non', logement_social: 'non', proprietaire_proche_famille: 'non', code_postal: '69003', commune: '69123', departement: '69', region: '84',
    scolarite: 'enseignement_superieur', niveau_etude: 'licence_2', statut_formation: 'etudiant', etablissement: 'public', boursier: 'non', parents_rfr: 40000, parents_nbptr: 3, parents_situation: 'en_couple', reconnaissance_handicap: 'non', mutuelle: 'individuelle' },
  apprenti: { ...base, date_naissance: '2008-05-10', nationalite: 'francaise', statut_marital: 'celibataire', situation_professionnelle: 'apprenti', type_contrat: 'apprentissage', temps_travail: 'temps_plein', heures_travail: 35, salaire_mensuel_net: 850,
    type_logement: 'heberge_parents', code_postal: '35000', commune: '35238', statut_formation: 'apprenti', niveau_etude: 'cap_1', boursier: 'non', reconnaissance_handicap: 'non' },
  chomeur: { ...base, date_naissance: '2001-06-20', nationalite: 'francaise', statut_marital: 'celibataire', nombre_enfants: 1, garde_alternee: 'non_pas_de_garde_alternee', date_naissance_enfant_1: '2022-02-10',
    situation_professionnelle: 'chomeur', a_un_emploi: 'non', inscrit_pole_emploi: 'oui', indemnisation_chomage: 'are', montant_allocation: 900, date_inscription_pole_emploi: '2025-03-01',
    type_logement: 'locataire', type_location: 'vide', loyer: 550, charges_logement: 60, colocation: 'non', logementChambre: 'non', logementCROUS: 'non', logement_social: 'non', proprietaire_proche_famille: 'non', code_postal: '59000', commune: '59350', departement: '59', region: '32', reconnaissance_handicap: 'non' },
};
for (const [name, answers] of Object.entries(cases)) {
  const r = simulate(buildPayload(answers as never, NOW));
  console.log('==', name);
  for (const a of r.droitsEligibles) console.log('  +', a.id, a.montant, a.legende ?? '', '|', a.explication[0]?.slice(0, 90));
  for (const a of r.droitsNonEligibles.filter((x) => ['contrat_engagement_jeune', 'ppa', 'rsa', 'css_participation_forfaitaire', 'aide_logement', 'bourse_criteres_sociaux'].includes(x.id))) console.log('  -', a.id, '|', a.explication[0]?.slice(0, 110));
}
