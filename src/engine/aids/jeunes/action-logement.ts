// Action Logement aids for young tenants: Visale (free rent guarantee), Avance Loca-Pass (deposit advance)
// and Mobili-Jeune (rent help for work-study students).
import { at, atOrNull, enVigueur } from '../../core/params.ts';
import { addMonths, addYears, firstDay, monthRange, yearOf } from '../../core/periods.ts';
import { defineVariable } from '../../core/variables.ts';
import { declarantPrincipal } from '../../variables/fiscal.ts';
import {
  condition,
  euros,
  firstFailure,
  notEligible,
  PAS_ENCORE,
  type AidDefinition,
} from '../../core/aid.ts';
import type { Simulation } from '../../core/simulation.ts';
import { nationalite, ressortissantEee, residenceIleDeFrance } from '../etudes/commun.ts';
import {
  locapassAgeMax,
  locapassDelaiMax,
  locapassMontantMax,
  mobiliJeuneAgeMaximum,
  mobiliJeuneMaximum,
  mobiliJeuneMaximumAgricole,
  mobiliJeuneMinimum,
  mobiliJeuneSecteurPriveNonAgricole,
  visaleAgeMax,
  visalePlafondEtudiantHorsIdf,
  visalePlafondEtudiantIdf,
  visalePlafondGeneralHorsIdf,
  visalePlafondGeneralIdf,
  visaleQuotePartAidesLogement,
  visaleResidenceHorsEee,
  visaleTauxEffortMax,
} from './params.ts';

const LOCATAIRE = ['locataire_hlm', 'locataire_vide', 'locataire_meuble', 'locataire_foyer'];
const locataire = (s: Simulation, menage: string, month: string) =>
  LOCATAIRE.includes(s.calc<string>('statut_occupation_logement', menage, month));
const loyerCharges = (s: Simulation, menage: string, month: string) =>
  s.calc<number>('loyer', menage, month) + s.calc<number>('charges_locatives', menage, month);
const dateEntree = (s: Simulation, menage: string, month: string) =>
  String(s.calc<string>('date_entree_logement', menage, month) ?? '').slice(0, 10);

// ---- Visale ----------------------------------------------------------------------------------------------------
/** monthly resources of the previous month counted by Visale, per person */
const RESSOURCES_INDIVIDUELLES = [
  'salaire_net',
  'primes_salaires_non_exonerees',
  'prime_forfaitaire_mensuelle_reprise_activite',
  'pensions_alimentaires_percues',
  'revenus_stage_formation_pro',
  'remuneration_apprenti',
  'garantie_jeunes',
  'bourse_enseignement_sup',
  'bourse_recherche',
  'rpns_auto_entrepreneur_benefice',
  'chomage_net',
  'indemnites_chomage_partiel',
  'ass',
  'retraite_nette',
  'pensions_invalidite',
  'pch',
  'asi',
  'apa_domicile',
  'indemnites_journalieres',
  'rente_accident_travail',
];
/** benefits of the previous month counted by Visale, per famille */
const PRESTATIONS_FAMILLE = ['aeeh', 'af', 'asf', 'aspa', 'cf', 'ppa', 'rsa'];
const AIDES_LOGEMENT = ['alf', 'als', 'apl'];

defineVariable<number>({
  name: 'visale_base_ressources_individuelle',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  formula: (s, id, month) => {
    const precedent = addMonths(month, -1);
    const mensuel = s.sumVariables(RESSOURCES_INDIVIDUELLES, id, precedent);
    return mensuel + s.calc<number>('revenus_non_salarie_nets', id, addYears(yearOf(month), -1)) / 12;
  },
});

defineVariable<number>({
  name: 'visale_base_ressources',
  entity: 'menage',
  period: 'month',
  valueType: 'float',
  default: 0,
  // as OpenFisca: the foyer fiscal's annuities through its declarant principal, the famille's benefits
  // through its demandeur (first parent), each counted when that person lives in the ménage
  formula: (s, menage, month) => {
    // Visale's resources are modelled from March 2020 (the housing aids' share): nothing before
    if (!enVigueur(month, visaleQuotePartAidesLogement)) return 0;
    const precedent = addMonths(month, -1);
    let individus = 0;
    let rentes = 0;
    let prestations = 0;
    let aidesLogement = 0;
    for (const id of s.members('menage', menage)) {
      individus += s.calc<number>('visale_base_ressources_individuelle', id, month);
      if (declarantPrincipal(s, id))
        rentes += s.calc<number>('rente_viagere_titre_onereux', s.foyerFiscal(id), precedent);
      const f = s.famille(id);
      if (s.members('famille', f, 'parents')[0] !== id) continue;
      for (const name of PRESTATIONS_FAMILLE) prestations += s.calc<number>(name, f, precedent);
      for (const name of AIDES_LOGEMENT) aidesLogement += s.calc<number>(name, f, month);
    }
    return individus + rentes + prestations + aidesLogement * at(visaleQuotePartAidesLogement, month);
  },
});

defineVariable<number>({
  name: 'visale_montant_max',
  entity: 'menage',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Loyer charges comprises maximal garanti par Visale',
  formula: (s, menage, month) => {
    if (!enVigueur(month, visalePlafondGeneralHorsIdf, visaleQuotePartAidesLogement)) return 0;
    const idf = residenceIleDeFrance(s, menage, month);
    const plafondGeneral = at(idf ? visalePlafondGeneralIdf : visalePlafondGeneralHorsIdf, month);
    const selonRessources =
      s.calc<number>('visale_base_ressources', menage, month) * at(visaleTauxEffortMax, month);
    return Math.max(plafondEtudiant(s, menage, month), Math.min(selonRessources, plafondGeneral));
  },
});

/** the ceiling a student tenant gets whatever their resources (0 for others) */
function plafondEtudiant(s: Simulation, menage: string, month: string): number {
  if (!s.calc<boolean>('etudiant', s.referencePerson(menage), month)) return 0;
  const idf = residenceIleDeFrance(s, menage, month);
  return at(idf ? visalePlafondEtudiantIdf : visalePlafondEtudiantHorsIdf, month);
}

/**
 * The first unmet Visale condition, in the order they are explained; undefined when all hold. Checked one
 * at a time: the guaranteed ceiling needs last month's resources and benefits (RSA, prime d'activité), which
 * most refusals (minors, nationality) never need.
 */
function visaleEchec(s: Simulation, menage: string, month: string): string | undefined {
  if (!enVigueur(month, visalePlafondGeneralHorsIdf, visaleQuotePartAidesLogement)) return PAS_ENCORE;
  const id = s.referencePerson(menage);
  if (!s.calc<boolean>('majeur', id, month)) return 'Il faut être majeur pour signer un bail.';
  const max = at(visaleAgeMax, month);
  if (!(s.calc<number>('age', id, month) <= max))
    return `Vous avez plus de ${max} ans : Visale reste possible pour les salariés de plus de ${max} ans en mobilité ou nouvellement embauchés.`;
  if (!(
    s.calc<boolean>('etudiant', id, month) ||
    ressortissantEee(s, id, month) ||
    at(visaleResidenceHorsEee, month).includes(nationalite(s, id, month))
  ))
    return "Hors étudiants, Visale est réservé aux ressortissants de l'Espace économique européen, de Suisse, d'Andorre, de Monaco et de Saint-Marin.";
  const loyer = loyerCharges(s, menage, month);
  // the ceiling is never below the student one: a rent under it needs no resources
  if (loyer > plafondEtudiant(s, menage, month)) {
    const plafond = s.calc<number>('visale_montant_max', menage, month);
    if (!(loyer <= plafond))
      return `Votre loyer charges comprises (${euros(loyer)}) dépasse le montant garanti possible (${euros(plafond)}).`;
  }
  if (!(dateEntree(s, menage, month) > firstDay(month)))
    return "Visale se demande avant de signer le bail, pour un logement où vous n'êtes pas encore entré.";
  return undefined;
}

defineVariable<boolean>({
  name: 'visale_eligibilite',
  entity: 'menage',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, menage, month) => visaleEchec(s, menage, month) === undefined,
});

export const visale: AidDefinition = {
  id: 'visale',
  nom: 'Garantie Visale',
  institution: 'Action Logement',
  description:
    "Une caution gratuite apportée par Action Logement : elle garantit au propriétaire le paiement de votre loyer en cas d'impayé, sans que vous ayez besoin d'un garant.",
  periodicite: 'mensuelle',
  lien: 'https://www.visale.fr/',
  teleservice: 'https://www.visale.fr/',
  sources: [
    {
      title: "Convention quinquennale 2018-2022 entre l'État et Action Logement",
      href: 'https://www.legifrance.gouv.fr/jorf/id/JORFSCTA000036580381',
    },
    {
      title: 'Décret n° 2016-1769 du 19 décembre 2016',
      href: 'https://www.legifrance.gouv.fr/jorf/id/JORFARTI000033652118',
    },
  ],
  conditionsAVerifier: [
    'Obtenir le visa Visale avant de signer le bail et le transmettre au propriétaire.',
    'Le logement doit être votre résidence principale.',
  ],
  dejaPercue: ['visale'],
  evaluate(s, who, month) {
    const echec = visaleEchec(s, who.menage, month);
    if (echec) return notEligible(echec);
    const plafond = s.calc<number>('visale_montant_max', who.menage, month);
    return {
      eligible: true,
      montant: plafond,
      legende: "garantie de loyer, jusqu'à",
      explication: [
        `Visale peut garantir un loyer charges comprises jusqu'à ${euros(plafond)} par mois ; le vôtre est de ${euros(loyerCharges(s, who.menage, month))}.`,
      ],
    };
  },
};

// ---- Loca-Pass ----------------------------------------------------------------------------------------------------
defineVariable<boolean>({
  name: 'locapass_eligibilite_salarie',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) => s.calc<string>('activite', id, month) === 'actif',
});

defineVariable<boolean>({
  name: 'locapass_eligibilite_jeunes',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) =>
    enVigueur(month, locapassAgeMax) &&
    s.calc<number>('age', id, month) <= at(locapassAgeMax, month) &&
    // OpenFisca reads activite, not the etudiant variable: an etudiant input alone does not count
    (s.calc<string>('activite', id, month) === 'chomeur' ||
      (s.calc<string>('activite', id, month) === 'etudiant' && s.calc<boolean>('alternant', id, month))),
});

defineVariable<boolean>({
  name: 'locapass_eligibilite_etudiant_contrat',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  // a paid job in at least 3 of the last 6 months (current month included)
  formula: (s, id, month) =>
    monthRange(addMonths(month, -5), 6).filter((m) => s.calc<number>('salaire_net', id, m) > 0).length >= 3,
});

defineVariable<boolean>({
  name: 'locapass_eligibilite_etudiant',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) =>
    s.calc<boolean>('etudiant', id, month) &&
    (s.calc<boolean>('boursier', id, month) ||
      s.calc<boolean>('locapass_eligibilite_etudiant_contrat', id, month)),
});

defineVariable<boolean>({
  name: 'locapass_eligibilite_individu',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) =>
    s.calc<boolean>('locapass_eligibilite_salarie', id, month) ||
    s.calc<boolean>('locapass_eligibilite_jeunes', id, month) ||
    s.calc<boolean>('locapass_eligibilite_etudiant', id, month),
});

defineVariable<boolean>({
  name: 'locapass_eligibilite_logement',
  entity: 'menage',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, menage, month) => locataire(s, menage, month),
});

const entreeRecente = (s: Simulation, menage: string, month: string) =>
  dateEntree(s, menage, month) >= firstDay(addMonths(month, -at(locapassDelaiMax, month)));

defineVariable<boolean>({
  name: 'locapass_eligibilite',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) =>
    enVigueur(month, locapassAgeMax) &&
    s.calc<boolean>('locapass_eligibilite_individu', id, month) &&
    s.calc<boolean>('locapass_eligibilite_logement', s.menage(id), month) &&
    entreeRecente(s, s.menage(id), month),
});

export const locapass: AidDefinition = {
  id: 'locapass',
  nom: 'Avance Loca-Pass',
  institution: 'Action Logement',
  description:
    'Une avance sans intérêts pour payer le dépôt de garantie de votre location, remboursable petit à petit sur 25 mois maximum.',
  periodicite: 'ponctuelle',
  lien: 'https://www.actionlogement.fr/l-avance-loca-pass',
  teleservice: 'https://www.actionlogement.fr/l-avance-loca-pass',
  sources: [
    {
      title: 'Décret n° 2016-1769 du 19 décembre 2016',
      href: 'https://www.legifrance.gouv.fr/jorf/id/JORFARTI000033652118',
    },
  ],
  conditionsAVerifier: [
    'Salariés : travailler dans une entreprise du secteur privé non agricole.',
    'Faire la demande au plus tard 2 mois après l’entrée dans le logement.',
  ],
  dejaPercue: ['locapass', 'loca_pass'],
  evaluate(s, who, month) {
    const id = who.individu;
    if (!enVigueur(month, locapassAgeMax)) return notEligible(PAS_ENCORE);
    if (!s.calc<boolean>('locapass_eligibilite_individu', id, month))
      return notEligible(
        `Loca-Pass est ouvert aux salariés, aux jeunes de ${at(locapassAgeMax, month)} ans au plus en recherche d'emploi ou en alternance, et aux étudiants boursiers ou salariés.`,
      );
    if (!s.calc<boolean>('locapass_eligibilite_logement', who.menage, month))
      return notEligible('Loca-Pass concerne les locataires (logement vide, meublé, HLM ou foyer).');
    if (!entreeRecente(s, who.menage, month))
      return notEligible(
        `La demande doit être faite au plus tard ${at(locapassDelaiMax, month)} mois après l'entrée dans le logement.`,
      );
    const montant = at(locapassMontantMax, month);
    return {
      eligible: true,
      montant,
      legende: "avance jusqu'à",
      explication: [
        `Action Logement peut vous avancer votre dépôt de garantie, jusqu'à ${euros(montant)}, sans intérêts.`,
      ],
    };
  },
};

// ---- Mobili-Jeune ----------------------------------------------------------------------------------------------------
defineVariable<boolean>({
  name: 'mobili_jeune_eligibilite_employeur',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) =>
    s.calc<string>('categorie_salarie', id, month) === 'prive_non_cadre' &&
    s.calc<string>('secteur_activite_employeur', id, month) === 'non_agricole' &&
    s.calc<boolean>('peec_employeur', id, month),
});

/** the employer condition: private non-agricultural until May 2022, then the PEEC contribution alone */
const employeurEligible = (s: Simulation, id: string, month: string) =>
  at(mobiliJeuneSecteurPriveNonAgricole, month)
    ? s.calc<boolean>('mobili_jeune_eligibilite_employeur', id, month)
    : s.calc<boolean>('peec_employeur', id, month);

const mobiliJeuneConditions = (s: Simulation, id: string, month: string) => {
  const max = at(mobiliJeuneAgeMaximum, month);
  return [
    condition(s.calc<number>('age', id, month) < max, `Mobili-Jeune est réservé aux moins de ${max} ans.`),
    condition(
      s.calc<boolean>('alternant', id, month),
      'Mobili-Jeune est réservé aux jeunes en alternance (apprentissage ou professionnalisation).',
    ),
    condition(
      employeurEligible(s, id, month),
      'Votre employeur doit être une entreprise du secteur privé cotisant à Action Logement.',
    ),
    condition(
      s.calc<number>('salaire_de_base', id, month) <= s.calc<number>('smic_proratise', id, month),
      'Votre salaire brut ne doit pas dépasser le Smic (au prorata de votre temps de travail).',
    ),
    condition(locataire(s, s.menage(id), month), 'Il faut être locataire de votre logement.'),
  ];
};

defineVariable<boolean>({
  name: 'mobili_jeune_eligibilite',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) => mobiliJeuneConditions(s, id, month).every((c) => c.ok),
});

const resteACharge = (s: Simulation, id: string, month: string) =>
  loyerCharges(s, s.menage(id), month) - s.calc<number>('aide_logement', s.famille(id), month);
const plafondMobiliJeune = (s: Simulation, id: string, month: string) =>
  // the agricultural ceiling exists since June 2022; before, every sector had the general one
  (s.calc<string>('secteur_activite_employeur', id, month) === 'agricole'
    ? atOrNull(mobiliJeuneMaximumAgricole, month)
    : null) ?? at(mobiliJeuneMaximum, month);

defineVariable<number>({
  name: 'mobili_jeune',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Montant mensuel de l'aide Mobili-Jeune",
  formula: (s, id, month) => {
    if (!s.calc<boolean>('mobili_jeune_eligibilite', id, month)) return 0;
    const reste = resteACharge(s, id, month);
    return reste >= at(mobiliJeuneMinimum, month) ? Math.min(reste, plafondMobiliJeune(s, id, month)) : 0;
  },
});

export const mobiliJeune: AidDefinition = {
  id: 'mobili_jeune',
  nom: 'Aide Mobili-Jeune',
  institution: 'Action Logement',
  description:
    'Une aide de 10 à 100 € par mois (300 € dans le secteur agricole) pour payer une partie du loyer des jeunes de moins de 30 ans en alternance.',
  periodicite: 'mensuelle',
  lien: 'https://www.actionlogement.fr/l-aide-mobili-jeune',
  teleservice: 'https://www.actionlogement.fr/l-aide-mobili-jeune',
  sources: [
    {
      title: "Action Logement : l'aide Mobili-Jeune",
      href: 'https://www.actionlogement.fr/l-aide-mobili-jeune',
    },
  ],
  conditionsAVerifier: [
    'Faire la demande au plus tard 6 mois après le début du contrat d’alternance.',
    'L’aide est versée pendant la durée de la formation, dans la limite d’un an.',
  ],
  dejaPercue: ['mobili_jeune'],
  evaluate(s, who, month) {
    const id = who.individu;
    const echec = firstFailure(mobiliJeuneConditions(s, id, month));
    if (echec) return notEligible(echec.raison);
    const reste = resteACharge(s, id, month);
    const montant = s.calc<number>('mobili_jeune', id, month);
    if (montant <= 0)
      return notEligible(
        `Votre loyer restant à payer après l'aide au logement (${euros(reste)}) est inférieur à ${euros(at(mobiliJeuneMinimum, month))}.`,
      );
    return {
      eligible: true,
      montant,
      explication: [
        `Loyer restant à payer après l'aide au logement : ${euros(reste)} ; Mobili-Jeune en prend en charge ${euros(montant)} par mois (plafond ${euros(plafondMobiliJeune(s, id, month))}).`,
      ],
    };
  },
};
