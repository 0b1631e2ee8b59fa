import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/PageTitle.tsx';
import { paths } from '../../../config/paths.ts';
import { figures } from '../../../config/site.ts';

export default function CommentCaMarchePage() {
  return (
    <ContentPage
      title="Comment ça marche"
      lead="De la première question au versement de vos aides, voici comment Aidy vous accompagne."
    >
      <h2>1. Vous prenez rendez-vous (ou vous simulez en ligne)</h2>
      <p>
        Réservez un appel gratuit de {figures.appointmentMinutes} minutes avec un conseiller, ou faites
        d’abord la <Link to={paths.simulateur}>simulation en ligne</Link> : six courtes étapes sur votre
        situation personnelle, professionnelle, votre logement, vos ressources, votre formation et votre
        santé.
      </p>
      <h2>2. Nous faisons la simulation complète avec vous</h2>
      <p>
        Au téléphone, le conseiller vérifie vos réponses, repère les aides nationales et locales auxquelles
        vous pouvez prétendre (logement, études, emploi, mobilité, santé) et vous indique les justificatifs à
        réunir.
      </p>
      <h2>3. Nous prenons en charge vos démarches</h2>
      <p>
        Nous remplissons les formulaires avec vous, déposons les demandes auprès des organismes (CAF, Crous,
        France Travail, Assurance maladie, collectivités) et suivons chaque dossier. Vous suivez l’avancement
        depuis votre espace.
      </p>
      <h2>4. Vous recevez vos aides</h2>
      <p>Les organismes vous versent directement les aides accordées, sur votre compte bancaire.</p>
      <h2>5. Vous réglez {figures.feePercent} % après réception</h2>
      <p>
        Notre rémunération est de {figures.feePercent} % des montants effectivement perçus, payable une fois
        l’aide reçue. Aucune somme n’est demandée à l’avance ; une aide refusée ne vous coûte rien.
      </p>
      <h2>Et la simulation en ligne ?</h2>
      <p>
        Elle est gratuite et sans inscription. Les montants sont des estimations établies à partir des barèmes
        officiels en vigueur ; seul l’organisme qui verse l’aide décide de votre droit.
      </p>
    </ContentPage>
  );
}
