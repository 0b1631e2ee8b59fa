// Parameters of the chèque énergie (OpenFisca prestations_sociales/solidarite_insertion/autre_solidarite/cheque_energie).
import { param, type Bracket, type LegalReference } from '../../core/params.ts';

const CE = 'prestations_sociales/solidarite_insertion/autre_solidarite/cheque_energie';
const DECRET_2016: LegalReference = {
  title: 'Décret n° 2016-555 du 6 mai 2016 relatif au chèque énergie',
  href: 'https://www.legifrance.gouv.fr/eli/decret/2016/5/6/DEVR1604032D/jo/texte',
};
const ARRETE_2018: LegalReference = {
  title: 'Arrêté du 26 décembre 2018 modifiant le plafond et la valeur faciale du chèque énergie',
  href: 'https://www.legifrance.gouv.fr/eli/arrete/2018/12/26/TRER1832961A/jo/texte',
};
const ARRETE_2021: LegalReference = {
  title: "Arrêté du 24 février 2021 modifiant le seuil d'éligibilité au chèque énergie",
  href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000043178875/',
};

/** single-amount scale on the revenu fiscal de référence per consumption unit, 0 from `plafond` on */
const scale = (amounts: number[], plafond = 10800): Bracket[] => [
  ...[0, 5600, 6700, 7700]
    .slice(0, amounts.length)
    .map((threshold, i) => ({ threshold, amount: amounts[i] })),
  { threshold: plafond, amount: 0 },
];

export const baremeUneUc = param<Bracket[]>({
  path: `${CE}/baremes/une_uc`,
  description:
    "Montant du chèque énergie selon le revenu fiscal de référence par UC, ménage d'une unité de consommation",
  unit: 'currency',
  references: [DECRET_2016, ARRETE_2018, ARRETE_2021],
  values: [
    { from: '2017-01-01', value: scale([144, 96, 48], 7700), ref: DECRET_2016 },
    { from: '2019-01-01', value: scale([194, 146, 98, 48], 10700), ref: ARRETE_2018 },
    { from: '2021-01-01', value: scale([194, 146, 98, 48]), ref: ARRETE_2021 },
  ],
});
export const baremeUneADeuxUc = param<Bracket[]>({
  path: `${CE}/baremes/une_uc_a_deux_uc`,
  description: 'Montant du chèque énergie, ménage de plus de 1 et de moins de 2 unités de consommation',
  unit: 'currency',
  references: [DECRET_2016, ARRETE_2018, ARRETE_2021],
  values: [
    { from: '2017-01-01', value: scale([190, 126, 63], 7700), ref: DECRET_2016 },
    { from: '2019-01-01', value: scale([240, 176, 113, 63], 10700), ref: ARRETE_2018 },
    { from: '2021-01-01', value: scale([240, 176, 113, 63]), ref: ARRETE_2021 },
  ],
});
export const baremePlusDeDeuxUc = param<Bracket[]>({
  path: `${CE}/baremes/plus_de_deux_ucs`,
  description: 'Montant du chèque énergie, ménage de 2 unités de consommation ou plus',
  unit: 'currency',
  references: [DECRET_2016, ARRETE_2018, ARRETE_2021],
  values: [
    { from: '2017-01-01', value: scale([227, 152, 76], 7700), ref: DECRET_2016 },
    { from: '2019-01-01', value: scale([277, 202, 126, 76], 10700), ref: ARRETE_2018 },
    { from: '2021-01-01', value: scale([277, 202, 126, 76]), ref: ARRETE_2021 },
  ],
});
export const ucPremierePersonne = param<number>({
  path: `${CE}/unites_consommation/premiere_personne`,
  description: 'Unités de consommation : première personne du ménage',
  unit: 'coefficient',
  references: [DECRET_2016],
  values: { '2017-01-01': 1 },
});
export const ucDeuxiemePersonne = param<number>({
  path: `${CE}/unites_consommation/deuxieme_personne`,
  description: 'Unités de consommation : deuxième personne',
  unit: 'coefficient',
  references: [DECRET_2016],
  values: { '2017-01-01': 0.5 },
});
export const ucAutresPersonnes = param<number>({
  path: `${CE}/unites_consommation/autres_personnes`,
  description: 'Unités de consommation : chaque personne supplémentaire',
  unit: 'coefficient',
  references: [DECRET_2016],
  values: { '2017-01-01': 0.3 },
});

/** the exceptional vouchers of December 2021 (100 €) and December 2022 (200 € or 100 €), by RFR per UC */
export const aideExceptionnelle = param<Bracket[]>({
  path: `${CE}/aide_exceptionnelle`,
  description: 'Chèques énergie exceptionnels de 2021 et 2022 selon le revenu fiscal de référence par UC',
  unit: 'currency',
  references: [
    {
      title: 'Décret n° 2021-1541 du 29 novembre 2021 (chèque énergie exceptionnel de 100 €)',
      href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000044387624',
    },
    {
      title: 'Décret n° 2022-1552 du 10 décembre 2022 (chèque énergie exceptionnel de 200 € ou 100 €)',
      href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000046720566',
    },
  ],
  values: [
    {
      from: '2021-12-01',
      value: [
        { threshold: 0, amount: 100 },
        { threshold: 10800, amount: 0 },
      ],
    },
    { from: '2022-01-01', value: [{ threshold: 0, amount: 0 }] },
    {
      from: '2022-12-01',
      value: [
        { threshold: 0, amount: 200 },
        { threshold: 10800, amount: 100 },
        { threshold: 17400, amount: 0 },
      ],
    },
    { from: '2023-01-01', value: null },
  ],
});
