// Mon job, mon logement (Action Logement): 1 000 € for a tenant who has just moved in and just started a job,
// as OpenFisca computes it (for calculate(); not a card of the simulator's catalogue). Two routes: an employee
// paid up to 1.5 SMIC who started within 3 months, or a young worker under 25 paid 30 % to 100 % of the SMIC
// who started within 6 months. Either way, a tenant who moved in within the last 3 months.
import { at, atOrNull } from '../../core/params.ts';
import { addMonths, firstDay } from '../../core/periods.ts';
import type { Simulation } from '../../core/simulation.ts';
import { defineVariable } from '../../core/variables.ts';
import {
  monJobDelaiContrat,
  monJobDelaiEntreeLogement,
  monJobJeuneAgeMaximum,
  monJobJeuneDelaiContrat,
  monJobJeunePartMinimumSmic,
  monJobMontant,
  monJobPartMaximumSmic,
} from './params.ts';

const LOCATAIRE = ['locataire_hlm', 'locataire_vide', 'locataire_meuble'];
const INDIVIDU_MOIS = { entity: 'individu', period: 'month', valueType: 'bool', default: false } as const;

/** the first day of the month `mois` months before */
const debutIlYA = (month: string, mois: number) => firstDay(addMonths(month, -mois));
/** in work or in work-study */
const auTravail = (s: Simulation, id: string, month: string) =>
  s.calc<string>('activite', id, month) === 'actif' || s.calc<boolean>('alternant', id, month);
/** the first day of the contract, or long ago when it is not given (OpenFisca's default, 1870) */
const debutDuContrat = (s: Simulation, id: string, month: string) =>
  s.calc<string>('contrat_de_travail_debut', id, month) || '1870-01-01';

defineVariable<boolean>({
  ...INDIVIDU_MOIS,
  name: 'mon_job_mon_logement_eligibilite_logement',
  label: 'Locataire entré dans son logement depuis moins de 3 mois (Mon job, mon logement)',
  formula: (s, id, month) => {
    const delai = atOrNull(monJobDelaiEntreeLogement, month);
    if (delai === null) return false;
    const menage = s.menage(id);
    return (
      LOCATAIRE.includes(s.calc<string>('statut_occupation_logement', menage, month)) &&
      s.calc<string>('date_entree_logement', menage, month) > debutIlYA(month, delai)
    );
  },
});

defineVariable<boolean>({
  ...INDIVIDU_MOIS,
  name: 'mon_job_mon_logement_eligibilite',
  label: 'Éligibilité à Mon job, mon logement (salarié jusqu’à 1,5 SMIC embauché depuis moins de 3 mois)',
  formula: (s, id, month) => {
    const delai = atOrNull(monJobDelaiContrat, month);
    if (delai === null || !auTravail(s, id, month)) return false;
    const smic = s.calc<number>('smic_proratise', id, month);
    return (
      s.calc<number>('salaire_de_base', id, month) <= smic * at(monJobPartMaximumSmic, month) &&
      s.calc<boolean>('mon_job_mon_logement_eligibilite_logement', id, month) &&
      debutDuContrat(s, id, month) >= debutIlYA(month, delai)
    );
  },
});

defineVariable<boolean>({
  ...INDIVIDU_MOIS,
  name: 'mon_job_mon_logement_eligibilite_jeunes_actifs',
  label: 'Éligibilité à Mon job, mon logement (jeune actif de moins de 25 ans, 30 % à 100 % du SMIC)',
  formula: (s, id, month) => {
    const delai = atOrNull(monJobJeuneDelaiContrat, month);
    if (delai === null || !auTravail(s, id, month)) return false;
    const smic = s.calc<number>('smic_proratise', id, month);
    const salaire = s.calc<number>('salaire_de_base', id, month);
    return (
      salaire <= smic &&
      salaire >= smic * at(monJobJeunePartMinimumSmic, month) &&
      s.calc<boolean>('mon_job_mon_logement_eligibilite_logement', id, month) &&
      debutDuContrat(s, id, month) > debutIlYA(month, delai) &&
      s.calc<number>('age', id, month) < at(monJobJeuneAgeMaximum, month)
    );
  },
});

defineVariable<number>({
  name: 'mon_job_mon_logement',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Montant de l’aide Mon job, mon logement',
  formula: (s, id, month) =>
    s.calc<boolean>('mon_job_mon_logement_eligibilite', id, month) ||
    s.calc<boolean>('mon_job_mon_logement_eligibilite_jeunes_actifs', id, month)
      ? at(monJobMontant, month)
      : 0,
});
