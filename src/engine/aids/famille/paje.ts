// PAJE allocation de base: monthly, for a child under 3, at full or partial rate depending on resources.
import type { AidDefinition } from '../../core/aid.ts';
import { euros, notEligible } from '../../core/aid.ts';
import { at } from '../../core/params.ts';
import { defineVariable } from '../../core/variables.ts';
import type { Simulation } from '../../core/simulation.ts';
import { bmaf, crdsTaux } from '../../params/commun.ts';
import {
  pajeAgeLimite,
  pajeMajorationBiactifsTauxPartiel,
  pajeMajorationBiactifsTauxPlein,
  pajeMajorationPlafondEnfants12,
  pajeMajorationPlafondEnfants3,
  pajePlafondTauxPartiel,
  pajePlafondTauxPlein,
  pajeTauxPartiel,
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

/** [full-rate ceiling, partial-rate ceiling] for the famille */
function plafondsPaje(s: Simulation, famille: string, month: string): [number, number] {
  const n = s.calc<number>('af_nbenf', famille, month);
  const coef =
    1 +
    at(pajeMajorationPlafondEnfants12, month) * Math.min(n, 2) +
    at(pajeMajorationPlafondEnfants3, month) * Math.max(0, n - 2);
  const majore =
    !s.calc<boolean>('en_couple', famille, month) || s.calc<boolean>('biactivite', famille, month);
  return [
    at(pajePlafondTauxPlein, month) * coef + (majore ? at(pajeMajorationBiactifsTauxPlein, month) : 0),
    at(pajePlafondTauxPartiel, month) * coef + (majore ? at(pajeMajorationBiactifsTauxPartiel, month) : 0),
  ];
}

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
    const [plein, partiel] = plafondsPaje(s, famille, month);
    const taux =
      ressources <= plein ? at(pajeTauxPlein, month) : ressources <= partiel ? at(pajeTauxPartiel, month) : 0;
    return at(bmaf, month) * taux;
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
    pajeTauxPartiel,
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
    const [plein, partiel] = plafondsPaje(s, famille, month);
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
