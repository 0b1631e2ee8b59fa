// Santé Psy Étudiant: a student in higher education may see a psychologist free of charge, for a number of
// sessions. OpenFisca's seances_sante_psy_etudiant, for calculate(); not a card of the simulator's catalogue.
import { atOrNull } from '../../core/params.ts';
import { defineVariable } from '../../core/variables.ts';
import { santePsySeancesMax } from './params.ts';

defineVariable<number>({
  name: 'seances_sante_psy_etudiant',
  entity: 'individu',
  period: 'month',
  valueType: 'int',
  default: 0,
  label: 'Nombre de séances chez un psychologue prises en charge (Santé Psy Étudiant)',
  formula: (s, id, month) => {
    const seances = atOrNull(santePsySeancesMax, month);
    if (seances === null || !s.calc<boolean>('etudiant', id, month)) return 0;
    return s.calc<string>('scolarite', id, month) === 'enseignement_superieur' ? seances : 0;
  },
});
