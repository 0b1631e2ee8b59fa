// Person and household variables every aid reads.
import { defineVariable } from '../core/variables.ts';
import { ageOn, firstDay } from '../core/periods.ts';

export const age = defineVariable<number>({
  name: 'age',
  entity: 'individu',
  period: 'month',
  valueType: 'int',
  default: 0,
  label: 'Âge au premier jour du mois',
  formula: (s, id, month) => ageOn(s.calc<string>('date_naissance', id, month), firstDay(month)),
});

export const majeur = defineVariable<boolean>({
  name: 'majeur',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) =>
    s.calc<number>('age', id, month) >= 18 || s.calc<boolean>('mineur_emancipe', id, month),
});

export const etudiant = defineVariable<boolean>({
  name: 'etudiant',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) => s.calc<string>('activite', id, month) === 'etudiant',
});

export const enCouple = defineVariable<boolean>({
  name: 'en_couple',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, famille) => s.members('famille', famille, 'parents').length >= 2,
});
