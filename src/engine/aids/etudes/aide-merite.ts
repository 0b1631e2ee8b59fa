// Aide au mérite: 900 € a year for boursiers who obtained the bac with « très bien », or who kept it from
// the previous year.
import { at, enVigueur } from '../../core/params.ts';
import { addMonths, monthRange, yearOf } from '../../core/periods.ts';
import { defineVariable } from '../../core/variables.ts';
import { euros, notEligible, type AidDefinition } from '../../core/aid.ts';
import type { Simulation } from '../../core/simulation.ts';
import { aideMeriteMontantAnnuel } from './params.ts';

const MENTIONS_TRES_BIEN = ['mention_tres_bien', 'mention_tres_bien_felicitations_jury'];

/**
 * The previous academic year, September to June (10 months), as OpenFisca: from September of N it is
 * N-1/N, before September it is N-2/N-1.
 */
function anneeUniversitairePrecedente(month: string): readonly string[] {
  const rentree = Number(yearOf(month)) - (Number(month.slice(5, 7)) < 9 ? 1 : 0);
  return monthRange(`${rentree - 1}-09`, 10);
}

/**
 * Past eligibility is read only from inputs: in OpenFisca the formula reading itself for past months is a
 * spiral, which gives the default (false) to every month the situation does not give.
 */
const eligibleSur = (s: Simulation, id: string, months: readonly string[]) =>
  months.some(
    (m) => s.hasInput('aide_merite_eligibilite', id, m) && s.calc<boolean>('aide_merite_eligibilite', id, m),
  );

const boursierSup = (s: Simulation, id: string, month: string) =>
  s.calc<number>('bourse_criteres_sociaux', id, month) > 0 ||
  s.calc<number>('allocation_annuelle_etudiant', id, month) > 0;

defineVariable<boolean>({
  name: 'aide_merite_eligibilite',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) => {
    if (!s.calc<boolean>('etudiant', id, month) || !boursierSup(s, id, month)) return false;
    if (MENTIONS_TRES_BIEN.includes(s.calc<string>('mention_baccalaureat', id, month))) return true;
    const anDernier = anneeUniversitairePrecedente(month);
    if (eligibleSur(s, id, anDernier)) return true;
    // eligible two years ago, then in service civique during the last academic year
    return (
      anDernier.some((m) => s.calc<boolean>('service_civique', id, m)) &&
      eligibleSur(s, id, anneeUniversitairePrecedente(addMonths(month, -12)))
    );
  },
});

defineVariable<number>({
  name: 'aide_merite_montant',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Montant de l'aide au mérite pour l'année universitaire",
  formula: (s, id, month) =>
    enVigueur(month, aideMeriteMontantAnnuel) && s.calc<boolean>('aide_merite_eligibilite', id, month)
      ? at(aideMeriteMontantAnnuel, month)
      : 0,
});

export const aideMerite: AidDefinition = {
  id: 'aide_merite',
  nom: 'Aide au mérite',
  institution: "Ministère de l'Enseignement supérieur et de la Recherche",
  description:
    'Un complément de 900 € par an pour les étudiants boursiers qui ont obtenu le bac avec la mention « très bien ». Il est versé automatiquement avec la bourse.',
  periodicite: 'annuelle',
  lien: 'https://www.etudiant.gouv.fr/fr/aide-au-merite-1306',
  teleservice: 'https://www.messervices.etudiant.gouv.fr/envole/',
  sources: [
    {
      title: 'Arrêté du 20 juillet 2020 relatif à l’aide au mérite, art. 4',
      href: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000042541955',
    },
    {
      title:
        'Circulaire du 23-6-2021 : bourses sur critères sociaux, aides au mérite et à la mobilité internationale',
      href: 'https://www.education.gouv.fr/bo/21/Hebdo26/ESRS2117943C.htm',
    },
  ],
  conditionsAVerifier: [
    'Avoir obtenu la mention « très bien » au baccalauréat de la dernière session.',
    "L'aide est maintenue pour 3 ans de licence si vous restez boursier et validez votre année.",
  ],
  dejaPercue: ['aide_merite'],
  evaluate(s, who, month) {
    const id = who.individu;
    if (!s.calc<boolean>('etudiant', id, month))
      return notEligible("L'aide au mérite est réservée aux étudiants.");
    if (!boursierSup(s, id, month))
      return notEligible("Il faut être boursier sur critères sociaux (ou recevoir l'allocation annuelle).");
    if (
      !s.calc<boolean>('aide_merite_eligibilite', id, month) ||
      s.calc<number>('aide_merite_montant', id, month) <= 0
    )
      return notEligible(
        "Il faut avoir obtenu le bac avec la mention « très bien » (ou avoir déjà reçu l'aide l'an dernier).",
      );
    const montant = s.calc<number>('aide_merite_montant', id, month);
    return {
      eligible: true,
      montant,
      explication: [
        `Vous êtes boursier avec la mention « très bien » au bac : ${euros(montant)} par an, versés en 9 mensualités.`,
      ],
    };
  },
};
