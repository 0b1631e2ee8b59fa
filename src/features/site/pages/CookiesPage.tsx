import { ContentPage } from '../../../components/PageTitle.tsx';
import { analyticsToolNames } from '../../../config/site.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useConsent } from '../../consent/ConsentProvider.tsx';

export default function CookiesPage() {
  const { consent, reopen, choose } = useConsent();
  return (
    <ContentPage
      title="Gestion des cookies"
      lead="Ce que nous déposons sur votre appareil et comment changer d’avis à tout moment."
    >
      <h2>Ce qui est toujours stocké (nécessaire)</h2>
      <ul>
        <li>votre choix concernant les cookies et sa date (6 mois) ;</li>
        <li>votre session de connexion, si vous vous connectez ;</li>
        <li>vos réponses au simulateur et vos simulations enregistrées, sur votre appareil uniquement.</li>
      </ul>
      <p>Ces éléments ne servent qu’au fonctionnement du site et ne nécessitent pas votre accord.</p>
      <h2>Ce qui n’est déposé qu’avec votre accord</h2>
      <p>Deux outils de mesure d’audience, chargés seulement si vous cliquez sur « Tout accepter » :</p>
      <ul>
        {analyticsToolNames.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      <p>
        Ils nous aident à comprendre quelles pages sont utiles et à améliorer le site. Ils ne sont jamais
        chargés si vous refusez.
      </p>
      <h2>Votre choix actuel</h2>
      <p aria-live="polite">
        {consent
          ? `${consent.value === 'accepted' ? 'Vous avez accepté' : 'Vous avez refusé'} les cookies de mesure d’audience le ${formatDateTime(consent.date)}.`
          : 'Vous n’avez pas encore fait de choix.'}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={() => choose('declined')}>
          Refuser la mesure d’audience
        </button>
        <button type="button" className="btn-primary" onClick={() => choose('accepted')}>
          Accepter la mesure d’audience
        </button>
        <button type="button" className="btn-ghost" onClick={reopen}>
          Afficher le bandeau
        </button>
      </div>
      <p className="mt-4">
        Vous pouvez aussi rouvrir ce choix à tout moment grâce au lien « Gérer mes cookies » en bas de chaque
        page, ou supprimer les cookies depuis les réglages de votre navigateur.
      </p>
    </ContentPage>
  );
}
