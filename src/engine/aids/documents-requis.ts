// The documents a request for each aid needs (the "pièces justificatives" asked by the paying body, as listed
// on its official page), keyed by the aid's code in the catalogue. The account area shows them on a request
// as provided / to provide. Pure data: no engine code is imported, so the account area's bundle stays light.
// An aid missing here (a local aid added later, for instance) gets GENERIC_DOCUMENTS.

export const PIECE_IDENTITE = "Pièce d'identité";
export const RIB = "Relevé d'identité bancaire (RIB)";
export const DOMICILE = 'Justificatif de domicile de moins de 3 mois';
export const BAIL = 'Bail ou contrat de location';
export const AVIS_IMPOSITION = "Avis d'imposition (revenus d'il y a deux ans)";
export const CERTIFICAT_SCOLARITE = 'Certificat de scolarité';
export const NOTIFICATION_BOURSE = 'Notification de bourse sur critères sociaux';
export const INSCRIPTION_FRANCE_TRAVAIL = "Attestation d'inscription à France Travail";

export const GENERIC_DOCUMENTS: readonly string[] = [PIECE_IDENTITE, DOMICILE, RIB];

export const DOCUMENTS_REQUIS: Readonly<Record<string, readonly string[]>> = {
  aide_logement: [PIECE_IDENTITE, BAIL, RIB, AVIS_IMPOSITION],
  rsa: [PIECE_IDENTITE, DOMICILE, RIB, 'Justificatifs de ressources des 3 derniers mois'],
  ppa: [PIECE_IDENTITE, RIB, 'Bulletins de salaire des 3 derniers mois'],
  css_participation_forfaitaire: [
    PIECE_IDENTITE,
    "Attestation de droits à l'Assurance maladie",
    'Justificatifs de ressources des 12 derniers mois',
  ],
  aah: [PIECE_IDENTITE, DOMICILE, 'Certificat médical (formulaire Cerfa 15695)', RIB],
  mva: [PIECE_IDENTITE, "Notification d'attribution de l'AAH", BAIL, RIB],
  af: [PIECE_IDENTITE, 'Livret de famille ou actes de naissance des enfants', RIB],
  asf: [
    PIECE_IDENTITE,
    'Livret de famille',
    "Justificatif de la situation de l'autre parent (jugement, attestation sur l'honneur)",
    RIB,
  ],
  ars: ['Certificat de scolarité des enfants de 16 à 18 ans', 'Livret de famille', RIB],
  paje_naissance: [PIECE_IDENTITE, 'Déclaration de grossesse', AVIS_IMPOSITION, RIB],
  paje_base: [PIECE_IDENTITE, 'Déclaration de grossesse ou acte de naissance', AVIS_IMPOSITION, RIB],
  cheque_energie: [AVIS_IMPOSITION, "Facture d'énergie à votre adresse"],
  bourse_criteres_sociaux: [PIECE_IDENTITE, CERTIFICAT_SCOLARITE, "Avis d'imposition des parents", RIB],
  aide_merite: ['Relevé de notes du baccalauréat', NOTIFICATION_BOURSE, CERTIFICAT_SCOLARITE],
  aide_mobilite_parcoursup: [
    PIECE_IDENTITE,
    "Proposition d'admission Parcoursup acceptée",
    NOTIFICATION_BOURSE,
  ],
  aide_mobilite_master: [PIECE_IDENTITE, "Attestation d'admission en master", NOTIFICATION_BOURSE],
  aide_mobilite_internationale: [
    "Attestation de l'établissement d'accueil à l'étranger",
    NOTIFICATION_BOURSE,
    CERTIFICAT_SCOLARITE,
  ],
  crous_repas_un_euro: ["Carte d'étudiant", NOTIFICATION_BOURSE],
  pret_etudiant_garanti: [PIECE_IDENTITE, CERTIFICAT_SCOLARITE, DOMICILE, RIB],
  contrat_engagement_jeune: [PIECE_IDENTITE, DOMICILE, INSCRIPTION_FRANCE_TRAVAIL, RIB],
  aide_financement_permis_apprenti: [PIECE_IDENTITE, "Contrat d'apprentissage", "Devis de l'auto-école"],
  aide_permis_demandeur_emploi: [PIECE_IDENTITE, INSCRIPTION_FRANCE_TRAVAIL, "Devis de l'auto-école"],
  pass_culture: [PIECE_IDENTITE],
  pass_sport: [PIECE_IDENTITE, 'Attestation de droit (allocation de rentrée scolaire, AEEH ou bourse)'],
  visale: [PIECE_IDENTITE, 'Justificatif de situation (contrat de travail, certificat de scolarité…)', BAIL],
  locapass: [PIECE_IDENTITE, BAIL, 'Justificatif de situation professionnelle'],
  mobili_jeune: [PIECE_IDENTITE, "Contrat d'alternance", BAIL, 'Dernière quittance de loyer', RIB],
  bafa_caf: ["Attestation d'inscription à la session de formation BAFA", RIB],
};

/** The documents a request for `aidCode` needs, the generic list for an aid not listed. */
export function documentsRequis(aidCode: string | null | undefined): readonly string[] {
  return (aidCode && DOCUMENTS_REQUIS[aidCode]) || GENERIC_DOCUMENTS;
}
