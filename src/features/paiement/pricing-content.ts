// The words of /pricing and /packs around the database's packs: testimonials and the FAQ of seed 000 §9.
import type { Pack } from './api.ts';

export const testimonials = [
  {
    name: 'Inès, 21 ans',
    context: 'étudiante à Lyon',
    text: 'Je ne savais pas que j’avais droit à l’APL et à la bourse sur critères sociaux. Avec le pack Standard, mes deux dossiers ont été montés en une semaine.',
  },
  {
    name: 'Yanis, 24 ans',
    context: 'jeune salarié en alternance',
    text: 'Mon conseiller m’a rappelé pour compléter le dossier de prime d’activité. J’ai gardé l’aide qu’il me restait pour une demande d’aide au permis.',
  },
  {
    name: 'Clara, 19 ans',
    context: 'demandeuse d’emploi',
    text: 'Ma première demande a été refusée : l’aide m’a été rendue et j’ai pu la réutiliser tout de suite pour une autre démarche.',
  },
];

/** The first pack (in the catalogue's order) whose features include `feature`, for the FAQ's answers. */
const firstWith = (packs: Pack[], feature: RegExp) =>
  packs.find((p) => p.features.some((f) => feature.test(f)));

export function pricingFaq(packs: Pack[]): { q: string; a: string }[] {
  const phone = firstWith(packs, /t[ée]l[ée]phonique/i)?.name ?? 'Standard';
  const adviser = firstWith(packs, /conseiller d[ée]di[ée]/i)?.name ?? 'Premium';
  return [
    {
      q: 'Les aides de mon pack expirent-elles ?',
      a: 'Non. Les aides achetées n’ont pas de date d’expiration : vous les utilisez quand vous en avez besoin.',
    },
    {
      q: 'Puis-je acheter un autre pack s’il me reste des aides ?',
      a: 'Oui. Les aides qu’il vous reste sont conservées et s’ajoutent à celles du nouveau pack.',
    },
    {
      q: 'Que se passe-t-il si ma demande est refusée ?',
      a: 'L’aide utilisée vous est rendue : vous pouvez la garder pour une autre demande ou demander son remboursement au support.',
    },
    {
      q: 'Quel accompagnement selon le pack ?',
      a: `Le support par e-mail est inclus dans tous les packs. Le support téléphonique est inclus à partir du pack ${phone}, et un conseiller dédié suit vos demandes à partir du pack ${adviser}.`,
    },
    {
      q: 'Comment se passe le paiement ?',
      a: 'Par carte bancaire, sur une page sécurisée de notre prestataire de paiement. Aidy ne voit jamais votre numéro de carte. Un reçu est disponible dans votre espace après chaque paiement.',
    },
    {
      q: 'Puis-je changer d’avis après l’achat ?',
      a: 'Oui, pendant 14 jours, pour les aides que vous n’avez pas encore utilisées. Les conditions sont détaillées dans nos conditions générales de vente.',
    },
  ];
}
