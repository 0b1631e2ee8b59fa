import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/PageTitle.tsx';
import { company, figures } from '../../../config/site.ts';
import { formatCents } from '../../../lib/format.ts';
import { paths } from '../../../config/paths.ts';
import { usePacks } from '../packs.ts';

export default function CgvPage() {
  const { packs, error } = usePacks();
  return (
    <ContentPage
      title="Conditions générales de vente"
      lead={`Conditions applicables aux prestations d’accompagnement vendues par ${company.legalName}.`}
    >
      <h2>1. Prestations</h2>
      <p>
        Aidy propose un accompagnement dans la recherche et la demande d’aides publiques : analyse de la
        situation, préparation et dépôt des dossiers, suivi auprès des organismes. Les aides sont attribuées
        et versées par les organismes compétents, jamais par Aidy.
      </p>
      <h2>2. Prix</h2>
      <p>
        Accompagnement au résultat : {figures.feePercent} % TTC du montant des aides effectivement perçues,
        exigible après leur réception. Aucune somme n’est due pour une aide refusée.
      </p>
      <p>Packs de demandes d’aides (prix TTC) :</p>
      {error && (
        <p role="alert">Les tarifs n’ont pas pu être chargés. Réessayez plus tard ou contactez-nous.</p>
      )}
      {!packs && !error && <p aria-live="polite">Chargement des tarifs...</p>}
      {packs && (
        <div className="not-prose my-4 relative overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Prix des packs</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4">
                  Pack
                </th>
                <th scope="col" className="py-2 pr-4">
                  Nombre d’aides
                </th>
                <th scope="col" className="py-2">
                  Prix TTC
                </th>
              </tr>
            </thead>
            <tbody>
              {packs.map((p) => (
                <tr key={p.id} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-4 font-semibold">
                    {p.name}
                  </th>
                  <td className="py-2 pr-4">{p.aide_count}</td>
                  <td className="py-2">{formatCents(p.price_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        Les crédits d’un pack n’expirent pas. Pour une demande refusée, une autre aide est proposée ou le
        crédit est remboursé.
      </p>
      <h2>3. Commande et paiement</h2>
      <p>
        La commande se fait depuis votre espace. Le paiement par carte est traité par notre prestataire Stripe
        ; Aidy n’a jamais accès à vos numéros de carte. Une facture est disponible dans votre espace.
      </p>
      <h2>4. Droit de rétractation (14 jours)</h2>
      <p>
        Conformément aux articles L221-18 et suivants du Code de la consommation, vous disposez de 14 jours à
        compter de l’achat pour vous rétracter, sans avoir à vous justifier. Si vous demandez que
        l’accompagnement commence avant la fin de ce délai, vous restez redevable de la part du service déjà
        fournie ; le droit de rétractation ne peut plus s’exercer une fois le service entièrement exécuté avec
        votre accord.
      </p>
      <h3>Comment l’exercer</h3>
      <p>
        Envoyez-nous une déclaration claire (par exemple : « Je me rétracte de ma commande du [date], pack
        [nom] ») par e-mail à <a href={`mailto:${company.email}`}>{company.email}</a>, par le{' '}
        <Link to={paths.contact}>formulaire de contact</Link> ou par courrier à {company.address}. Le
        remboursement intervient sous 14 jours par le moyen de paiement utilisé.
      </p>
      <h2>5. Réclamations et médiation</h2>
      <p>
        Toute réclamation peut être adressée au service client. À défaut d’accord, vous pouvez recourir
        gratuitement à un médiateur de la consommation ou à la plateforme européenne de règlement en ligne des
        litiges.
      </p>
    </ContentPage>
  );
}
