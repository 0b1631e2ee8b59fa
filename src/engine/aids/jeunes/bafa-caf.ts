// Aide nationale de la CAF au BAFA: a fixed amount towards the approfondissement (or qualification) session,
// the third step of the BAFA. Not modelled by OpenFisca: rules from the CNAF national aid as described on
// service-public.fr (F2219); no income condition, paid on the training organisation's certificate.
import { at } from '../../core/params.ts';
import { defineVariable, input } from '../../core/variables.ts';
import { euros, notEligible, type AidDefinition } from '../../core/aid.ts';
import type { Simulation } from '../../core/simulation.ts';
import { bafaAgeMinimum, bafaCafMontant, bafaCafMontantPetiteEnfance } from './params.ts';

export const ETAPES_BAFA = [
  'non_renseignee',
  'formation_generale',
  'stage_pratique',
  'approfondissement',
  'diplome',
] as const;

input<string>({
  name: 'bafa_etape',
  entity: 'individu',
  period: 'month',
  valueType: 'enum',
  default: 'non_renseignee',
  possibleValues: ETAPES_BAFA,
  setInput: 'dispatch',
  label: 'Étape du BAFA en cours ou à venir (formation générale, stage pratique, approfondissement)',
});

input<boolean>({
  name: 'bafa_approfondissement_petite_enfance',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  setInput: 'dispatch',
  label: "La session d'approfondissement porte sur l'accueil du jeune enfant",
});

/** the CAF pays for the approfondissement, so it concerns trainees who finished or are doing the stage pratique */
const ETAPES_AIDEES = ['stage_pratique', 'approfondissement'];

const etapeAidee = (s: Simulation, id: string, month: string) =>
  ETAPES_AIDEES.includes(s.calc<string>('bafa_etape', id, month));

defineVariable<boolean>({
  name: 'bafa_caf_eligibilite',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) =>
    etapeAidee(s, id, month) && s.calc<number>('age', id, month) >= at(bafaAgeMinimum, month),
});

defineVariable<number>({
  name: 'bafa_caf',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Montant de l'aide nationale de la CAF au BAFA",
  formula: (s, id, month) => {
    if (!s.calc<boolean>('bafa_caf_eligibilite', id, month)) return 0;
    return s.calc<boolean>('bafa_approfondissement_petite_enfance', id, month)
      ? at(bafaCafMontantPetiteEnfance, month)
      : at(bafaCafMontant, month);
  },
});

export const bafaCaf: AidDefinition = {
  id: 'bafa_caf',
  nom: 'Aide de la CAF pour le BAFA',
  institution: "Caisse d'allocations familiales (CAF)",
  description:
    "La CAF verse une aide forfaitaire pour la session d'approfondissement du BAFA (brevet d'animateur), dernière étape de la formation, sans condition de ressources.",
  periodicite: 'ponctuelle',
  lien: 'https://www.service-public.fr/particuliers/vosdroits/F2219',
  teleservice: 'https://www.jeunes.gouv.fr/bafa-bafd',
  sources: [
    {
      title: 'Service-public.fr : Bafa, financement de la formation (aide nationale de la CAF)',
      href: 'https://www.service-public.fr/particuliers/vosdroits/F2219',
    },
    {
      title: "Code de l'action sociale et des familles, articles D432-10 et suivants (Bafa et Bafd)",
      href: 'https://www.legifrance.gouv.fr/codes/section_lc/LEGITEXT000006074069/LEGISCTA000018745869/',
    },
  ],
  conditionsAVerifier: [
    'Avoir validé la formation générale et le stage pratique.',
    "S'inscrire à la session d'approfondissement auprès d'un organisme habilité : c'est lui qui transmet l'attestation à la CAF.",
    'Votre CAF peut verser une aide locale supplémentaire, parfois sous conditions de ressources.',
  ],
  dejaPercue: ['bafa_caf', 'aide_bafa'],
  evaluate(s, who, month) {
    const id = who.individu;
    if (!etapeAidee(s, id, month))
      return notEligible(
        "Cette aide concerne les jeunes qui ont fait la formation générale et le stage pratique du BAFA et s'inscrivent à l'approfondissement.",
      );
    const min = at(bafaAgeMinimum, month);
    if (s.calc<number>('age', id, month) < min)
      return notEligible(`Le BAFA est ouvert à partir de ${min} ans.`);
    const montant = s.calc<number>('bafa_caf', id, month);
    const petiteEnfance = s.calc<boolean>('bafa_approfondissement_petite_enfance', id, month);
    return {
      eligible: true,
      montant,
      explication: [
        `Pour votre session d'approfondissement${petiteEnfance ? ' consacrée à la petite enfance' : ''}, la CAF verse ${euros(montant)}, déduits des frais de formation ou remboursés.`,
      ],
    };
  },
};
