// PAJE allocation de base: monthly, for a child under 3, at full or partial rate depending on resources.
import type { AidDefinition } from '../../core/aid.ts';
import { euros, notEligible } from '../../core/aid.ts';
import { at, atOrNull, type Parameter } from '../../core/params.ts';
import { defineVariable } from '../../core/variables.ts';
import type { Simulation } from '../../core/simulation.ts';
import { bmaf, crdsTaux } from '../../params/commun.ts';
import {
  pajeAgeLimite,
  pajeAnciensRegimes,
  pajeMajorationBiactifsTauxPartiel,
  pajeMajorationBiactifsTauxPlein,
  pajeMajorationPlafondEnfants12,
  pajeMajorationPlafondEnfants3,
  pajePlafondTauxPartiel,
  pajePlafondTauxPlein,
  pajeBmafGeleeAu,
  pajeRegime2014,
  pajeRegimeAvant2014,
  pajeTauxPlein,
} from './params.ts';
import { sourcesOf } from './prestations.ts';

export const enfantEligiblePaje = defineVariable<boolean>({
  name: 'enfant_eligible_paje',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: "Enfant ouvrant droit à l'allocation de base de la PAJE (moins de 3 ans, non autonome)",
  // OpenFisca (paje.py): numpy age, so a child born this month or expected (age −1) counts too
  formula: (s, id, month) =>
    s.calc<number>('age', id, month) < at(pajeAgeLimite, month) &&
    !s.calc<boolean>('autonomie_financiere', id, month),
});

/**
 * The rules follow the birth date of the family's youngest member: from April 2018, from April 2014 (the 2014
 * reform), or before April 2014; from May 2021, the 2018 rules for all (pajeAnciensRegimes)
 */
export type RegimePaje = 'avril_2018' | 'avril_2014' | 'avant_avril_2014';
const DEBUT_REGIME_2014 = '2014-04-01';
const DEBUT_REGIME_2018 = '2018-04-01';

function regimeOf(s: Simulation, famille: string, month: string): RegimePaje {
  if (!at(pajeAnciensRegimes, month)) return 'avril_2018';
  let plusJeune = '';
  for (const id of s.members('famille', famille)) {
    const naissance = s.calc<string>('date_naissance', id, month);
    if (naissance > plusJeune) plusJeune = naissance;
  }
  if (plusJeune >= DEBUT_REGIME_2018) return 'avril_2018';
  return plusJeune >= DEBUT_REGIME_2014 ? 'avril_2014' : 'avant_avril_2014';
}

const TAUX_PLEIN: Record<RegimePaje, Parameter<number>> = {
  avril_2018: pajeTauxPlein,
  avril_2014: pajeRegime2014.tauxPlein,
  avant_avril_2014: pajeRegimeAvant2014.tauxPlein,
};

/** majorations for a couple with two incomes or a single parent */
const majore = (s: Simulation, famille: string, month: string) =>
  !s.calc<boolean>('en_couple', famille, month) || s.calc<boolean>('biactivite', famille, month);

/** a regime's ceilings without children, their majorations per child and for two incomes or a single parent */
interface BaremePaje {
  plein: number;
  partiel: number;
  deuxPremiers: number;
  suivants: number;
  biactifsPlein: number;
  biactifsPartiel: number;
}

function baremePaje(regime: RegimePaje, month: string): BaremePaje {
  if (regime === 'avril_2014') {
    // one majoration per child; the regime's ceilings end in April 2021 (0 from then, as OpenFisca)
    const r = pajeRegime2014;
    const lu = (p: Parameter<number>) => atOrNull(p, month) ?? 0;
    const parEnfant = lu(r.majorationParEnfant);
    return {
      plein: lu(r.plafondTauxPlein),
      partiel: lu(r.plafondTauxPartiel),
      deuxPremiers: parEnfant,
      suivants: parEnfant,
      biactifsPlein: lu(r.majorationBiactifsTauxPlein),
      biactifsPartiel: lu(r.majorationBiactifsTauxPartiel),
    };
  }
  if (regime === 'avant_avril_2014') {
    // a single ceiling
    const r = pajeRegimeAvant2014;
    const plafond = at(r.plafond, month);
    const biactifs = at(r.majorationBiactifs, month);
    return {
      plein: plafond,
      partiel: plafond,
      deuxPremiers: at(r.majorationDeuxPremiers, month),
      suivants: at(r.majorationSuivants, month),
      biactifsPlein: biactifs,
      biactifsPartiel: biactifs,
    };
  }
  return {
    plein: at(pajePlafondTauxPlein, month),
    partiel: at(pajePlafondTauxPartiel, month),
    deuxPremiers: at(pajeMajorationPlafondEnfants12, month),
    suivants: at(pajeMajorationPlafondEnfants3, month),
    biactifsPlein: at(pajeMajorationBiactifsTauxPlein, month),
    biactifsPartiel: at(pajeMajorationBiactifsTauxPartiel, month),
  };
}

/**
 * [full-rate ceiling, partial-rate ceiling] of the regime for the famille with `n` children (its af_nbenf by
 * default): each ceiling raised by a share of itself per child, plus a fixed amount for two incomes or a single
 * parent
 */
export function plafondsPaje(
  s: Simulation,
  famille: string,
  month: string,
  regime: RegimePaje,
  n = s.calc<number>('af_nbenf', famille, month),
): [number, number] {
  const b = baremePaje(regime, month);
  const coef = 1 + b.deuxPremiers * Math.min(n, 2) + b.suivants * Math.max(0, n - 2);
  const bonus = majore(s, famille, month);
  return [b.plein * coef + (bonus ? b.biactifsPlein : 0), b.partiel * coef + (bonus ? b.biactifsPartiel : 0)];
}

/** the BMAF the PAJE's amounts are a share of: frozen at April 2013's from May 2013 to March 2018 */
export const bmafPaje = (month: string) => at(bmaf, atOrNull(pajeBmafGeleeAu, month) ?? month);

/** the full-rate amount of the allocation de base */
const montantTauxPlein = (month: string, regime: RegimePaje) =>
  bmafPaje(month) * at(TAUX_PLEIN[regime], month);

/** one allocation per family, whatever the number of eligible members (OpenFisca: famille.any) */
const aUnEnfantEligible = (s: Simulation, famille: string, month: string) =>
  s.anyMember('famille', famille, 'enfant_eligible_paje', month);

export const pajeBase = defineVariable<number>({
  name: 'paje_base',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Allocation de base de la PAJE',
  formula: (s, famille, month) => {
    if (!aUnEnfantEligible(s, famille, month)) return 0;
    const ressources = s.calc<number>('prestations_familiales_base_ressources', famille, month);
    const regime = regimeOf(s, famille, month);
    const [plein, partiel] = plafondsPaje(s, famille, month, regime);
    // the partial rate is half the full one (OpenFisca's paje_base)
    const part = ressources <= plein ? 1 : ressources <= partiel ? 0.5 : 0;
    return part === 0 ? 0 : part * montantTauxPlein(month, regime);
  },
});

export const allocationBasePaje: AidDefinition = {
  id: 'paje_base',
  nom: "Allocation de base de la PAJE (prestation d'accueil du jeune enfant)",
  institution: 'CAF ou MSA',
  description:
    'Une aide mensuelle pour entretenir et élever un enfant de moins de 3 ans, versée à taux plein ou partiel selon les revenus du foyer.',
  periodicite: 'mensuelle',
  lien: 'https://www.service-public.gouv.fr/particuliers/vosdroits/F2552',
  teleservice: 'https://www.caf.fr/allocataires/mes-services-en-ligne/faire-une-demande-de-prestation',
  sources: sourcesOf(
    pajeTauxPlein,
    pajePlafondTauxPlein,
    pajePlafondTauxPartiel,
    pajeMajorationPlafondEnfants12,
    bmaf,
    crdsTaux,
  ),
  dejaPercue: ['paje_base', 'paje'],
  evaluate(s, who, month) {
    const famille = who.famille;
    if (!aUnEnfantEligible(s, famille, month))
      return notEligible("L'allocation de base concerne les familles avec un enfant de moins de 3 ans.");
    const ressources = s.calc<number>('prestations_familiales_base_ressources', famille, month);
    const [plein, partiel] = plafondsPaje(s, famille, month, regimeOf(s, famille, month));
    const montant = s.calc<number>('paje_base', famille, month);
    if (montant <= 0)
      return notEligible(
        `Vos ressources de l'année N-2 (${euros(ressources)}) dépassent le plafond de ${euros(partiel)}.`,
      );
    const tauxPlein = ressources <= plein;
    return {
      eligible: true,
      montant,
      explication: [
        tauxPlein
          ? `Vos ressources de l'année N-2 (${euros(ressources)}) sont sous le plafond du taux plein (${euros(plein)}).`
          : `Vos ressources de l'année N-2 (${euros(ressources)}) dépassent le plafond du taux plein (${euros(plein)}) mais pas celui du taux partiel (${euros(partiel)}).`,
        `Allocation ${tauxPlein ? 'à taux plein' : 'à taux partiel'} : ${euros(montant)} par mois (0,5 % de CRDS prélevé au versement), jusqu'aux 3 ans de l'enfant.`,
      ],
    };
  },
};
