import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/PageTitle.tsx';
import { company, figures } from '../../../config/site.ts';
import { formatCents } from '../../../lib/format.ts';
import { paths } from '../../../config/paths.ts';
import { usePacks, type Offer, type Pack } from '../packs.ts';

export default function CgvPage() {
  const { packs, offers, error } = usePacks();
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
      <PrixSection packs={packs} offers={offers} error={error} />
      <h2>3. Commande et paiement</h2>
      <p>
        La commande se fait depuis votre espace. Le paiement par carte est traité par notre prestataire Stripe
        ; Aidy n’a jamais accès à vos numéros de carte. Les aides sont ajoutées à votre compte dès que le
        paiement est confirmé, et un reçu imprimable est disponible dans votre espace (rubrique Paiement).
      </p>
      <RetractationSection />
      <RemboursementEtReclamationsSections />
    </ContentPage>
  );
}

function PrixSection({
  packs,
  offers,
  error,
}: {
  packs: Pack[] | null;
  offers: Offer[] | null;
  error: boolean;
}) {
  return (
    <>
      <h2>2. Prix</h2>
      <p>
        Accompagnement au résultat : {figures.feePercent} % TTC du montant des aides effectivement perçues,
        exigible après leur réception. Aucune somme n’est due pour une aide refusée.
      </p>
      <p>Packs et achats rapides de demandes d’aides (prix TTC) :</p>
      {error && (
        <p role="alert">Les tarifs n’ont pas pu être chargés. Réessayez plus tard ou contactez-nous.</p>
      )}
      {!packs && !error && <p aria-live="polite">Chargement des tarifs...</p>}
      {packs && offers && <TarifsTable packs={packs} offers={offers} />}
      <p>
        Une demande d’aide réglée directement par carte, sans aide disponible, est facturée au prix d’un achat
        rapide d’une aide. Les clients parrains bénéficient d’une remise de 10 %, 20 % ou 30 % selon le nombre
        de personnes parrainées, appliquée automatiquement au prix affiché avant le paiement. Les prix
        affichés au moment de la commande sont ceux qui sont facturés.
      </p>
      <p>
        Les aides d’un pack n’expirent pas et les aides restantes sont conservées en cas de nouvel achat. Le
        support par e-mail est inclus dans tous les packs ; le support téléphonique et le conseiller dédié
        selon le pack, comme indiqué sur la page des tarifs.
      </p>
    </>
  );
}

function TarifsTable({ packs, offers }: { packs: Pack[]; offers: Offer[] }) {
  return (
    <div className="not-prose my-4 relative overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Prix des packs et des achats rapides</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-4">
              Offre
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
            <TarifRow
              key={p.id}
              label={`Pack ${p.name}`}
              aideCount={p.aide_count}
              priceCents={p.price_cents}
            />
          ))}
          {offers.map((o) => (
            <TarifRow
              key={o.id}
              label={`Achat rapide : ${o.label}`}
              aideCount={o.aide_count}
              priceCents={o.price_cents}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TarifRow({
  label,
  aideCount,
  priceCents,
}: {
  label: string;
  aideCount: number;
  priceCents: number;
}) {
  return (
    <tr className="border-b border-slate-200">
      <th scope="row" className="py-2 pr-4 font-semibold">
        {label}
      </th>
      <td className="py-2 pr-4">{aideCount}</td>
      <td className="py-2">{formatCents(priceCents)}</td>
    </tr>
  );
}

function RetractationSection() {
  return (
    <>
      <h2>4. Droit de rétractation (14 jours)</h2>
      <p>
        Conformément aux articles L221-18 et suivants du Code de la consommation, vous disposez de 14 jours à
        compter de l’achat pour vous rétracter, sans avoir à vous justifier.
      </p>
      <p>
        L’accompagnement d’une demande commence dès que vous l’envoyez avec une aide de votre compte. En
        envoyant une demande pendant le délai de rétractation, vous demandez expressément que le service
        commence sans attendre la fin de ce délai et vous renoncez expressément à votre droit de rétractation
        pour cette aide, une fois le service commencé (article L221-28, 1° et 13°, du Code de la
        consommation). Les aides que vous n’avez pas encore utilisées restent couvertes par le droit de
        rétractation.
      </p>
      <h3>Comment l’exercer</h3>
      <p>
        Envoyez-nous une déclaration claire (par exemple : « Je me rétracte de ma commande du [date], pack
        [nom] ») par e-mail à <a href={`mailto:${company.email}`}>{company.email}</a>, par le{' '}
        <Link to={paths.contact}>formulaire de contact</Link> ou par courrier à {company.address}.
      </p>
    </>
  );
}

function RemboursementEtReclamationsSections() {
  return (
    <>
      <h2>5. Remboursement</h2>
      <p>
        En cas de rétractation, nous remboursons les aides non utilisées du pack, au prorata du prix payé,
        dans un délai de 14 jours à compter de votre demande, par le moyen de paiement utilisé. Les aides
        remboursées sont retirées de votre compte.
      </p>
      <p>
        Si une demande est refusée par l’organisme ou annulée avant son traitement, l’aide utilisée vous est
        restituée automatiquement : vous pouvez l’utiliser pour une autre demande, ou en demander le
        remboursement au support dans les mêmes conditions.
      </p>
      <h2>6. Réclamations et médiation</h2>
      <p>
        Toute réclamation peut être adressée au service client. À défaut d’accord, vous pouvez recourir
        gratuitement à un médiateur de la consommation ou à la plateforme européenne de règlement en ligne des
        litiges.
      </p>
    </>
  );
}
