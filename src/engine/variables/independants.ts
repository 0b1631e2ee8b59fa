// Yearly profits of the self-employed other than a micro-entrepreneur's monthly turnover, in OpenFisca's three
// families (non_salarie.py): micro-enterprise profit from the declared turnover, farm profit, and the other
// BIC/BNC profits. The RSA and the prime d'activité read the last year each one was positive.
import { at } from '../core/params.ts';
import { addYears, monthRange, yearOf } from '../core/periods.ts';
import type { Simulation } from '../core/simulation.ts';
import { defineVariable } from '../core/variables.ts';
import { microEntrepriseAbattements } from '../params/salaires.ts';

/** the formula that adds up these inputs of the same period */
const somme = (noms: readonly string[]) => (s: Simulation, id: string, year: string) =>
  noms.reduce((total, nom) => total + s.calc<number>(nom, id, year), 0);

export const MICRO_ENTREPRISE_EXONERE = [
  'rpns_micro_entreprise_CA_bnc_exon',
  'rpns_micro_entreprise_bic_exon',
];
export const EXPLOITANT_AGRICOLE = ['rpns_revenus_microBA_agricole', 'arag_exon', 'arag_impg'];
/** the declaration boxes of BIC, BNC and non-professional rental profits under the real regime */
export const AUTRES_REVENUS_NON_SALARIES = [
  'abic_exon',
  'nbic_exon',
  'abic_impn',
  'nbic_impn',
  'aacc_exon',
  'nacc_exon',
  'aacc_impn',
  'nacc_impn',
  'alnp_imps',
  'nacc_pvce',
  'abnc_exon',
  'nbnc_exon',
  'abnc_impo',
  'nbnc_impo',
  'cncn_exon',
  'nbic_pvce',
  'cncn_aimp',
  'cncn_bene',
];

/** the three families of yearly profit, which the RSA, the prime d'activité, the CSS and the AAH read */
export const PROFITS_ANNUELS = [
  'rpns_micro_entreprise_benefice',
  'rpns_benefice_exploitant_agricole',
  'rpns_autres_revenus',
];

/** their total for a year */
export const profitsAnnuels = (s: Simulation, id: string, year: string) =>
  somme(PROFITS_ANNUELS)(s, id, year);

export const rpnsMicroEntrepriseBenefice = defineVariable<number>({
  name: 'rpns_micro_entreprise_benefice',
  entity: 'individu',
  period: 'year',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  setInput: 'divide',
  label:
    "Bénéfice de la micro-entreprise : chiffre d'affaires imposable après abattement forfaitaire, plus l'exonéré",
  formula: (s, id, year) => {
    const a = at(microEntrepriseAbattements, `${year}-01`);
    return (
      s.calc<number>('rpns_micro_entreprise_CA_bic_vente_imp', id, year) * (1 - a.vente) +
      s.calc<number>('rpns_micro_entreprise_CA_bnc_imp', id, year) * (1 - a.bnc) +
      s.calc<number>('rpns_micro_entreprise_CA_bic_service_imp', id, year) * (1 - a.services) +
      somme(MICRO_ENTREPRISE_EXONERE)(s, id, year)
    );
  },
});

export const rpnsBeneficeExploitantAgricole = defineVariable<number>({
  name: 'rpns_benefice_exploitant_agricole',
  entity: 'individu',
  period: 'year',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  setInput: 'divide',
  label: 'Bénéfice agricole (micro-BA et régime réel)',
  formula: somme(EXPLOITANT_AGRICOLE),
});

export const rpnsAutresRevenus = defineVariable<number>({
  name: 'rpns_autres_revenus',
  entity: 'individu',
  period: 'year',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  setInput: 'divide',
  label: 'Autres revenus non salariés (BIC, BNC et locations non professionnelles au réel)',
  formula: somme(AUTRES_REVENUS_NON_SALARIES),
});

/** OpenFisca (non_salarie.py): a micro-entrepreneur's monthly turnover, all activities */
export const chiffreAffairesAutoEntrepreneur = defineVariable<number>({
  name: 'rpns_auto_entrepreneur_chiffre_affaires',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Chiffre d’affaires mensuel d’un micro-entrepreneur (achat-revente, BIC, BNC)',
  formula: somme([
    'rpns_auto_entrepreneur_CA_achat_revente',
    'rpns_auto_entrepreneur_CA_bic',
    'rpns_auto_entrepreneur_CA_bnc',
  ]),
});

/** the taxable turnover boxes of the micro-enterprise regime */
export const CHIFFRE_AFFAIRES_MICRO_ENTREPRISE = [
  'rpns_micro_entreprise_CA_bnc_imp',
  'rpns_micro_entreprise_CA_bic_vente_imp',
  'rpns_micro_entreprise_CA_bic_service_imp',
];

/** OpenFisca: the yearly turnover declared under the micro-enterprise regime (taxable boxes) */
export const chiffreAffairesMicroEntreprise = defineVariable<number>({
  name: 'rpns_micro_entreprise_chiffre_affaires',
  entity: 'individu',
  period: 'year',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Chiffre d’affaires annuel déclaré en micro-entreprise',
  formula: somme(CHIFFRE_AFFAIRES_MICRO_ENTREPRISE),
});

/** the yearly self-employment figures OpenFisca looks at over the current and the previous year */
const ACTIVITE_NON_SALARIEE_ANNUELLE = [
  'rpns_micro_entreprise_chiffre_affaires',
  'rpns_autres_revenus',
  'rpns_benefice_exploitant_agricole',
] as const;

/** each of those figures, summed over the year of `month` and the year before */
export const activiteNonSalarieeSurDeuxAns = (s: Simulation, id: string, month: string) => {
  const annee = yearOf(month);
  return ACTIVITE_NON_SALARIEE_ANNUELLE.map(
    (nom) => s.calc<number>(nom, id, addYears(annee, -1)) + s.calc<number>(nom, id, annee),
  );
};

/**
 * OpenFisca (non_salarie.py): self-employed when a micro-entrepreneur's turnover this month, or a turnover or
 * profit of this year or the last, is not zero
 */
export const travailleurNonSalarie = defineVariable<boolean>({
  name: 'travailleur_non_salarie',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  defaultWithoutInputs: true,
  label: 'Travailleur non salarié',
  formula: (s, id, month) => {
    if (s.calc<number>('rpns_auto_entrepreneur_chiffre_affaires', id, month) !== 0) return true;
    const debut = `${addYears(yearOf(month), -1)}-01`;
    const autresCa = s.sum('rpns_autres_revenus_chiffre_affaires', id, monthRange(debut, 24));
    return activiteNonSalarieeSurDeuxAns(s, id, month).some((total) => total !== 0) || autresCa !== 0;
  },
});
