// The only place where a URL of the app is written.
export const paths = {
  home: '/',
  simulateur: '/simulateur',
  simulateurOfficiel: '/simulateur-officiel',
  mesSimulations: '/mes-simulations',
  commentCaMarche: '/comment-ca-marche',
  quiSommesNous: '/qui-sommes-nous',
  faq: '/faq',
  contact: '/contact',
  conditionsGenerales: '/conditions-generales',
  mentionsLegales: '/mentions-legales',
  cgv: '/cgv',
  confidentialite: '/confidentialite',
  cookies: '/cookies',
  planSite: '/plan-site',
  /** the four packs, public (the signed-in buyer sees their referral discount) */
  pricing: '/pricing',
  /** « Les aides près de chez vous » (issue 18): the aids of a commune, and one page per aid */
  aidesLocales: '/aides-locales',
  aidesLocalesCommune: (commune: string) => `/aides-locales?commune=${encodeURIComponent(commune)}`,
  aideLocale: (id: string) => `/aides-locales/${encodeURIComponent(id)}`,
  aideLocalePattern: '/aides-locales/:id',
  login: '/login',
  register: '/register',
  verificationEmail: '/verification-email',
  motDePasseOublie: '/mot-de-passe-oublie',
  reinitialiserMotDePasse: '/reinitialiser-mot-de-passe',
  /** issue 20: the second step of a sign-in (a verified authenticator, password-only session) */
  codeVerification: '/verification-code',
  /** issue 20: an adviser without an authenticator activates one before /admin */
  doubleAuthentification: '/double-authentification',
  /** a path with where to go afterwards */
  withNext: (path: string, next: string) => `${path}?next=${encodeURIComponent(next)}`,
  // account area (issue 12); /rendez-vous and /admin are built by later issues
  /** the return page after 3-D Secure (Stripe's return_url) */
  payment: '/payment',
  paymentSuccess: '/payment-success',
  /** the printable receipt of a completed payment */
  recu: (paymentId: string) => `/recu/${encodeURIComponent(paymentId)}`,
  recuPattern: '/recu/:paymentId',
  recuPrefix: '/recu',
  dashboard: '/dashboard',
  profil: '/profil',
  admin: '/admin',
  /** the advisers' back-office (issue 14): every screen under /admin */
  adminArea: {
    users: '/admin/utilisateurs',
    user: (id: string) => `/admin/utilisateurs/${encodeURIComponent(id)}`,
    userPattern: '/admin/utilisateurs/:id',
    requests: '/admin/demandes',
    request: (id: string) => `/admin/demandes/${encodeURIComponent(id)}`,
    requestPattern: '/admin/demandes/:id',
    payments: '/admin/paiements',
    support: '/admin/support',
    ticket: (id: string) => `/admin/support/${encodeURIComponent(id)}`,
    ticketPattern: '/admin/support/:id',
    referrals: '/admin/parrainages',
    catalogue: '/admin/catalogue',
    journal: '/admin/journal',
  },
  /** the Netlify function of the auth admin API (deactivate, reactivate, delete an account) */
  adminUsersFunction: '/api/admin/users',
  /** the local-aid catalogue for advisers, with each aid's hidden state (issue 18) */
  adminLocalAidsFunction: '/api/admin/aides-locales',
  /** the payments function of issue 13 that refunds a payment */
  refundFunction: '/api/payments/refund',
  aides: {
    list: '/aides',
    detail: (id: string) => `/aides/${encodeURIComponent(id)}`,
    pattern: '/aides/:id',
  },
  packs: '/packs',
  rendezVous: '/rendez-vous',
  /** advisers' availability and agenda (issue 16; linked from the back-office menu) */
  adminRendezVous: '/admin/rendez-vous',
  /** public: a visitor confirms a booking from the e-mail link (netlify/_shared/outbox.ts writes it) */
  rendezVousConfirmer: '/rendez-vous/confirmer',
  bookingFunction: '/.netlify/functions/booking',
  notifications: '/notifications',
  historique: '/historique',
  parametres: '/parametres',
  parrainage: '/parrainage',
  demandes: '/demandes',
  demande: (id: string) => `/demandes/${encodeURIComponent(id)}`,
  demandePattern: '/demandes/:id',
  /** the new-request screen, optionally with an aid chosen (code of the catalogue) and the simulation it came from */
  nouvelleDemande: '/nouvelle-demande',
  nouvelleDemandePour: (aidCode: string, simulationId?: string) =>
    `/nouvelle-demande?aide=${encodeURIComponent(aidCode)}${simulationId ? `&simulation=${encodeURIComponent(simulationId)}` : ''}`,
  paiement: '/paiement',
  /** /paiement with a pack chosen (from /pricing and /packs) */
  paiementPack: (packId: string) => `/paiement?plan=${encodeURIComponent(packId)}`,
  /** pay one request by card (issue 13 builds the screen) */
  paiementDemande: (requestId: string) => `/paiement?demande=${encodeURIComponent(requestId)}`,
  support: '/support',
  supportTicket: (id: string) => `/support/${encodeURIComponent(id)}`,
  supportTicketPattern: '/support/:id',
  /** a new ticket about a request ("contacter un conseiller") */
  supportDemande: (requestId: string) => `/support?demande=${encodeURIComponent(requestId)}`,
  simulationsCompte: '/simulations',
  simulationCompte: (id: string) => `/simulations/${encodeURIComponent(id)}`,
  simulationComptePattern: '/simulations/:id',
  /** the payments function (issue 13): create an intent, confirm it after the card step */
  paymentsApi: {
    createIntent: '/api/payments/create-intent',
    confirm: '/api/payments/confirm',
  },
  /** the Netlify function that erases the signed-in person's account */
  deleteAccountFunction: '/.netlify/functions/delete-account',
} as const;

/** Public pages listed by /plan-site, in reading order. */
export const publicPages: { path: string; title: string; group: string }[] = [
  { path: paths.home, title: 'Accueil', group: 'Découvrir' },
  { path: paths.simulateur, title: 'Simulateur d’aides', group: 'Découvrir' },
  { path: paths.simulateurOfficiel, title: 'Simulateur officiel', group: 'Découvrir' },
  { path: paths.mesSimulations, title: 'Mes simulations', group: 'Découvrir' },
  { path: paths.commentCaMarche, title: 'Comment ça marche', group: 'Découvrir' },
  { path: paths.pricing, title: 'Tarifs et packs', group: 'Découvrir' },
  { path: paths.quiSommesNous, title: 'Qui sommes-nous', group: 'Découvrir' },
  { path: paths.faq, title: 'Questions fréquentes', group: 'Support' },
  { path: paths.contact, title: 'Contact', group: 'Support' },
  { path: paths.login, title: 'Connexion', group: 'Mon Compte' },
  { path: paths.register, title: 'Inscription', group: 'Mon Compte' },
  { path: paths.motDePasseOublie, title: 'Mot de passe oublié', group: 'Mon Compte' },
  { path: paths.dashboard, title: 'Tableau de bord', group: 'Mon Compte' },
  { path: paths.parrainage, title: 'Parrainage', group: 'Mon Compte' },
  { path: paths.aides.list, title: 'Mes aides', group: 'Mon Compte' },
  { path: paths.conditionsGenerales, title: 'Conditions générales d’utilisation', group: 'Légal' },
  { path: paths.cgv, title: 'Conditions générales de vente', group: 'Légal' },
  { path: paths.mentionsLegales, title: 'Mentions légales', group: 'Légal' },
  { path: paths.confidentialite, title: 'Politique de confidentialité', group: 'Légal' },
  { path: paths.cookies, title: 'Gestion des cookies', group: 'Légal' },
  { path: paths.planSite, title: 'Plan du site', group: 'Légal' },
];
