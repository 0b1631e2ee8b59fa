// The Urssaf's model of the French social and tax rules (modele-social, run by publicodes): a second
// implementation of the law the engine's tests compare it with.
import Engine from 'publicodes';
import rules from 'modele-social';

let modele: Engine | undefined;

/** the values of these rules in a situation (publicodes syntax: `'…'` for texts, `1500 €/mois` for amounts) */
export function selonLUrssaf<R extends string>(
  situation: Record<string, string>,
  regles: R[],
): Record<R, number> {
  modele ??= new Engine(rules, { logger: { log() {}, warn() {}, error() {} } });
  modele.setSituation(situation);
  return Object.fromEntries(regles.map((r) => [r, modele!.evaluate(r).nodeValue as number])) as Record<
    R,
    number
  >;
}

/** a month (YYYY-MM) as the model's `date` */
export const dateUrssaf = (mois: string) => `'01/${mois.slice(5)}/${mois.slice(0, 4)}'`;
