// Pass Culture (credit by age, 15 to 18) and Pass'Sport (50 € for a sports club licence).
import { at, atOrNull, enVigueur, singleAmount } from '../../core/params.ts';
import { addMonths, yearOf } from '../../core/periods.ts';
import { defineVariable } from '../../core/variables.ts';
import { euros, notEligible, PAS_ENCORE, type AidDefinition } from '../../core/aid.ts';
import type { Simulation } from '../../core/simulation.ts';
import {
  passCultureAgeMaximum,
  passCultureMontants,
  passSportAgeMaxAah,
  passSportAgeMaxAeeh,
  passSportAgeMaxArs,
  passSportAgeMaxBoursier,
  passSportAgeMinAah,
  passSportAgeMinAeeh,
  passSportAgeMinArs,
  passSportMontant,
} from './params.ts';

// ---- pass Culture ----------------------------------------------------------------------------------------------
/** OpenFisca reads the age on the first day of the next month (the credit opens at the birthday) */
const agePassCulture = (s: Simulation, id: string, month: string) =>
  s.calc<number>('age', id, addMonths(month, 1));

defineVariable<number>({
  name: 'pass_culture',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Montant du pass Culture',
  formula: (s, id, month) => {
    // the pass Culture exists since February 2019: nothing before
    const max = atOrNull(passCultureAgeMaximum, month);
    if (max === null) return 0;
    const age = agePassCulture(s, id, month);
    return age <= max ? singleAmount(at(passCultureMontants, month), age) : 0;
  },
});

export const passCulture: AidDefinition = {
  id: 'pass_culture',
  nom: 'Pass Culture',
  institution: 'Ministère de la Culture',
  description:
    "Un crédit à dépenser dans l'application pass Culture pour des livres, des places de concert, de cinéma ou de spectacle, des cours ou des instruments.",
  periodicite: 'ponctuelle',
  lien: 'https://pass.culture.fr/',
  teleservice: 'https://passculture.app/',
  sources: [
    {
      title: 'Décret n° 2021-628 du 20 mai 2021 relatif au pass Culture',
      href: 'https://www.legifrance.gouv.fr/eli/decret/2021/5/20/2021-628/jo/article_3',
    },
    {
      title: 'Décret n° 2025-195 du 27 février 2025, art. 2',
      href: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000051261338',
    },
  ],
  conditionsAVerifier: [
    'Résider en France.',
    'Activer le crédit dans l’application avant votre anniversaire suivant : il expire ensuite.',
  ],
  dejaPercue: ['pass_culture'],
  evaluate(s, who, month) {
    const age = agePassCulture(s, who.individu, month);
    const max = atOrNull(passCultureAgeMaximum, month);
    if (max === null) return notEligible("Le pass Culture n'existait pas encore à cette date.");
    if (age > max) return notEligible(`Le pass Culture s'arrête à ${max} ans.`);
    const montant = s.calc<number>('pass_culture', who.individu, month);
    if (montant <= 0)
      return notEligible(
        age < 15
          ? 'Le pass Culture commence à 15 ans.'
          : `Le pass Culture ne prévoit pas de crédit individuel à ${age} ans.`,
      );
    return {
      eligible: true,
      montant,
      explication: [`À ${age} ans, le pass Culture vous ouvre un crédit de ${euros(montant)}.`],
    };
  },
};

// ---- Pass'Sport -----------------------------------------------------------------------------------------------
function profilsPassSport(s: Simulation, id: string, month: string): string[] {
  if (!enVigueur(month, passSportMontant)) return [];
  const age = s.calc<number>('age', id, month);
  const famille = s.famille(id);
  const entre = (min: number, max: number) => age >= min && age <= max;
  const profils: string[] = [];
  if (s.calc<boolean>('boursier', id, month) && age <= at(passSportAgeMaxBoursier, month))
    profils.push('vous êtes étudiant boursier');
  if (
    s.calc<number>('ars', famille, yearOf(month)) > 0 &&
    entre(at(passSportAgeMinArs, month), at(passSportAgeMaxArs, month))
  )
    profils.push("votre famille touche l'allocation de rentrée scolaire");
  if (
    s.calc<number>('aeeh', famille, month) > 0 &&
    entre(at(passSportAgeMinAeeh, month), at(passSportAgeMaxAeeh, month))
  )
    profils.push("votre famille touche l'AEEH pour vous");
  if (
    s.calc<number>('aah', id, month) > 0 &&
    entre(at(passSportAgeMinAah, month), at(passSportAgeMaxAah, month))
  )
    profils.push("vous touchez l'AAH");
  return profils;
}

defineVariable<number>({
  name: 'pass_sport',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Montant du Pass'Sport",
  formula: (s, id, month) => (profilsPassSport(s, id, month).length > 0 ? at(passSportMontant, month) : 0),
});

export const passSport: AidDefinition = {
  id: 'pass_sport',
  nom: "Pass'Sport",
  institution: 'Ministère des Sports',
  description:
    "Une réduction de 50 € sur l'inscription dans un club sportif ou une association sportive partenaire, pour la saison en cours.",
  periodicite: 'ponctuelle',
  lien: 'https://www.pass.sports.gouv.fr/',
  teleservice: 'https://www.pass.sports.gouv.fr/v2/recherche-structures',
  sources: [{ title: "Ministère des Sports : le Pass'Sport", href: 'https://www.pass.sports.gouv.fr/' }],
  conditionsAVerifier: [
    "Le code Pass'Sport est envoyé à la rentrée (ou demandé sur le portail) ; il se présente au club lors de l'inscription.",
    "Les âges et publics du Pass'Sport changent chaque saison : vérifiez ceux de la campagne en cours.",
  ],
  dejaPercue: ['pass_sport'],
  evaluate(s, who, month) {
    if (!enVigueur(month, passSportMontant)) return notEligible(PAS_ENCORE);
    const profils = profilsPassSport(s, who.individu, month);
    if (!profils.length)
      return notEligible(
        `Le Pass'Sport est réservé aux étudiants boursiers (jusqu'à ${at(passSportAgeMaxBoursier, month)} ans), aux jeunes dont la famille touche l'allocation de rentrée scolaire, et aux bénéficiaires de l'AEEH ou de l'AAH.`,
      );
    const montant = s.calc<number>('pass_sport', who.individu, month);
    return {
      eligible: true,
      montant,
      explication: [
        `${profils[0].charAt(0).toUpperCase()}${profils[0].slice(1)} : vous avez droit à ${euros(montant)} de réduction sur une licence sportive.`,
      ],
    };
  },
};
