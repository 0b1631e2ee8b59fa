// The catalogue entry: APL / ALS / ALF paid by the CAF, with an explanation a young person can follow.
import './inputs.ts';
import './composition.ts';
import './ressources.ts';
import './locatif.ts';
import './foyer.ts';
import {
  condition,
  euros,
  firstFailure,
  notEligible,
  type AidDefinition,
  type AidEvaluation,
} from '../../core/aid.ts';
import type { Simulation } from '../../core/simulation.ts';
import { at } from '../../core/params.ts';
import { regimeOf, coefficientDegressivite } from './montant.ts';
import { menageOf, statutOf } from './helpers.ts';
import { fenetreRessources, forfaitEtudiant } from './ressources.ts';
import { loyerRetenuFoyerOuAccession } from './foyer.ts';
import { locatif, ressources } from './params/index.ts';

const NOMS = {
  apl: 'Aide personnalisée au logement (APL)',
  als: 'Allocation de logement sociale (ALS)',
  alf: 'Allocation de logement familiale (ALF)',
} as const;

const RAISONS_STATUT: Record<string, string> = {
  loge_gratuitement: "Vous êtes hébergé(e) gratuitement : pas d'aide au logement.",
  proprietaire:
    "Vous êtes propriétaire de votre logement : pas d'aide au logement (sauf prêt d'accession ancien).",
  primo_accedant:
    "Votre prêt d'accession ne fait plus partie de ceux qui ouvrent droit à l'aide au logement.",
  sans_domicile: "Sans logement, vous ne pouvez pas encore bénéficier d'une aide au logement.",
  non_renseigne:
    "Votre situation de logement n'est pas renseignée : nous ne pouvons pas estimer l'aide au logement.",
};

/** the resources the CAF retains: a student's flat figure, or the year's incomes (neutralised or not) */
function expliquerRessources(s: Simulation, famille: string, month: string): string[] {
  const R = s.calc<number>('aide_logement_base_ressources', famille, month);
  if (forfaitEtudiant(s, famille, month))
    return [
      `Comme étudiant(e) de moins de ${at(ressources.etudiants.age_max, month)} ans, la CAF retient des ressources forfaitaires de ${euros(R)} par an${
        s.calc<boolean>('boursier', s.demandeur(famille), month)
          ? ' (réduites car vous êtes boursier ou boursière)'
          : ''
      }.`,
    ];
  const lines = [
    `Ressources retenues : ${euros(R)} sur les 12 mois qui se terminent deux mois avant la demande.`,
  ];
  const neutralise = (p: string) =>
    s.sum('salaire_imposable', p, fenetreRessources(month)) +
      s.sum('chomage_imposable', p, fenetreRessources(month)) >
      0 && s.calc<boolean>('aide_logement_condition_neutralisation', p, month);
  if (s.members('famille', famille, 'parents').some(neutralise))
    lines.push(
      "Vos revenus d'activité et de chômage ne sont pas comptés (RSA le mois dernier, chômage non indemnisé ou congé parental).",
    );
  return lines;
}

/** the rent (or loan repayment, or foyer flat rent) the aid is computed on */
function expliquerLoyer(s: Simulation, famille: string, month: string): string[] {
  const regime = regimeOf(s, famille, month);
  if (regime === 'accession')
    return [`Mensualité de prêt retenue : ${euros(loyerRetenuFoyerOuAccession(s, famille, month))}.`];
  if (regime !== 'locatif')
    return [
      `En foyer ou en résidence CROUS, la CAF retient un loyer forfaitaire de ${euros(loyerRetenuFoyerOuAccession(s, famille, month))}.`,
    ];
  const retenu = s.calc<number>('aide_logement_loyer_retenu', famille, month);
  const plafond = s.calc<number>('aide_logement_loyer_plafond', famille, month);
  const reel = s.calc<number>('aide_logement_loyer_reel', famille, month);
  const lines = [
    reel > plafond
      ? `Loyer retenu : ${euros(retenu)}, le plafond pour votre zone et votre foyer (votre loyer de ${euros(reel)} le dépasse).`
      : `Loyer retenu : ${euros(retenu)} (votre loyer hors charges).`,
    `Forfait charges : ${euros(s.calc<number>('aide_logement_charges', famille, month))}.`,
    `Participation personnelle : ${euros(s.calc<number>('aide_logement_participation_personnelle', famille, month))} par mois.`,
  ];
  const coef = coefficientDegressivite(s, famille, month);
  if (coef < 1)
    lines.push(
      `Votre loyer est très élevé pour la zone : l'aide est réduite (coefficient ${coef.toFixed(2).replace('.', ',')}).`,
    );
  return lines;
}

function explainAmount(s: Simulation, famille: string, month: string, montant: number): string[] {
  const lines = [...expliquerRessources(s, famille, month), ...expliquerLoyer(s, famille, month)];
  const rls = s.calc<number>('reduction_loyer_solidarite', famille, month);
  if (rls > 0)
    lines.push(
      `Votre bailleur social baisse votre loyer de ${euros(rls)} (RLS) ; l'aide baisse d'autant ou presque.`,
    );
  lines.push(
    `Montant estimé : ${euros(montant)} par mois, après la minoration forfaitaire de ${euros(at(locatif.minoration_forfaitaire, month))} et la CRDS.`,
  );
  return lines;
}

export const aideLogementAid: AidDefinition = {
  id: 'aide_logement',
  nom: 'Aide personnalisée au logement (APL/ALS/ALF)',
  institution: 'CAF',
  description:
    'Une aide mensuelle de la CAF pour payer votre loyer (ou votre redevance en foyer ou résidence CROUS), versée selon vos ressources, votre loyer et votre commune.',
  periodicite: 'mensuelle',
  lien: 'https://www.caf.fr/allocataires/aides-et-demarches/droits-et-prestations/logement/les-aides-personnelles-au-logement',
  teleservice:
    'https://wwwd.caf.fr/wps/portal/caffr/aidesetdemarches/mesdemarches/faireunedemandedeprestation/demanderlaideaulogement',
  sources: [
    {
      title:
        "Code de la construction et de l'habitation, articles L821-1 et suivants (aides personnelles au logement)",
      href: 'https://www.legifrance.gouv.fr/codes/section_lc/LEGITEXT000006074096/LEGISCTA000038814858/',
    },
    ...locatif.formule.l_plafonds_loyers.par_zone.zone_1.personnes_seules.references.slice(-1),
    ...ressources.etudiants.locatif.dar_4_forfait_ressources.references.slice(-1),
  ],
  conditionsAVerifier: [
    'Le logement est votre résidence principale (occupé au moins 8 mois par an) et il est décent.',
    "Vous n'êtes pas locataire d'un de vos parents ou grands-parents (ou de ceux de votre conjoint).",
    'Votre bail (ou contrat de résidence) est à votre nom.',
  ],
  dejaPercue: ['aide_logement', 'apl', 'als', 'alf'],
  evaluate(s, who, month): AidEvaluation {
    const famille = who.famille;
    const statut = statutOf(s, famille, month);
    const regime = regimeOf(s, famille, month);
    const failure = firstFailure([
      condition(
        regime !== 'aucun',
        RAISONS_STATUT[statut] ?? "Votre situation de logement n'ouvre pas droit à l'aide au logement.",
      ),
      condition(
        regime === 'foyer' ||
          regime === 'accession' ||
          s.calc<number>('loyer', menageOf(s, famille), month) > 0,
        "Vous n'avez pas indiqué de loyer : nous ne pouvons pas estimer l'aide au logement.",
      ),
      condition(
        !s.calc<boolean>('proprietaire_proche_famille', famille, month) ||
          s.calc<boolean>('logement_conventionne', menageOf(s, famille), month),
        "Vous louez à un membre proche de votre famille : l'allocation de logement n'est pas due.",
      ),
    ]);
    if (failure) return notEligible(failure.raison);
    const apl = s.calc<number>('apl', famille, month);
    const als = s.calc<number>('als', famille, month);
    const alf = s.calc<number>('alf', famille, month);
    const montant = apl + als + alf;
    if (montant <= 0) {
      const brut = s.calc<number>('aide_logement_montant_selectionne_avant_seuil', famille, month);
      if (brut > 0 && s.calc<number>('aide_logement_montant_brut_avant_degressivite', famille, month) === 0)
        return notEligible(`Votre aide calculée (${euros(brut)}) est sous le seuil de versement de la CAF.`);
      if (coefficientDegressivite(s, famille, month) === 0)
        return notEligible(
          "Votre loyer dépasse largement le plafond de votre zone : l'aide au logement est supprimée.",
        );
      return notEligible(
        "Vos ressources sont trop élevées par rapport à votre loyer : pas d'aide au logement.",
      );
    }
    const kind = apl > 0 ? 'apl' : alf > 0 ? 'alf' : 'als';
    const explication = [
      `${NOMS[kind]}${regime === 'foyer' ? ' en foyer ou résidence' : ''} : ${euros(montant)} par mois.`,
      ...explainAmount(s, famille, month, montant),
    ];
    return { eligible: true, montant, explication };
  },
};
