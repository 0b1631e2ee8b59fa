// Root query keys shared by the features: each feature builds its own keys under the root of the data it
// reads (e.g. ['demandes', 'liste']), so a mutation invalidates one root and every screen showing that data
// refreshes, without features importing each other.
export const roots = {
  /** profile, credit balance and settings */
  compte: ['compte'],
  /** requests, their timeline and documents, and what derives from them (dashboard) */
  demandes: ['demandes'],
  notifications: ['notifications'],
  /** payments and credit movements */
  historique: ['historique'],
  parrainage: ['parrainage'],
  support: ['support'],
  simulations: ['simulations'],
  /** the back-office (issue 14): every admin list and page; an admin write invalidates the whole root */
  admin: ['admin'],
  /** appointments with an adviser and free slots */
  rendezVous: ['rendez-vous'],
  /** the signed-in person's two-factor methods (issue 20) */
  facteurs: ['facteurs'],
} as const satisfies Record<string, readonly string[]>;
