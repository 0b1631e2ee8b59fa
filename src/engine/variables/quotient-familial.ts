// The tax household's dependants and shares of a year, under OpenFisca's names: the dependants by kind (nbF,
// nbG, nbH, nbI, nbJ; nbR, the disabled adults, is given), the declarant principal's status in January and
// the number of shares (nbptr, CGI 194 and 195). The income tax's bracket, the CSG rate of replacement
// incomes, the AAH's reduction in hospital and the local aids' family quotient all read them, so that a figure
// given by the situation is the one every rule uses.
import { at } from '../core/params.ts';
import type { Simulation } from '../core/simulation.ts';
import { defineVariable } from '../core/variables.ts';
import { quotientFamilial, type PartsQuotientFamilial } from '../params/fiscal.ts';

const janvier = (year: string) => `${year}-01`;
const personnesACharge = (s: Simulation, foyer: string) =>
  s.members('foyer_fiscal', foyer, 'personnes_a_charge');

/** dependants of the year who are children (enfant_a_charge), with or without alternating custody in January */
function enfantsACharge(s: Simulation, foyer: string, year: string, gardeAlternee: boolean): string[] {
  return personnesACharge(s, foyer).filter(
    (m) =>
      s.calc<boolean>('enfant_a_charge', m, year) &&
      s.calc<boolean>('garde_alternee', m, janvier(year)) === gardeAlternee,
  );
}
const invalides = (s: Simulation, enfants: string[], year: string) =>
  enfants.filter((m) => s.calc<boolean>('invalidite', m, janvier(year))).length;

const NOMBRE = { entity: 'foyer_fiscal', period: 'year', valueType: 'int', default: 0 } as const;

defineVariable<number>({
  ...NOMBRE,
  name: 'nbF',
  label: 'Enfants à charge du foyer fiscal, hors résidence alternée',
  formula: (s, foyer, year) => enfantsACharge(s, foyer, year, false).length,
});
defineVariable<number>({
  ...NOMBRE,
  name: 'nbG',
  label: 'Enfants à charge invalides, hors résidence alternée',
  formula: (s, foyer, year) => invalides(s, enfantsACharge(s, foyer, year, false), year),
});
defineVariable<number>({
  ...NOMBRE,
  name: 'nbH',
  label: 'Enfants à charge en résidence alternée',
  formula: (s, foyer, year) => enfantsACharge(s, foyer, year, true).length,
});
defineVariable<number>({
  ...NOMBRE,
  name: 'nbI',
  label: 'Enfants à charge invalides en résidence alternée',
  formula: (s, foyer, year) => invalides(s, enfantsACharge(s, foyer, year, true), year),
});

defineVariable<boolean>({
  name: 'enfant_majeur_celibataire_sans_enfant',
  entity: 'individu',
  period: 'year',
  valueType: 'bool',
  default: false,
  label: 'Personne à charge majeure en janvier et sans handicap, rattachée au foyer fiscal',
  formula: (s, id, year) =>
    s.roleIn('foyer_fiscal', id) === 'personnes_a_charge' &&
    s.calc<number>('age', id, janvier(year)) >= 18 &&
    !s.calc<boolean>('handicap', id, janvier(year)),
});
defineVariable<number>({
  ...NOMBRE,
  name: 'nbJ',
  label: 'Majeurs célibataires sans enfant rattachés au foyer fiscal',
  formula: (s, foyer, year) =>
    s.sumMembers('foyer_fiscal', foyer, 'enfant_majeur_celibataire_sans_enfant', year, 'personnes_a_charge'),
});
defineVariable<number>({
  ...NOMBRE,
  name: 'nb_pac',
  label: 'Personnes à charge du foyer fiscal (nbF + nbJ + nbR)',
  formula: (s, foyer, year) => s.sumVariables(['nbF', 'nbJ', 'nbR'], foyer, year),
});

// ---- the declarant principal's status in January ------------------------------------------------------------
const statutEnJanvier = (s: Simulation, foyer: string, year: string) => {
  const principal = s.members('foyer_fiscal', foyer, 'declarants')[0];
  return principal === undefined ? undefined : s.calc<string>('statut_marital', principal, janvier(year));
};
const STATUT = { entity: 'foyer_fiscal', period: 'year', valueType: 'bool', default: false } as const;

defineVariable<boolean>({
  ...STATUT,
  name: 'maries_ou_pacses',
  label: 'Déclarants mariés ou pacsés',
  formula: (s, foyer, year) => ['marie', 'pacse'].includes(statutEnJanvier(s, foyer, year) ?? ''),
});
defineVariable<boolean>({
  ...STATUT,
  name: 'celibataire_ou_divorce',
  label: 'Déclarant célibataire ou divorcé',
  formula: (s, foyer, year) => ['celibataire', 'divorce'].includes(statutEnJanvier(s, foyer, year) ?? ''),
});
defineVariable<boolean>({
  ...STATUT,
  name: 'veuf',
  label: 'Déclarant veuf',
  formula: (s, foyer, year) => statutEnJanvier(s, foyer, year) === 'veuf',
});
defineVariable<boolean>({
  ...STATUT,
  name: 'jeune_veuf',
  label: "Déclarant veuf dans l'année",
  formula: (s, foyer, year) => statutEnJanvier(s, foyer, year) === 'jeune_veuf',
});

/** adults of the return: 2 for a couple, 1 for a single or widowed person, 0 for a young widow(er), as OpenFisca */
defineVariable<number>({
  ...NOMBRE,
  name: 'nb_adult',
  label: 'Adultes du foyer fiscal pour le calcul de l’impôt',
  formula: (s, foyer, year) =>
    2 * Number(s.calc<boolean>('maries_ou_pacses', foyer, year)) +
    Number(s.calc<boolean>('celibataire_ou_divorce', foyer, year) || s.calc<boolean>('veuf', foyer, year)),
});

// ---- the number of shares (OpenFisca's nbptr, formula of 2008: cases E and K, closed since 2013, left out) ---
/** the shares of `n` dependants: ½ for each of the first two, 1 from the third */
const partsDesEnfants = (q: PartsQuotientFamilial, n: number) =>
  q.enf1 * Math.min(n, 1) + q.enf2 * Math.max(Math.min(n - 1, 1), 0) + q.enf3EtSup * Math.max(n - 2, 0);

/** the children's shares, the alternating-custody ones halved, after the dependants in full custody */
function partsEnfants(q: PartsQuotientFamilial, pac: number, nbH: number): number {
  if (nbH === 0) return partsDesEnfants(q, pac);
  if (pac === 0) return partsDesEnfants(q, nbH) * 0.5;
  const alternes =
    pac === 1 ? q.enf2 * Math.min(nbH, 1) + q.enf3EtSup * Math.max(nbH - 1, 0) : q.enf3EtSup * nbH;
  return alternes * 0.5 + partsDesEnfants(q, pac);
}

defineVariable<number>({
  name: 'nbptr',
  entity: 'foyer_fiscal',
  period: 'year',
  valueType: 'float',
  default: 0,
  label: 'Nombre de parts du quotient familial',
  formula: (s, foyer, year) => {
    const q = at(quotientFamilial, `${year}-01-01`);
    const n = (name: string) => s.calc<number>(name, foyer, year);
    const oui = (name: string) => s.calc<boolean>(name, foyer, year);
    const pac = n('nb_pac');
    const nbH = n('nbH');
    const sansPac = pac === 0;
    const alterne = nbH > 0;
    const seul = sansPac && !alterne;
    // the boxes of the return: P and F a holder's or spouse's invalidity card, W and S a veteran's card, G a
    // war widow(er), L a child raised alone (E and K, older forms of it: a child raised alone for under five
    // years, a child who died after 16), N living with someone, T a single parent
    const [P, F, W, S, G, N, T] = ['caseP', 'caseF', 'caseW', 'caseS', 'caseG', 'caseN', 'caseT'].map(oui);
    const L = oui('caseL') || oui('caseE') || oui('caseK');
    const enfants = partsEnfants(q, pac, nbH);
    const invalides = q.inv1 * (n('nbG') + n('nbI') / 2) + q.inv2 * n('nbR');
    const personneSeule = Math.max(
      Math.max(seul && P ? q.not31a : 0, seul && (W || G) ? q.not31b : 0),
      seul && L && !N ? q.not32 : 0,
    );
    const carteDuCouple = Math.max(q.not41 * (Number(P) + Number(F)), W || S ? q.not42 : 0);
    const parentIsole = T
      ? q.isol * ((sansPac && alterne ? (nbH === 1 ? 0.5 : 1) : 0) + (sansPac ? 0 : 1))
      : 0;
    const invaliditeAvecCharge = P && !seul ? q.not6 : 0;
    if (oui('maries_ou_pacses') || oui('jeune_veuf')) return 1 + q.conj + enfants + invalides + carteDuCouple;
    if (oui('veuf'))
      return (
        1 + q.veuf * Number(!seul) + enfants + invalides + personneSeule + parentIsole + invaliditeAvecCharge
      );
    if (oui('celibataire_ou_divorce'))
      return 1 + enfants + invalides + personneSeule + invaliditeAvecCharge + parentIsole;
    return 0;
  },
});
