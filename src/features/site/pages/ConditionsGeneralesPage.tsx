import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/PageTitle.tsx';
import { company, figures } from '../../../config/site.ts';
import { paths } from '../../../config/paths.ts';

export default function ConditionsGeneralesPage() {
  return (
    <ContentPage
      title="Conditions générales d’utilisation"
      lead="Les règles d’utilisation du site et du simulateur Aidy."
    >
      <h2>1. Objet</h2>
      <p>
        Les présentes conditions régissent l’utilisation du site Aidy édité par {company.legalName}. Utiliser
        le site vaut acceptation de ces conditions. Les prestations payantes relèvent des{' '}
        <Link to={paths.cgv}>conditions générales de vente</Link>.
      </p>
      <h2>2. Le simulateur</h2>
      <p>
        Le simulateur est gratuit et accessible sans compte. Il fournit une estimation indicative fondée sur
        vos réponses et sur la réglementation connue à la date de la simulation. Il ne constitue ni une
        décision ni un engagement de versement : seuls les organismes compétents statuent sur vos droits.
      </p>
      <h2>3. Le compte</h2>
      <p>
        La création d’un compte nécessite une adresse e-mail valide, confirmée par un lien. Vous êtes
        responsable de la confidentialité de votre mot de passe et des informations que vous fournissez, qui
        doivent être exactes.
      </p>
      <h2>4. L’accompagnement</h2>
      <p>
        Nos conseillers vous aident à constituer et déposer vos demandes. La rémunération du service est de{' '}
        {figures.feePercent} % des aides effectivement perçues, selon les conditions générales de vente.
      </p>
      <h2>5. Comportements interdits</h2>
      <ul>
        <li>fournir de fausses informations ou usurper l’identité d’un tiers ;</li>
        <li>perturber le fonctionnement du site ou tenter d’accéder aux données d’autres utilisateurs ;</li>
        <li>utiliser le site à des fins commerciales sans autorisation.</li>
      </ul>
      <h2>6. Responsabilité</h2>
      <p>
        Nous faisons nos meilleurs efforts pour tenir les barèmes à jour, sans pouvoir garantir l’absence
        d’erreur. Notre responsabilité ne saurait être engagée du fait d’une décision d’un organisme tiers.
      </p>
      <h2>7. Droit applicable</h2>
      <p>
        Les présentes conditions sont soumises au droit français. En cas de litige, une solution amiable sera
        recherchée avant toute action devant les tribunaux compétents.
      </p>
    </ContentPage>
  );
}
