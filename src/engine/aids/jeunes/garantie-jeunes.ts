// Garantie jeunes (January 2017 – February 2022): a monthly allowance for 16–25-year-olds neither in
// employment, education nor training, under a resource condition, tapered by their income. No aid card: the
// CEJ replaced it in March 2022. The engine computes it for situations of that time (OpenFisca's formulas),
// where other aids count it (Visale); an amount given as an input wins.
import { at, atOrNull, enVigueur } from '../../core/params.ts';
import { lastMonths } from '../../core/periods.ts';
import { defineVariable } from '../../core/variables.ts';
import { nbHeuresTravailMensuel, smicHoraireBrut } from '../../params/commun.ts';
import { rsaForfaitLogementTaux1, rsaMontantBase } from '../minima/params.ts';
import {
  garantieJeunesAgeMaximum,
  garantieJeunesAgeMinimum,
  garantieJeunesDegressivitePlafond,
  garantieJeunesDegressiviteSeuil,
  garantieJeunesVersee,
} from './params.ts';

/** incomes of the month that taper the allowance (R5131-21) */
const REVENUS_DEGRESSIVITE = [
  'revenus_stage_formation_pro',
  'indemnites_journalieres',
  'chomage_net',
  'indemnites_volontariat',
  'asi',
  'pensions_alimentaires_percues',
  'rente_accident_travail',
  'stage_gratification',
  'bourse_enseignement_sup',
  'salaire_net',
  'bourse_recherche',
  'rpns_auto_entrepreneur_benefice',
];
/** the person's resources of the resource condition, over the three previous months */
const RESSOURCES_CONDITION = [
  'revenus_stage_formation_pro',
  'indemnites_chomage_partiel',
  'indemnites_volontariat',
  'asi',
  'pensions_alimentaires_percues',
  'stage_gratification',
  'bourse_enseignement_sup',
  'salaire_net',
  'indemnites_journalieres',
  'prestation_compensatoire',
  'rente_accident_travail',
  'pensions_invalidite',
  'aah',
  'remuneration_apprenti',
  'chomage_net',
];

/** the full allowance and the resource ceiling: the RSA for one person less its forfait logement */
const montantMaximal = (month: string) =>
  at(rsaMontantBase, month) * (1 - at(rsaForfaitLogementTaux1, month));

/** the formulas exist from January 2017 (OpenFisca), whatever the allowance was paid afterwards */
const calculee = (month: string) => enVigueur(month, garantieJeunesVersee);

defineVariable<boolean>({
  name: 'garantie_jeunes_eligibilite_age',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Âge de la garantie jeunes (16 à 25 ans)',
  formula: (s, id, month) => {
    if (!calculee(month)) return false;
    const age = s.calc<number>('age', id, month);
    return at(garantieJeunesAgeMinimum, month) <= age && age <= at(garantieJeunesAgeMaximum, month);
  },
});

defineVariable<boolean>({
  name: 'garantie_jeunes_neet',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Ni en emploi, ni en études, ni en formation',
  formula: (s, id, month) => {
    if (!calculee(month)) return false;
    const activite = s.calc<string>('activite', id, month);
    return (
      s.calc<number>('salaire_net', id, month) === 0 &&
      activite !== 'etudiant' &&
      activite !== 'actif' &&
      s.calc<number>('indemnites_stage', id, month) === 0 &&
      s.calc<number>('revenus_stage_formation_pro', id, month) === 0
    );
  },
});

defineVariable<boolean>({
  name: 'garantie_jeunes_eligibilite_ressources',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Ressources des trois derniers mois sous le plafond de la garantie jeunes',
  formula: (s, id, month) => {
    if (!calculee(month)) return false;
    const trois = lastMonths(month, 3);
    let total = 0;
    for (const name of RESSOURCES_CONDITION) total += s.sum(name, id, trois);
    // the household's RSA and prime d'activité count for the parents of the famille
    if (s.members('famille', s.famille(id), 'parents').includes(id))
      total += s.sum('rsa', s.famille(id), trois) + s.sum('ppa', s.famille(id), trois);
    return total / 3 <= montantMaximal(month);
  },
});

defineVariable<number>({
  name: 'garantie_jeunes_montant',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Montant de la garantie jeunes selon les revenus du mois',
  formula: (s, id, month) => {
    if (!calculee(month)) return 0;
    const smicMensuel = at(smicHoraireBrut, month) * at(nbHeuresTravailMensuel, month);
    const plafond = at(garantieJeunesDegressivitePlafond, month) * smicMensuel;
    const seuil = at(garantieJeunesDegressiviteSeuil, month);
    const revenus = s.sumVariables(REVENUS_DEGRESSIVITE, id, month);
    // full up to the threshold, then falling linearly to 0 at the ceiling
    return montantMaximal(month) * Math.min(1, Math.max(0, (revenus - plafond) / (seuil - plafond)));
  },
});

defineVariable<number>({
  name: 'garantie_jeunes',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Garantie jeunes',
  // the three months of household RSA and prime d'activité are read last, when everything else holds
  formula: (s, id, month) => {
    if (!atOrNull(garantieJeunesVersee, month)) return 0;
    if (!s.calc<boolean>('garantie_jeunes_eligibilite_age', id, month)) return 0;
    if (!s.calc<boolean>('garantie_jeunes_neet', id, month)) return 0;
    const montant = s.calc<number>('garantie_jeunes_montant', id, month);
    if (montant === 0) return 0;
    return s.calc<boolean>('garantie_jeunes_eligibilite_ressources', id, month) ? montant : 0;
  },
});
