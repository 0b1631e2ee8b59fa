import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/PageTitle.tsx';
import { company } from '../../../config/site.ts';
import { paths } from '../../../config/paths.ts';

export default function ConfidentialitePage() {
  return (
    <ContentPage
      title="Politique de confidentialité"
      lead="Quelles données nous collectons, pourquoi, combien de temps, et comment exercer vos droits."
    >
      <h2>Responsable du traitement</h2>
      <p>
        {company.legalName}, {company.address}. Contact données personnelles :{' '}
        <a href={`mailto:${company.privacyEmail}`}>{company.privacyEmail}</a>.
      </p>
      <DonneesCollectees />
      <h2>Durées de conservation</h2>
      <ul>
        <li>compte et dossiers : pendant la relation, puis 3 ans après le dernier contact ;</li>
        <li>messages de contact : 3 ans ;</li>
        <li>pièces comptables : 10 ans (obligation légale) ;</li>
        <li>choix relatif aux cookies : 6 mois, puis nous vous le redemandons.</li>
      </ul>
      <SuppressionEtSousTraitants />
    </ContentPage>
  );
}

function DonneesCollectees() {
  return (
    <>
      <h2>Données collectées et finalités</h2>
      <ul>
        <li>
          <strong>Simulation</strong> : vos réponses (âge, situation, logement, ressources…) servent
          uniquement au calcul. Elles sont envoyées au serveur le temps du calcul, non conservées, et restent
          enregistrées sur votre appareil jusqu’à ce que vous les effaciez. Si vous choisissez « Enregistrer
          dans mon compte », la simulation (réponses et résultats) est conservée avec votre compte jusqu’à ce
          que vous la supprimiez. Base légale : votre demande.
        </li>
        <li>
          <strong>Compte</strong> : nom, prénom, e-mail, téléphone, mot de passe (chiffré). Finalité : gérer
          votre compte et vos demandes. Base légale : le contrat.
        </li>
        <li>
          <strong>Dossiers d’aides</strong> : informations et justificatifs nécessaires aux demandes. Base
          légale : le contrat.
        </li>
        <li>
          <strong>Contact</strong> : nom, e-mail et message envoyés par le formulaire, pour vous répondre.
          Base légale : notre intérêt légitime à répondre.
        </li>
        <li>
          <strong>Paiements</strong> : montant, date et statut (les données de carte restent chez Stripe).
          Base légale : le contrat et nos obligations comptables.
        </li>
        <li>
          <strong>Mesure d’audience</strong> : uniquement avec votre accord (voir la{' '}
          <Link to={paths.cookies}>page cookies</Link>).
        </li>
      </ul>
    </>
  );
}

/** Account deletion, processors, transfers and the person's rights. */
function SuppressionEtSousTraitants() {
  return (
    <>
      <h2>Supprimer votre compte</h2>
      <p>
        Depuis votre espace (Profil, onglet Sécurité), « Supprimer mon compte » efface immédiatement et
        définitivement votre profil, vos préférences, vos demandes avec leur suivi, vos justificatifs et
        pièces jointes, vos notifications, vos tickets de support, vos simulations enregistrées et votre
        parrainage, puis votre identifiant de connexion. Seuls vos paiements sont conservés, comme pièces
        comptables pendant 10 ans (article L123-22 du Code de commerce) : montant, date, statut, offre achetée
        et référence du paiement, sans votre nom, votre e-mail ni aucun lien vers votre personne. Avant de
        supprimer votre compte, vous pouvez télécharger toutes vos données au format JSON (« Télécharger mes
        données », droit à la portabilité).
      </p>
      <h2>Sous-traitants</h2>
      <ul>
        <li>Supabase (base de données et authentification, hébergement dans l’Union européenne) ;</li>
        <li>Stripe (paiement par carte) ;</li>
        <li>Netlify (hébergement du site et calcul des simulations).</li>
      </ul>
      <p>
        Lorsque des données sont transférées hors de l’Union européenne, ces transferts sont encadrés par les
        clauses contractuelles types de la Commission européenne.
      </p>
      <h2>Vos droits</h2>
      <p>
        Vous disposez des droits d’accès, de rectification, d’effacement, de limitation, d’opposition et de
        portabilité, ainsi que du droit de définir des directives sur le sort de vos données après votre
        décès. Écrivez à <a href={`mailto:${company.privacyEmail}`}>{company.privacyEmail}</a> ou par courrier
        à notre adresse, en précisant l’e-mail de votre compte ; nous répondons sous un mois. Vous pouvez
        introduire une réclamation auprès de la CNIL (www.cnil.fr).
      </p>
    </>
  );
}
