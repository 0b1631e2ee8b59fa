// Replacement incomes from gross to net: unemployment benefits (ARE) and pensions. As in OpenFisca, the
// contributions are negative amounts: taxable = gross + pension contribution + deductible CSG; net = taxable +
// non-deductible CSG + CRDS (+ CASA on pensions). A situation that gives a net or taxable amount keeps it.
import { at, atOrNull } from '../core/params.ts';
import { addYears, yearOf } from '../core/periods.ts';
import type { Simulation } from '../core/simulation.ts';
import { defineVariable } from '../core/variables.ts';
import { roundHalfEvenTo } from '../core/rounding.ts';
import { crdsTaux, nbHeuresTravailMensuel, smicHoraireBrut } from '../params/commun.ts';
import {
  abattementAssietteChomage,
  areMontantMinimumJournalier,
  casaTaux,
  csgChomageDeductibleTauxPlein,
  csgChomageDeductibleTauxReduit,
  csgChomageImposableTauxPlein,
  csgRetraiteDeductibleTauxMedian,
  csgRetraiteDeductibleTauxPlein,
  csgRetraiteDeductibleTauxReduit,
  csgRetraiteImposable,
  chomageSeuilExonerationSmic,
  seuilRfrExoneration,
  seuilRfrTauxMedian,
  seuilRfrTauxReduit,
  tauxCotisationRetraiteComplementaireChomage,
} from '../params/remplacement.ts';

type Taux = 'exonere' | 'reduit' | 'median' | 'plein';

/**
 * What the chains start from: without a gross allowance (or a taxable or net amount given along the chain),
 * every amount of the unemployment chain is 0, whatever the household's RFR; likewise for pensions.
 */
const SANS_ALLOCATION = ['allocation_retour_emploi_journaliere'];
const SANS_PENSION = ['retraite_brute'];

/** a contribution as OpenFisca writes it, negative (and 0 rather than −0) */
export const negatif = (montant: number) => (montant === 0 ? 0 : -montant);

/** days in a month YYYY-MM */
export const joursDuMois = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

/**
 * The CSG rate band of a replacement income, from the tax household's revenu fiscal de référence of year N-2
 * and its number of shares (L136-8 III CSS): exempt, reduced, median (pensions, since 2019) or full.
 */
function tauxRemplacement(s: Simulation, id: string, month: string): Taux {
  const foyer = s.foyerFiscal(id);
  const n2 = addYears(yearOf(month), -2);
  const rfr = s.calc<number>('rfr', foyer, n2);
  const demiPartsSupplementaires = Math.max(0, (s.calc<number>('nbptr', foyer, n2) - 1) * 2);
  const plafond = (seuil: [number, number]) => seuil[0] + demiPartsSupplementaires * seuil[1];
  if (rfr <= plafond(at(seuilRfrExoneration, month))) return 'exonere';
  if (rfr <= plafond(at(seuilRfrTauxReduit, month))) return 'reduit';
  const median = atOrNull(seuilRfrTauxMedian, month);
  return median !== null && rfr <= plafond(median) ? 'median' : 'plein';
}

// ---- unemployment benefits -----------------------------------------------------------------------------------
defineVariable<number>({
  name: 'allocation_retour_emploi_journaliere_taux_plein',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: SANS_ALLOCATION,
  label: "Allocation journalière brute de l'ARE au taux plein (avant la dégressivité)",
  formula: (s, id, month) => s.calc<number>('allocation_retour_emploi_journaliere', id, month),
});

/** the daily allowance the month's ARE and the complément's days are counted in: the full rate when degressive */
export const allocationJournaliereRetenue = (s: Simulation, id: string, month: string) =>
  s.calc<number>(
    s.calc<boolean>('degressivite_are', id, month)
      ? 'allocation_retour_emploi_journaliere_taux_plein'
      : 'allocation_retour_emploi_journaliere',
    id,
    month,
  );

export const allocationRetourEmploiMontant = defineVariable<number>({
  name: 'allocation_retour_emploi_montant',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: SANS_ALLOCATION,
  setInput: 'divide',
  label: "Montant mensuel brut de l'ARE : l'allocation journalière pour chaque jour du mois",
  formula: (s, id, month) => allocationJournaliereRetenue(s, id, month) * joursDuMois(month),
});

export const allocationRetourEmploi = defineVariable<number>({
  name: 'allocation_retour_emploi',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: SANS_ALLOCATION,
  setInput: 'divide',
  label: "Allocation d'aide au retour à l'emploi (ARE) mensuelle brute, versée à un demandeur d'emploi",
  // OpenFisca pays it only to a person whose activity that month is chômage (chomage.py)
  formula: (s, id, month) =>
    s.calc<string>('activite', id, month) === 'chomeur'
      ? s.calc<number>('allocation_retour_emploi_montant', id, month)
      : 0,
});

export const chomageBrut = defineVariable<number>({
  name: 'chomage_brut',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: SANS_ALLOCATION,
  setInput: 'divide',
  // The ASP is not in it: as in OpenFisca, it is a resource of its own that the RSA, the CSS and the AAH list
  // beside the net unemployment benefit (and that the prime d'activité and the housing aids do not count).
  label: 'Allocations chômage brutes (ARE, et son complément quand le demandeur reprend un emploi)',
  formula: (s, id, month) =>
    s.calc<number>('complement_are_brut', id, month) + s.calc<number>('allocation_retour_emploi', id, month),
});

export const cotisationRetraiteComplementaireJournaliere = defineVariable<number>({
  name: 'chomage_cotisation_retraite_complementaire_journaliere',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: SANS_ALLOCATION,
  label: 'Participation journalière de 3 % du salaire de référence aux retraites complémentaires (négative)',
  formula: (s, id, month) => {
    const are = s.calc<number>('allocation_retour_emploi_journaliere', id, month);
    if (are <= 0) return 0;
    const cotisation =
      at(tauxCotisationRetraiteComplementaireChomage, month) *
      s.calc<number>('are_salaire_journalier_reference', id, month);
    // as OpenFisca: not taken at all when it would bring the allowance to the minimum daily ARE or below;
    // rounded to the cent
    return are - cotisation > at(areMontantMinimumJournalier, month)
      ? negatif(roundHalfEvenTo(cotisation, 2))
      : 0;
  },
});

export const cotisationRetraiteComplementaire = defineVariable<number>({
  name: 'chomage_cotisation_retraite_complementaire',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: SANS_ALLOCATION,
  // a value given for a year is copied to each month, as OpenFisca declares it (data/set-input.json)
  label: 'Participation mensuelle aux retraites complémentaires prélevée sur l’ARE (négative)',
  formula: (s, id, month) =>
    s.calc<number>('chomage_cotisation_retraite_complementaire_journaliere', id, month) * joursDuMois(month),
});

export const assietteCsgCrdsChomageJournaliere = defineVariable<number>({
  name: 'assiette_csg_crds_chomage_journaliere',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: SANS_ALLOCATION,
  label: 'Allocation journalière brute ARE après déduction de la participation aux retraites complémentaires',
  formula: (s, id, month) =>
    s.calc<number>('allocation_retour_emploi_journaliere', id, month) +
    s.calc<number>('chomage_cotisation_retraite_complementaire_journaliere', id, month),
});

interface PrelevementsChomage {
  csgDeductible: number;
  csgImposable: number;
  crds: number;
}
const AUCUN: PrelevementsChomage = { csgDeductible: 0, csgImposable: 0, crds: 0 };

/** the self-employed's yearly taxable profit and the CSG and CRDS not deducted from it (negative) */
const NON_SALARIE_NET = ['rpns_imposables', 'csg_imposable_non_salarie', 'crds_non_salarie'] as const;

/** the person's net earnings of the month, as OpenFisca's floor of the CSG on unemployment benefits reads them */
const revenusActiviteNets = (s: Simulation, id: string, month: string) =>
  s.calc<number>('salaire_net', id, month) + s.sumVariables(NON_SALARIE_NET, id, yearOf(month)) / 12;

/**
 * CSG and CRDS on one month's unemployment benefits (L136-1-2 and L136-8 CSS), as positive amounts, as
 * OpenFisca computes them: exempt below the RFR threshold; otherwise each contribution, in the order
 * non-deductible CSG, deductible CSG, CRDS, is cut so that the allowance and the month's net earnings together
 * never fall below the monthly gross SMIC (L136-1-2 II 4°).
 */
function prelevementsChomage(s: Simulation, id: string, month: string): PrelevementsChomage {
  const base =
    s.calc<number>('chomage_brut', id, month) +
    s.calc<number>('chomage_cotisation_retraite_complementaire', id, month);
  if (base <= 0) return AUCUN;
  const taux = tauxRemplacement(s, id, month);
  if (taux === 'exonere') return AUCUN;
  const seuil =
    at(chomageSeuilExonerationSmic, month) * at(nbHeuresTravailMensuel, month) * at(smicHoraireBrut, month);
  let marge = Math.max(0, revenusActiviteNets(s, id, month) + base - seuil);
  if (marge === 0) return AUCUN;
  const assiette = base * (1 - at(abattementAssietteChomage, month));
  const prendre = (montant: number) => {
    const pris = Math.min(montant, marge);
    marge -= pris;
    return pris;
  };
  const csgImposable = prendre(taux === 'reduit' ? 0 : assiette * at(csgChomageImposableTauxPlein, month));
  const csgDeductible = prendre(
    assiette * at(taux === 'reduit' ? csgChomageDeductibleTauxReduit : csgChomageDeductibleTauxPlein, month),
  );
  const crds = prendre(assiette * at(crdsTaux, month));
  return { csgDeductible, csgImposable, crds };
}

const chomageVariable = (name: string, label: string, part: keyof PrelevementsChomage) =>
  defineVariable<number>({
    name,
    entity: 'individu',
    period: 'month',
    valueType: 'float',
    default: 0,
    gatedBy: SANS_ALLOCATION,
    setInput: 'divide',
    label,
    formula: (s, id, month) => negatif(prelevementsChomage(s, id, month)[part]),
  });

export const csgDeductibleChomage = chomageVariable(
  'csg_deductible_chomage',
  'CSG déductible sur les allocations chômage (négative)',
  'csgDeductible',
);
export const csgImposableChomage = chomageVariable(
  'csg_imposable_chomage',
  'CSG non déductible sur les allocations chômage (négative)',
  'csgImposable',
);
export const crdsChomage = chomageVariable(
  'crds_chomage',
  'CRDS sur les allocations chômage (négative)',
  'crds',
);

export const chomageImposable = defineVariable<number>({
  name: 'chomage_imposable',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: SANS_ALLOCATION,
  setInput: 'divide',
  label: 'Allocations chômage imposables (brut − participation retraite − CSG déductible)',
  formula: (s, id, month) =>
    s.calc<number>('chomage_brut', id, month) +
    s.calc<number>('chomage_cotisation_retraite_complementaire', id, month) +
    s.calc<number>('csg_deductible_chomage', id, month),
});

export const chomageNet = defineVariable<number>({
  name: 'chomage_net',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: SANS_ALLOCATION,
  setInput: 'divide',
  label: 'Allocations chômage nettes (imposables − CSG non déductible − CRDS)',
  formula: (s, id, month) =>
    s.calc<number>('chomage_imposable', id, month) +
    s.calc<number>('csg_imposable_chomage', id, month) +
    s.calc<number>('crds_chomage', id, month),
});

// ---- pensions --------------------------------------------------------------------------------------------------
/** CSG, CRDS and CASA rates on a pension for the rate band of the household */
function tauxRetraite(s: Simulation, id: string, month: string) {
  const taux = tauxRemplacement(s, id, month);
  if (taux === 'exonere') return { deductible: 0, imposable: 0, crds: 0, casa: 0 };
  const crds = at(crdsTaux, month);
  if (taux === 'reduit')
    return { deductible: at(csgRetraiteDeductibleTauxReduit, month), imposable: 0, crds, casa: 0 };
  return {
    deductible: at(
      taux === 'median' ? csgRetraiteDeductibleTauxMedian : csgRetraiteDeductibleTauxPlein,
      month,
    ),
    imposable: at(csgRetraiteImposable, month),
    crds,
    casa: at(casaTaux, month),
  };
}

const retraiteVariable = (name: string, label: string, part: keyof ReturnType<typeof tauxRetraite>) =>
  defineVariable<number>({
    name,
    entity: 'individu',
    period: 'month',
    valueType: 'float',
    default: 0,
    gatedBy: SANS_PENSION,
    setInput: 'divide',
    label,
    formula: (s, id, month) => {
      const brute = s.calc<number>('retraite_brute', id, month);
      return brute <= 0 ? 0 : negatif(brute * tauxRetraite(s, id, month)[part]);
    },
  });

export const csgDeductibleRetraite = retraiteVariable(
  'csg_deductible_retraite',
  'CSG déductible sur les pensions de retraite (négative)',
  'deductible',
);
export const csgImposableRetraite = retraiteVariable(
  'csg_imposable_retraite',
  'CSG non déductible sur les pensions de retraite (négative)',
  'imposable',
);
export const crdsRetraite = retraiteVariable(
  'crds_retraite',
  'CRDS sur les pensions de retraite (négative)',
  'crds',
);
export const casa = retraiteVariable(
  'casa',
  "Contribution additionnelle de solidarité pour l'autonomie (négative)",
  'casa',
);

export const retraiteImposable = defineVariable<number>({
  name: 'retraite_imposable',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: SANS_PENSION,
  setInput: 'divide',
  label: 'Pensions de retraite imposables (brutes − CSG déductible)',
  formula: (s, id, month) =>
    s.calc<number>('retraite_brute', id, month) + s.calc<number>('csg_deductible_retraite', id, month),
});

export const retraiteNette = defineVariable<number>({
  name: 'retraite_nette',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: SANS_PENSION,
  setInput: 'divide',
  label: 'Pensions de retraite nettes (imposables − CSG non déductible − CRDS − CASA)',
  formula: (s, id, month) =>
    s.calc<number>('retraite_imposable', id, month) +
    s.calc<number>('csg_imposable_retraite', id, month) +
    s.calc<number>('crds_retraite', id, month) +
    s.calc<number>('casa', id, month),
});
