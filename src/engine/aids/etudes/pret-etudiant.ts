// Prêt étudiant garanti par l'État (Bpifrance): a bank loan without a guarantor, up to 20 000 €.
import { at, atOrNull, enVigueur } from '../../core/params.ts';
import { defineVariable } from '../../core/variables.ts';
import {
  condition,
  euros,
  firstFailure,
  notEligible,
  PAS_ENCORE,
  type AidDefinition,
} from '../../core/aid.ts';
import type { Simulation } from '../../core/simulation.ts';
import { pretEtudiantAgeMax, pretEtudiantMontantMax, pretEtudiantResidenceMin } from './params.ts';
import { francais, ressortissantEee } from './commun.ts';

/** French, or from the EEA and living in France long enough (false before the guarantee is modelled, June 2020) */
function nationaliteAdmise(s: Simulation, id: string, month: string): boolean {
  const residenceMin = atOrNull(pretEtudiantResidenceMin, month);
  if (residenceMin === null) return false;
  return (
    francais(s, id, month) ||
    (ressortissantEee(s, id, month) && s.calc<number>('residence_continue_annees', id, month) >= residenceMin)
  );
}

// OpenFisca's formula of this condition dates from 19 February 2021 (false before). The loan existed then: the
// simulator's aid checks nationaliteAdmise itself.
defineVariable<boolean>({
  name: 'garantie_pret_etudiant_condition_nationalite',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formuleDepuis: '2021-02-19',
  formula: nationaliteAdmise,
});

/** the loan's conditions, the nationality one as `nationalite` says (OpenFisca's dated variable, or the rule itself) */
const conditions = (s: Simulation, id: string, month: string, nationalite: boolean) => {
  if (!enVigueur(month, pretEtudiantAgeMax, pretEtudiantResidenceMin, pretEtudiantMontantMax))
    return [condition(false, PAS_ENCORE)];
  const age = s.calc<number>('age', id, month);
  const max = at(pretEtudiantAgeMax, month);
  return [
    condition(s.calc<boolean>('majeur', id, month), 'Il faut être majeur pour emprunter.'),
    condition(age <= max, `Vous avez plus de ${max} ans.`),
    condition(
      s.calc<string>('scolarite', id, month) === 'enseignement_superieur',
      "Le prêt est réservé aux étudiants de l'enseignement supérieur.",
    ),
    condition(
      nationalite,
      `Il faut être français, ou ressortissant de l'Espace économique européen résidant en France depuis au moins ${at(pretEtudiantResidenceMin, month)} ans.`,
    ),
  ];
};

defineVariable<boolean>({
  name: 'garantie_pret_etudiant_eligibilite',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) =>
    conditions(
      s,
      id,
      month,
      s.calc<boolean>('garantie_pret_etudiant_condition_nationalite', id, month),
    ).every((c) => c.ok),
});

export const pretEtudiantGaranti: AidDefinition = {
  id: 'pret_etudiant_garanti',
  nom: "Prêt étudiant garanti par l'État",
  institution: 'Bpifrance et banques partenaires',
  description:
    "Un prêt bancaire pour financer vos études sans caution de vos parents ni condition de ressources : l'État se porte garant auprès de la banque.",
  periodicite: 'ponctuelle',
  lien: 'https://www.service-public.fr/particuliers/vosdroits/F986',
  sources: [
    {
      title: "Service-public.fr : prêt étudiant garanti par l'État",
      href: 'https://www.service-public.fr/particuliers/vosdroits/F986',
    },
    {
      title: 'Bpifrance : garantie des prêts étudiants',
      href: 'https://www.bpifrance.fr/catalogue-offres/garantie-des-prets-etudiants',
    },
  ],
  conditionsAVerifier: [
    'La demande se fait directement auprès d’une banque partenaire de Bpifrance.',
    "La banque reste libre d'accorder le prêt et d'en fixer le taux.",
    'Le remboursement peut être différé jusqu’à la fin des études.',
  ],
  dejaPercue: ['pret_etudiant_garanti'],
  evaluate(s, who, month) {
    const echec = firstFailure(conditions(s, who.individu, month, nationaliteAdmise(s, who.individu, month)));
    if (echec) return notEligible(echec.raison);
    const plafond = at(pretEtudiantMontantMax, month);
    return {
      eligible: true,
      montant: plafond,
      legende: "prêt jusqu'à",
      explication: [
        `Étudiant de ${s.calc<number>('age', who.individu, month)} ans : vous pouvez emprunter jusqu'à ${euros(plafond)} garantis par l'État.`,
      ],
    };
  },
};
