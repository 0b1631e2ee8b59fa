// Overseas residence of a dwelling, from its commune code (depcom) as OpenFisca derives it, or from the
// `residence` answer when no commune is known. A situation may also give any of these flags directly.
import { at } from '../core/params.ts';
import type { Simulation } from '../core/simulation.ts';
import { defineVariable } from '../core/variables.ts';
import { DEPARTEMENTS_DES_REGIONS } from '../params/geopolitique.ts';

/** OpenFisca variable → [commune code prefix, value of `residence`, name] */
const TERRITOIRES = {
  residence_guadeloupe: ['971', 'guadeloupe', 'en Guadeloupe'],
  residence_martinique: ['972', 'martinique', 'en Martinique'],
  residence_guyane: ['973', 'guyane', 'en Guyane'],
  residence_reunion: ['974', 'la_reunion', 'à La Réunion'],
  residence_saint_pierre_et_miquelon: ['975', 'saint_pierre_et_miquelon', 'à Saint-Pierre-et-Miquelon'],
  residence_mayotte: ['976', 'mayotte', 'à Mayotte'],
  residence_saint_bartelemy: ['977', 'saint_bartelemy', 'à Saint-Barthélemy'],
  residence_saint_martin: ['978', 'saint_martin', 'à Saint-Martin'],
} as const;

export type Territoire = keyof typeof TERRITOIRES;

function habite(
  s: Simulation,
  menage: string,
  month: string,
  [prefixe, residence]: readonly [string, string, string],
) {
  const depcom = String(s.calc<string>('depcom', menage, month) ?? '');
  if (depcom !== '') return depcom.startsWith(prefixe);
  return s.calc<string>('residence', menage, month) === residence;
}

for (const [name, territoire] of Object.entries(TERRITOIRES))
  defineVariable<boolean>({
    name,
    entity: 'menage',
    period: 'month',
    valueType: 'bool',
    default: false,
    label: `Logement situé ${territoire[2]}`,
    formula: (s, menage, month) => habite(s, menage, month, territoire),
  });

/**
 * The territory of the dwelling, as OpenFisca derives it from the flags above (metropolitan France when none
 * holds, a commune given or not); with no commune given, only a `residence` or a flag given as input says where
 * the dwelling is overseas.
 */
defineVariable<string>({
  name: 'residence',
  entity: 'menage',
  period: 'month',
  valueType: 'enum',
  default: 'non_renseigne',
  possibleValues: [
    'non_renseigne',
    'metropole',
    ...Object.values(TERRITOIRES).map(([, residence]) => residence),
  ],
  label: 'Lieu de résidence du ménage',
  formula: (s, menage, month) => {
    // without a commune, the flags would read `residence` back: only those given by the situation count
    const sansCommune = String(s.calc<string>('depcom', menage, month) ?? '') === '';
    for (const [name, [, residence]] of Object.entries(TERRITOIRES))
      if ((!sansCommune || s.hasInput(name, menage, month)) && s.calc<boolean>(name, menage, month))
        return residence;
    // OpenFisca's default of the select: metropolitan France, with or without a commune
    return 'metropole';
  },
});

const DOM = [
  'residence_guadeloupe',
  'residence_martinique',
  'residence_guyane',
  'residence_reunion',
  'residence_mayotte',
] as const;

export const residenceDom = defineVariable<boolean>({
  name: 'residence_dom',
  entity: 'menage',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: "Logement dans un département d'outre-mer (Guadeloupe, Martinique, Guyane, La Réunion, Mayotte)",
  formula: (s, menage, month) => DOM.some((d) => s.calc<boolean>(d, menage, month)),
});

/** Saint-Barthélemy and Saint-Martin, no longer départements, keep the overseas scale of the housing aids */
export const residenceAidesLogementOutreMer = defineVariable<boolean>({
  name: 'residence_aides_logement_outre_mer',
  entity: 'menage',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Le logement relève du barème outre-mer des aides au logement',
  formula: (s, menage, month) =>
    s.calc<boolean>('residence_dom', menage, month) ||
    s.calc<boolean>('residence_saint_bartelemy', menage, month) ||
    s.calc<boolean>('residence_saint_martin', menage, month),
});

/** true when the dwelling is in this territory (reads the situation's flag when given) */
export const resideA = (s: Simulation, menage: string, month: string, territoire: Territoire) =>
  s.calc<boolean>(territoire, menage, month);

/** the region of the dwelling, from its commune code (OpenFisca's region) */
defineVariable<string>({
  name: 'region',
  entity: 'menage',
  period: 'month',
  valueType: 'enum',
  default: 'non_renseigne',
  possibleValues: ['non_renseigne', ...DEPARTEMENTS_DES_REGIONS.map(([region]) => region)],
  label: 'Région de résidence',
  formula: (s, menage, month) => {
    const depcom = String(s.calc<string>('depcom', menage, month) ?? '');
    if (depcom === '') return 'non_renseigne';
    const trouvee = DEPARTEMENTS_DES_REGIONS.find(([, departements]) =>
      at(departements, month).some((d) => depcom.startsWith(d)),
    );
    return trouvee?.[0] ?? 'non_renseigne';
  },
});
