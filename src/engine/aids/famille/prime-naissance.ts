// Prime à la naissance of the PAJE (L531-2 CSS): a lump sum at the end of the 7th month of pregnancy, under the
// resource ceiling of the allocation de base at partial rate, the expected child counted.
import type { AidDefinition } from '../../core/aid.ts';
import { euros, notEligible } from '../../core/aid.ts';
import { at } from '../../core/params.ts';
import { addMonths } from '../../core/periods.ts';
import type { Simulation } from '../../core/simulation.ts';
import { defineVariable } from '../../core/variables.ts';
import { bmaf } from '../../params/commun.ts';
import { bmafPaje, plafondsPaje } from './paje.ts';
import { pajePlafondTauxPartiel, pajePrimeNaissance } from './params.ts';
import { sourcesOf } from './prestations.ts';

/** before April 2018 the 2014 reform's ceilings applied */
const AVANT_2018 = '2018-04';

/** the prime for one child, rounded to the cent as OpenFisca does */
const montantPrime = (month: string) =>
  Math.round(100 * at(pajePrimeNaissance, month) * bmafPaje(month)) / 100;

/** the children of the famille born two calendar months after this one: the prime is paid this month */
function enfantsAttendus(s: Simulation, famille: string, month: string): number {
  const naissance = addMonths(month, 2);
  let n = 0;
  for (const id of s.members('famille', famille, 'enfants'))
    if (s.calc<string>('date_naissance', id, month).startsWith(naissance)) n++;
  return n;
}

/** the ceiling with `attendus` expected children counted with the others, and the famille's resources */
function plafondEtRessources(s: Simulation, famille: string, month: string, attendus: number) {
  const n = s.calc<number>('af_nbenf', famille, month) + attendus;
  return {
    plafond: plafondsPaje(s, famille, month, month < AVANT_2018 ? 'avril_2014' : 'avril_2018', n)[1],
    ressources: s.calc<number>('prestations_familiales_base_ressources', famille, month),
  };
}

defineVariable<number>({
  name: 'paje_naissance',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Prime à la naissance de la PAJE',
  formula: (s, famille, month) => {
    const attendus = enfantsAttendus(s, famille, month);
    if (attendus === 0) return 0;
    const { plafond, ressources } = plafondEtRessources(s, famille, month, attendus);
    return ressources <= plafond ? montantPrime(month) * attendus : 0;
  },
});

export const primeNaissance: AidDefinition = {
  id: 'paje_naissance',
  nom: 'Prime à la naissance (PAJE)',
  institution: 'CAF ou MSA',
  description:
    'Une somme versée une fois, au 7e mois de grossesse, pour préparer l’arrivée de l’enfant, si les revenus du foyer ne dépassent pas un plafond.',
  periodicite: 'ponctuelle',
  lien: 'https://www.service-public.gouv.fr/particuliers/vosdroits/F2550',
  teleservice: 'https://www.caf.fr/allocataires/mes-services-en-ligne/faire-une-demande-de-prestation',
  sources: sourcesOf(pajePrimeNaissance, pajePlafondTauxPartiel, bmaf),
  conditionsAVerifier: [
    'Grossesse déclarée à la CAF et à l’Assurance maladie dans les 14 premières semaines.',
  ],
  dejaPercue: ['paje_naissance'],
  evaluate(s, who, month) {
    const famille = who.famille;
    // a birth expected in two months is the situation's; a pregnancy with no date counts one expected child
    const attendus = enfantsAttendus(s, famille, month);
    if (attendus === 0 && !s.anyMember('famille', famille, 'enceinte', month))
      return notEligible('La prime à la naissance est versée pendant la grossesse, à la fin du 7e mois.');
    const { plafond, ressources } = plafondEtRessources(s, famille, month, Math.max(attendus, 1));
    if (ressources > plafond)
      return notEligible(
        `Vos ressources de l'année N-2 (${euros(ressources)}) dépassent le plafond de ${euros(plafond)}, enfant attendu compté.`,
      );
    const montant = montantPrime(month) * Math.max(attendus, 1);
    return {
      eligible: true,
      montant,
      explication: [
        `Vos ressources de l'année N-2 (${euros(ressources)}) sont sous le plafond de ${euros(plafond)}, enfant attendu compté.`,
        `Prime de ${euros(montant)}, versée une fois à la fin du 7e mois de grossesse.`,
      ],
    };
  },
};
