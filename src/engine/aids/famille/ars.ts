// Allocation de rentrée scolaire: once a year (late August) per schooled child aged 6 to 18, under a resource ceiling.
import type { AidDefinition } from '../../core/aid.ts';
import { euros, notEligible } from '../../core/aid.ts';
import { at } from '../../core/params.ts';
import { defineVariable } from '../../core/variables.ts';
import type { Simulation } from '../../core/simulation.ts';
import { bmaf } from '../../params/commun.ts';
import {
  arsAgeMax,
  arsMajorationPlafondParEnfant,
  arsMontantMinimum,
  arsPlafond,
  arsTranches,
} from './params.ts';
import { enfantsOf, plural, sourcesOf } from './prestations.ts';

/**
 * Children of the rentrée of year Y with their amount, as OpenFisca (ars.py): `age` on 1 December gives the
 * band (6-10, 11-14, 15-17); an 18-year-old aged 216 to 218 months then still counts at the lycée rate if not
 * financially autonomous in December. The bands are counted by OpenFisca's nb_enf, whose source is not in the
 * reference package; the same autonomy test is presumed there, as the 18-year term repeats it.
 */
function enfantsArs(s: Simulation, famille: string, year: string): { enfant: string; montant: number }[] {
  const octobre = `${year}-10`;
  const decembre = `${year}-12`;
  const tranches = at(arsTranches, octobre);
  const ageMax = at(arsAgeMax, octobre);
  const base = at(bmaf, octobre);
  const out: { enfant: string; montant: number }[] = [];
  for (const e of enfantsOf(s, famille)) {
    const tranche = trancheArs(s, e, decembre, tranches, ageMax);
    if (!tranche || s.calc<boolean>('autonomie_financiere', e, decembre)) continue;
    out.push({ enfant: e, montant: base * tranche.taux });
  }
  return out;
}

function trancheArs(
  s: Simulation,
  enfant: string,
  decembre: string,
  tranches: { ageMin: number; taux: number }[],
  ageMax: number,
): { ageMin: number; taux: number } | undefined {
  const age = s.calc<number>('age', enfant, decembre);
  if (age >= tranches[0].ageMin && age < ageMax) return [...tranches].reverse().find((t) => age >= t.ageMin);
  const mois = s.calc<number>('age_en_mois', enfant, decembre);
  return mois >= 12 * ageMax && mois <= 12 * ageMax + 2 ? tranches[tranches.length - 1] : undefined;
}

const plafondArs = (s: Simulation, famille: string, year: string) =>
  at(arsPlafond, `${year}-01`) *
  (1 + at(arsMajorationPlafondParEnfant, `${year}-01`) * s.calc<number>('af_nbenf', famille, `${year}-10`));

export const ars = defineVariable<number>({
  name: 'ars',
  entity: 'famille',
  period: 'year',
  valueType: 'float',
  default: 0,
  label: 'Allocation de rentrée scolaire',
  formula: (s, famille, year) => {
    const brut = enfantsArs(s, famille, year).reduce((t, x) => t + x.montant, 0);
    if (brut === 0) return 0;
    const depassement = Math.max(
      0,
      s.calc<number>('prestations_familiales_base_ressources', famille, `${year}-01`) -
        plafondArs(s, famille, year),
    );
    const montant = Math.max(0, brut - depassement);
    return montant < at(arsMontantMinimum, `${year}-10`) ? 0 : montant;
  },
});

export const allocationRentreeScolaire: AidDefinition = {
  id: 'ars',
  nom: 'Allocation de rentrée scolaire (ARS)',
  institution: 'CAF ou MSA',
  description:
    'Une aide versée fin août pour les frais de rentrée de chaque enfant scolarisé de 6 à 18 ans, si les revenus du foyer ne dépassent pas un plafond.',
  periodicite: 'annuelle',
  lien: 'https://www.service-public.gouv.fr/particuliers/vosdroits/F1878',
  teleservice: 'https://www.caf.fr/allocataires/mes-services-en-ligne/faire-une-demande-de-prestation',
  sources: sourcesOf(arsTranches, arsPlafond, arsMajorationPlafondParEnfant, arsMontantMinimum, bmaf),
  conditionsAVerifier: ["L'enfant de 16 à 18 ans est encore scolarisé ou apprenti."],
  dejaPercue: ['ars'],
  evaluate(s, who, month) {
    const year = month.slice(0, 4);
    const enfants = enfantsArs(s, who.famille, year);
    if (enfants.length === 0)
      return notEligible(
        `L'ARS ${year} concerne les enfants à charge de 6 à 18 ans ; vous n'en avez pas déclaré.`,
      );
    const montant = s.calc<number>('ars', who.famille, year);
    const ressources = s.calc<number>('prestations_familiales_base_ressources', who.famille, `${year}-01`);
    const plafond = plafondArs(s, who.famille, year);
    if (montant <= 0)
      return notEligible(
        `Vos ressources de l'année ${Number(year) - 2} (${euros(ressources)}) dépassent le plafond de ${euros(plafond)}.`,
      );
    const explication = enfants.map(
      (x) =>
        `${euros(x.montant)} pour l'enfant âgé de ${s.calc<number>('age', x.enfant, `${year}-12`)} ans au 1er décembre.`,
    );
    if (ressources > plafond)
      explication.push(
        `Vos ressources dépassent le plafond de ${euros(ressources - plafond)} : ce dépassement est retiré.`,
      );
    explication.push(
      `Total pour la rentrée ${year} (${plural(enfants.length, 'enfant')}) : ${euros(montant)}, versé fin août.`,
    );
    return { eligible: true, montant, explication };
  },
};
