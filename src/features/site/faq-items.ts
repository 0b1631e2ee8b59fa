// Home page and /faq questions. The home page shows the first 13, then "Voir plus" (seed 001 §9).
import { figures } from '../../config/site.ts';

export const FAQ_VISIBLE = 13;

export const faqItems: { q: string; a: string }[] = [
  {
    q: 'Qu’est-ce qu’Aidy ?',
    a: 'Aidy est un service privé qui aide les jeunes (étudiants, salariés, demandeurs d’emploi) à repérer les aides publiques auxquelles ils ont droit et à monter leurs dossiers auprès des organismes (CAF, Crous, France Travail, Assurance maladie…).',
  },
  {
    q: 'Combien coûte le service ?',
    a: `Rien au départ. Nous prélevons ${figures.feePercent} % du montant des aides effectivement perçues, uniquement une fois que vous les avez reçues. Si vous n’obtenez rien, vous ne payez rien.`,
  },
  {
    q: 'Combien de temps dure le rendez-vous ?',
    a: `Le rendez-vous téléphonique dure ${figures.appointmentMinutes} minutes. Un conseiller fait le point sur votre situation et réalise la simulation avec vous.`,
  },
  {
    q: 'Puis-je annuler ou déplacer mon rendez-vous ?',
    a: `Oui, jusqu’à ${figures.cancelHoursAhead} h avant le rendez-vous, depuis le lien reçu par e-mail ou en nous écrivant.`,
  },
  {
    q: 'La simulation en ligne est-elle gratuite ?',
    a: 'Oui, la simulation est gratuite, sans inscription et sans engagement. Vos réponses restent sur votre appareil tant que vous ne les effacez pas.',
  },
  {
    q: 'Les montants affichés sont-ils garantis ?',
    a: 'Non : ce sont des estimations calculées à partir de vos réponses et des barèmes en vigueur. Seul l’organisme qui verse l’aide peut décider de votre droit et de son montant exact.',
  },
  {
    q: 'Quelles aides pouvez-vous m’aider à obtenir ?',
    a: 'Les aides au logement (APL, ALS), la bourse sur critères sociaux, la prime d’activité, le RSA, le Contrat d’engagement jeune, l’aide au permis de conduire, la complémentaire santé solidaire, les aides au BAFA ou à l’achat d’un vélo, et bien d’autres.',
  },
  {
    q: 'Je suis étudiant : à quoi ai-je droit ?',
    a: 'Souvent à une aide au logement si vous payez un loyer, à la bourse sur critères sociaux selon les revenus de vos parents, et parfois à des aides locales. La simulation vous le dit en quelques minutes.',
  },
  {
    q: 'Je travaille : puis-je toucher des aides ?',
    a: 'Oui. Avec un salaire modeste, la prime d’activité et les aides au logement restent souvent possibles, y compris pour les apprentis et alternants.',
  },
  {
    q: 'Que faites-vous concrètement pour moi ?',
    a: 'Nous vérifions votre éligibilité, listons les pièces justificatives, remplissons les formulaires avec vous, déposons les demandes et suivons les dossiers jusqu’au versement.',
  },
  {
    q: 'Mes données sont-elles protégées ?',
    a: 'Oui. Elles sont hébergées dans l’Union européenne, utilisées uniquement pour vous accompagner et jamais revendues. Vous pouvez demander leur suppression à tout moment.',
  },
  {
    q: 'Dois-je créer un compte ?',
    a: 'Pas pour simuler. Le compte sert à suivre vos demandes, échanger avec votre conseiller et déposer vos documents.',
  },
  {
    q: 'Comment fonctionne le parrainage ?',
    a: 'Partagez votre code personnel : chaque filleul inscrit vous fait bénéficier d’une réduction sur vos packs, et une aide est offerte à partir de 5 filleuls.',
  },
  {
    q: 'Sous quel délai vais-je recevoir mes aides ?',
    a: 'Cela dépend des organismes : quelques semaines pour la plupart des aides de la CAF, davantage pour certaines aides locales. Nous vous tenons informé à chaque étape.',
  },
  {
    q: 'Et si ma demande est refusée ?',
    a: 'Vous ne payez pas de commission sur une aide non obtenue. Si vous aviez utilisé un crédit de pack, nous le recréditons ou vous proposons une autre aide.',
  },
  {
    q: 'Puis-je vous joindre par téléphone ?',
    a: 'Oui, nos conseillers répondent de 10 h à 18 h, tous les jours.',
  },
];
