// Evaluates one local aid with the catalogue's semantics: interest gate, AND of the general conditions, OR of
// the profiles (each with its own conditions), then the amount (floored to the aid's step, the euro by default).
import { compare, evaluerCondition, type Environnement, type Verdict } from './conditions.ts';
import type { ContexteLocal } from './contexte.ts';
import { libelleProfil, PROFILS } from './profils.ts';
import type { AideLocale, CatalogueLocal, ConditionLocale, Operateur } from './types.ts';

export interface EvaluationLocale {
  /** false when the interest gate stops the aid: it is not computed and not shown */
  calculee: boolean;
  eligible: boolean;
  montant: number;
  /** for an eligible aid, the conditions met; otherwise the ones that fail */
  explication: string[];
}

const AGE_MIN = new Set<Operateur>(['>=', '>']);
const AGE_MAX = new Set<Operateur>(['<=', '<']);

/** the conditions of a list, with a lower and an upper age bound read as one range ("16–25 ans") */
export function evaluerConditions(
  list: ConditionLocale[],
  ctx: ContexteLocal,
  env: Environnement,
): Verdict[] {
  const ages = list.filter((c): c is Extract<ConditionLocale, { type: 'age' }> => c.type === 'age');
  const min = ages.find((c) => AGE_MIN.has(c.operator));
  const max = ages.find((c) => AGE_MAX.has(c.operator));
  const out: Verdict[] = [];
  for (const c of list) {
    if (min && max && (c === min || c === max)) {
      if (c === max) continue;
      const from = min.operator === '>' ? min.value + 1 : min.value;
      const to = max.operator === '<' ? max.value - 1 : max.value;
      const ok =
        ctx.age !== undefined &&
        compare(min.operator, ctx.age, min.value) &&
        compare(max.operator, ctx.age, max.value);
      out.push({
        ok,
        texte: `Réservé aux ${from}–${to} ans : ${
          ctx.age === undefined
            ? 'votre date de naissance manque'
            : `vous avez ${ctx.age} an${ctx.age > 1 ? 's' : ''}`
        }.`,
      });
      continue;
    }
    out.push(evaluerCondition(c, ctx, env));
  }
  return out;
}

/** the rounding of the source: floored to `arrondi` (1 € by default) */
export function arrondir(montant: number, pas = 1): number {
  return Math.floor(montant / pas + 1e-9) * pas;
}

export function evaluerAideLocale(
  aide: AideLocale,
  ctx: ContexteLocal,
  noms: CatalogueLocal['noms'],
): EvaluationLocale {
  if (aide.interet && !ctx.interets.has(aide.interet))
    return { calculee: false, eligible: false, montant: 0, explication: [] };
  const env: Environnement = { aide, noms };
  const generales = evaluerConditions(aide.conditions, ctx, env);
  const echecs = generales.filter((v) => !v.ok);
  if (echecs.length)
    return { calculee: true, eligible: false, montant: 0, explication: echecs.map((v) => v.texte) };
  const explication = generales.map((v) => v.texte);
  if (aide.profils.length) {
    let trouve: string | undefined;
    const raisons: string[] = [];
    for (const p of aide.profils) {
      const profil = PROFILS[p.type];
      const ok = profil ? profil.test(ctx) : false;
      if (!ok) continue;
      const inner = evaluerConditions(p.conditions ?? [], ctx, env);
      const ko = inner.filter((v) => !v.ok);
      if (!ko.length) {
        trouve = [`Pour ${libelleProfil(p.type)} : c’est votre cas.`, ...inner.map((v) => v.texte)].join(' ');
        break;
      }
      raisons.push(`Pour ${libelleProfil(p.type)} : ${ko.map((v) => v.texte).join(' ')}`);
    }
    if (!trouve) {
      const qui = [...new Set(aide.profils.map((p) => libelleProfil(p.type)))].join(', ');
      return {
        calculee: true,
        eligible: false,
        montant: 0,
        explication: raisons.length
          ? raisons
          : [`Réservé à ${qui.replace(/^les /, 'ces publics : les ')} : ce n’est pas votre situation.`],
      };
    }
    explication.push(trouve);
  }
  const montant = aide.type === 'float' ? arrondir(aide.montant ?? 0, aide.arrondi ?? 1) : 0;
  // a float aid worth 0 is not shown, like in the source
  if (aide.type === 'float' && montant <= 0)
    return {
      calculee: true,
      eligible: false,
      montant: 0,
      explication: ['Le montant de cette aide est nul pour vous.'],
    };
  return { calculee: true, eligible: true, montant, explication };
}
