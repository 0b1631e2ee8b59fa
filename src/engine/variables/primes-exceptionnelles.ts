// The exceptional bonuses of the year, as OpenFisca splits them (revenus/activite/salarie.py): the PEPA
// (« prime Macron », 2019 – 2022) and the prime de partage de la valeur (from 2023, the exceptional one in 2023
// only), each into an exempt part and a part that bears contributions. Yearly amounts: the wages spread them
// over the months (salaires.ts). A formula applies to the years that start while its rule is in force, as
// OpenFisca dates a yearly formula by the year's first day.
import { at, enVigueur } from '../core/params.ts';
import { monthsOfYear, addYears } from '../core/periods.ts';
import type { Simulation } from '../core/simulation.ts';
import { defineVariable } from '../core/variables.ts';
import { nbHeuresTravailMensuel, smicMensuelBrut } from '../params/commun.ts';
import {
  pepaExoneration,
  pepaPlafondSalaire,
  ppvExceptionnellePlafondSalaire,
  ppvExoneration,
} from '../params/salaires.ts';

const premierJour = (year: string) => `${year}-01-01`;
const janvier = (year: string) => `${year}-01`;

/** the share of a full-time job worked in the month (temps plein 1, temps partiel by hours, forfait jours) */
defineVariable<number>({
  name: 'quotite_de_travail',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Quotité de travail',
  formula: (s, id, month) => {
    switch (s.calc<string>('contrat_de_travail', id, month)) {
      case 'temps_plein':
        return 1;
      case 'temps_partiel':
        return s.calc<number>('heures_remunerees_volume', id, month) / at(nbHeuresTravailMensuel, month);
      case 'forfait_jours_annee':
        return s.calc<number>('forfait_jours_remuneres_volume', id, month) / 218;
      default:
        return 0;
    }
  },
});

/**
 * the base pay of the twelve months before the year, under `plafond` SMIC of the year's full-time equivalent
 * (the average quotité of the year): the condition of the PEPA and of the exceptional PPV
 */
function sousPlafondDeSalaire(s: Simulation, id: string, year: string, plafond: number): boolean {
  const salaire = s.sum('salaire_de_base', id, monthsOfYear(addYears(year, -1)));
  const quotite = s.sum('quotite_de_travail', id, monthsOfYear(year)) / 12;
  return salaire < at(smicMensuelBrut, premierJour(year)) * 12 * plafond * quotite;
}

const ANNUEL = { entity: 'individu', period: 'year', valueType: 'float', default: 0 } as const;

// ---- PEPA ---------------------------------------------------------------------------------------------------
defineVariable<number>({
  ...ANNUEL,
  name: 'prime_exceptionnelle_pouvoir_achat_exoneree',
  gatedBy: ['prime_exceptionnelle_pouvoir_achat'],
  label: "Part exonérée de la prime exceptionnelle de pouvoir d'achat",
  formula: (s, id, year) => {
    if (!enVigueur(premierJour(year), pepaExoneration, pepaPlafondSalaire)) return 0;
    if (!sousPlafondDeSalaire(s, id, year, at(pepaPlafondSalaire, premierJour(year)))) return 0;
    const prime = s.calc<number>('prime_exceptionnelle_pouvoir_achat', id, year);
    const { plafond, avecAccord, effectif } = at(pepaExoneration, premierJour(year));
    if (prime <= plafond) return prime;
    const accordOuPetiteEntreprise =
      s.calc<boolean>('accord_interessement', id, janvier(year)) ||
      s.calc<number>('effectif_entreprise', id, janvier(year)) < effectif;
    return accordOuPetiteEntreprise ? Math.min(prime, avecAccord) : plafond;
  },
});
defineVariable<number>({
  ...ANNUEL,
  name: 'prime_exceptionnelle_pouvoir_achat_non_exoneree',
  gatedBy: ['prime_exceptionnelle_pouvoir_achat'],
  label: "Part de la prime exceptionnelle de pouvoir d'achat soumise à cotisations",
  formula: (s, id, year) =>
    enVigueur(premierJour(year), pepaExoneration)
      ? s.calc<number>('prime_exceptionnelle_pouvoir_achat', id, year) -
        s.calc<number>('prime_exceptionnelle_pouvoir_achat_exoneree', id, year)
      : 0,
});

// ---- prime de partage de la valeur --------------------------------------------------------------------------
/** the PPV's exemption ceiling: higher with a profit-sharing agreement in January */
const plafondPpv = (s: Simulation, id: string, year: string) => {
  const { plafond, avecAccord } = at(ppvExoneration, premierJour(year));
  return s.calc<boolean>('accord_interessement', id, janvier(year)) ? avecAccord : plafond;
};

defineVariable<number>({
  ...ANNUEL,
  name: 'prime_partage_valeur_exoneree',
  gatedBy: ['prime_partage_valeur'],
  label: 'Part exonérée de cotisations de la prime de partage de la valeur',
  formula: (s, id, year) =>
    enVigueur(premierJour(year), ppvExoneration)
      ? Math.min(s.calc<number>('prime_partage_valeur', id, year), plafondPpv(s, id, year))
      : 0,
});
defineVariable<number>({
  ...ANNUEL,
  name: 'prime_partage_valeur_non_exoneree',
  gatedBy: ['prime_partage_valeur'],
  label: 'Part de la prime de partage de la valeur soumise à cotisations',
  formula: (s, id, year) =>
    enVigueur(premierJour(year), ppvExoneration)
      ? s.calc<number>('prime_partage_valeur', id, year) -
        s.calc<number>('prime_partage_valeur_exoneree', id, year)
      : 0,
});

/** the exceptional PPV (2023): its rule is in force at the year's start */
const ppvExceptionnelle = (year: string) =>
  enVigueur(premierJour(year), ppvExoneration, ppvExceptionnellePlafondSalaire);

defineVariable<number>({
  ...ANNUEL,
  name: 'ppv_eligibilite_exceptionnelle',
  // no gate: a salary under 3 SMIC is eligible whether or not a bonus is given (only the gated parts read it)
  label: 'Salaire des douze derniers mois sous 3 SMIC : la PPV exceptionnelle est aussi exonérée d’impôt',
  formula: (s, id, year) =>
    ppvExceptionnelle(year) &&
    sousPlafondDeSalaire(s, id, year, at(ppvExceptionnellePlafondSalaire, premierJour(year)))
      ? 1
      : 0,
});
defineVariable<number>({
  ...ANNUEL,
  name: 'prime_partage_valeur_exoneree_exceptionnelle',
  gatedBy: ['prime_partage_valeur_exceptionnelle'],
  label: 'Part exonérée de la prime exceptionnelle de partage de la valeur',
  // the ceiling is shared with a PEPA of the same year
  formula: (s, id, year) =>
    ppvExceptionnelle(year)
      ? Math.min(
          s.calc<number>('prime_partage_valeur_exceptionnelle', id, year),
          plafondPpv(s, id, year) - s.calc<number>('prime_exceptionnelle_pouvoir_achat', id, year),
        ) * s.calc<number>('ppv_eligibilite_exceptionnelle', id, year)
      : 0,
});
defineVariable<number>({
  ...ANNUEL,
  name: 'prime_partage_valeur_non_exoneree_exceptionnelle',
  gatedBy: ['prime_partage_valeur_exceptionnelle'],
  label: 'Part de la prime exceptionnelle de partage de la valeur soumise à cotisations',
  formula: (s, id, year) =>
    ppvExceptionnelle(year)
      ? (s.calc<number>('prime_partage_valeur_exceptionnelle', id, year) -
          s.calc<number>('prime_partage_valeur_exoneree_exceptionnelle', id, year)) *
        s.calc<number>('ppv_eligibilite_exceptionnelle', id, year)
      : 0,
});
