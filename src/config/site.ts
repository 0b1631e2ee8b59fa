// The company's identity and the third-party URLs, filled once by the operator. Every value may be overridden
// by a VITE_* variable at build time so a deployment never needs a code change.
const env = import.meta.env as Record<string, string | undefined>;
const pick = (name: string, fallback: string) => (env[name]?.trim() ? env[name]!.trim() : fallback);
/** the first of these variables that is set, else '' (the pages hide what is not configured) */
const optional = (...names: string[]) => names.map((n) => env[n]?.trim()).find(Boolean) ?? '';

/** social networks shown in the footer, each only when its address is configured */
const SOCIAL = [
  ['Instagram', 'VITE_COMPANY_INSTAGRAM', 'VITE_SOCIAL_INSTAGRAM'],
  ['LinkedIn', 'VITE_COMPANY_LINKEDIN', 'VITE_SOCIAL_LINKEDIN'],
  ['TikTok', 'VITE_COMPANY_TIKTOK', 'VITE_SOCIAL_TIKTOK'],
  ['Facebook', 'VITE_COMPANY_FACEBOOK', 'VITE_SOCIAL_FACEBOOK'],
  ['X', 'VITE_COMPANY_X', 'VITE_SOCIAL_X'],
] as const;

export const company = {
  brand: 'Aidy',
  legalName: pick('VITE_COMPANY_LEGAL_NAME', 'Aidy SAS'),
  legalForm: pick('VITE_COMPANY_LEGAL_FORM', 'Société par actions simplifiée'),
  capital: pick('VITE_COMPANY_CAPITAL', '1 000 €'),
  address: pick('VITE_COMPANY_ADDRESS', '12 rue de la Solidarité, 69002 Lyon, France'),
  siren: pick('VITE_COMPANY_SIREN', '000 000 000 (à renseigner par l’exploitant)'),
  rcs: pick('VITE_COMPANY_RCS', 'RCS Lyon (à renseigner)'),
  vat: pick('VITE_COMPANY_VAT', 'FR00 000000000 (à renseigner)'),
  publicationDirector: pick('VITE_COMPANY_DIRECTOR', 'Le président de la société (à renseigner)'),
  email: pick('VITE_CONTACT_EMAIL', 'contact@aidy.fr'),
  privacyEmail: pick('VITE_PRIVACY_EMAIL', 'dpo@aidy.fr'),
  /** '' when not configured: the pages then give no phone number */
  phone: optional('VITE_COMPANY_PHONE', 'VITE_CONTACT_PHONE'),
  phoneHours: 'de 10 h à 18 h, tous les jours',
  host: {
    name: 'Netlify, Inc.',
    address: '512 2nd Street, Suite 200, San Francisco, CA 94107, États-Unis',
    website: 'https://www.netlify.com',
  },
  /** only the networks whose address is configured (none by default) */
  social: SOCIAL.map(([label, ...names]) => ({ label, href: optional(...names) })).filter((s) => s.href),
};

/** Figures claimed on the pages (seed 001 §1). */
export const figures = {
  helped: '15k+',
  takenInCharge: '100%',
  footerCounter: 15748,
  feePercent: 10,
  appointmentMinutes: 15,
  calendarSlotMinutes: 30,
  cancelHoursAhead: 24,
} as const;

/** The calendar page embedded in the booking modal; empty = show the contact details instead. */
export const calendarUrl = pick('VITE_CALENDAR_URL', '');

/** The two analytics scripts, loaded only after consent (seed 001 §4). Empty = nothing to load. */
export const analyticsScripts = [pick('VITE_ANALYTICS_URL_1', ''), pick('VITE_ANALYTICS_URL_2', '')].filter(
  Boolean,
);

/** Names shown on /cookies for the two analytics tools. */
export const analyticsToolNames = [
  pick('VITE_ANALYTICS_NAME_1', 'Google Analytics (mesure d’audience)'),
  pick('VITE_ANALYTICS_NAME_2', 'Microsoft Clarity (analyse de navigation)'),
] as const;
