// /aides/{id} and /demandes/{id}: one request — name, badge, dates, amount, description, the timeline of
// request_events, the documents (rendered by the documents feature, given by the route), the next step and
// the actions (contact an adviser, cancel while pending). Unknown or foreign id: "Aide non trouvée".
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ArrowLeft, CircleDot, CreditCard, ExternalLink, MessageCircle } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { ActionMessage, ErrorState } from '../../components/QueryState.tsx';
import { SkeletonBlock } from '../../components/Skeleton.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { aideDuCatalogue, PERIODICITE_LABEL, type AideCatalogue } from '../../lib/aides.ts';
import { dateHeure, dateLongue } from '../../lib/dates.ts';
import { formatEuros } from '../../lib/format.ts';
import { isCancellable, paymentLabel, REQUEST_STATUS_LABEL } from '../../lib/statuts.ts';
import { documentsManquants } from '../../lib/documents.ts';
import { demandeKeys, fetchDemande, LOAD_ERROR, type DemandeDetail, type RequestEvent } from './api.ts';
import { CancelButton } from './CancelButton.tsx';

export function eventLabel(e: RequestEvent): string {
  switch (e.type) {
    case 'created':
      return 'Demande créée';
    case 'status_changed':
      return e.new_status ? `Statut : ${REQUEST_STATUS_LABEL[e.new_status].toLowerCase()}` : 'Statut modifié';
    case 'document_added':
      return `Document ajouté : ${e.details ?? ''}`.trim();
    case 'payment':
      return e.details ?? 'Paiement';
    default:
      return e.details ?? 'Information de votre conseiller';
  }
}

export function nextStep(d: DemandeDetail): { text: string; link?: { to: string; label: string } } {
  const missing = documentsManquants(d.aid_id, d.request_documents, d.status);
  if (d.status === 'cancelled')
    return { text: 'Cette demande a été annulée. L’aide utilisée vous a été rendue.' };
  if (d.payment_required && d.payment_status !== 'completed')
    return {
      text:
        d.payment_status === 'failed'
          ? 'Le paiement de cette demande a échoué : réessayez pour qu’un conseiller la prenne en charge.'
          : 'Réglez cette demande par carte pour qu’un conseiller la prenne en charge.',
      link: { to: paths.paiementDemande(d.id), label: 'Payer cette demande' },
    };
  switch (d.status) {
    case 'pending':
      return missing.length
        ? {
            text: `Ajoutez ${missing.length > 1 ? `les ${missing.length} documents` : 'le document'} à fournir ci-dessous : votre conseiller étudiera le dossier dès qu’il sera complet.`,
          }
        : { text: 'Votre dossier est complet : un conseiller va l’étudier très prochainement.' };
    case 'in_progress':
      return missing.length
        ? { text: 'Votre conseiller attend le document demandé ci-dessous pour poursuivre votre dossier.' }
        : {
            text: 'Votre dossier est en cours de traitement. Nous vous prévenons dès qu’il y a du nouveau.',
          };
    case 'approved':
    case 'completed':
      return { text: 'Aide obtenue : l’organisme vous informera de la date du premier versement.' };
    default:
      return {
        text: 'Votre demande a été refusée et l’aide utilisée vous a été rendue. Un conseiller peut vous expliquer la décision.',
        link: { to: paths.supportDemande(d.id), label: 'Contacter un conseiller' },
      };
  }
}

type Variant = 'aide' | 'demande';

export default function RequestDetailPage({
  variant,
  renderDocuments,
}: {
  variant: Variant;
  /** the documents panel, from the documents feature (composed by the route) */
  renderDocuments: (request: DemandeDetail) => ReactNode;
}) {
  const { id = '' } = useParams();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const query = useQuery({ queryKey: demandeKeys.detail(id), queryFn: () => fetchDemande(id) });
  const back =
    variant === 'aide'
      ? { to: paths.aides.list, label: 'Toutes mes aides' }
      : { to: paths.demandes, label: 'Toutes mes demandes' };
  const request = query.data;
  usePageTitle(request ? (request.aid_name ?? request.form_type) : variant === 'aide' ? 'Aide' : 'Demande');

  if (query.isPending) return <SkeletonBlock lines={6} label="Chargement de la demande..." />;
  if (query.isError) return <ErrorState message={LOAD_ERROR} onRetry={() => void query.refetch()} />;
  if (!request) return <RequestNotFound variant={variant} />;

  const catalogue = aideDuCatalogue(request.aid_id);
  const name = request.aid_name ?? catalogue?.nom ?? request.form_type;

  return (
    <article className="mx-auto max-w-4xl space-y-6">
      <Link
        to={back.to}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {back.label}
      </Link>
      {created && <ActionMessage kind="success">Votre demande a bien été enregistrée.</ActionMessage>}
      <RequestHeader request={request} catalogue={catalogue} name={name} variant={variant} />
      <NextStepSection step={nextStep(request)} />
      <div className="grid gap-6 lg:grid-cols-5">
        <RequestTimeline events={request.request_events} />
        <div className="lg:col-span-3">{renderDocuments(request)}</div>
      </div>
      <RequestActions request={request} name={name} variant={variant} />
    </article>
  );
}

function RequestNotFound({ variant }: { variant: Variant }) {
  return (
    <div className="card mx-auto max-w-xl text-center">
      <h1 className="text-2xl font-extrabold text-brand-900">
        {variant === 'aide' ? 'Aide non trouvée' : 'Demande non trouvée'}
      </h1>
      <p className="mt-2 text-slate-700">Elle n’existe pas ou n’appartient pas à votre compte.</p>
      <Link to={paths.dashboard} className="btn-primary mt-6">
        Retour au tableau de bord
      </Link>
    </div>
  );
}

/** The catalogue's description, else the one stored with the request, else a generic sentence. */
function requestDescription(request: DemandeDetail, catalogue: AideCatalogue | undefined): string {
  return (
    catalogue?.description ??
    (typeof request.data.description === 'string' ? request.data.description : null) ??
    'Votre conseiller Aidy vous accompagne dans cette demande jusqu’à la décision de l’organisme.'
  );
}

function RequestHeader({
  request,
  catalogue,
  name,
  variant,
}: {
  request: DemandeDetail;
  catalogue: AideCatalogue | undefined;
  name: string;
  variant: Variant;
}) {
  return (
    <header className="card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          {catalogue && <p className="text-sm font-semibold text-brand-700">{catalogue.institution}</p>}
          <h1 className="mt-1 text-2xl font-extrabold text-brand-900 sm:text-3xl">{name}</h1>
        </div>
        <div className="self-start">
          <StatusBadge status={request.status} />
        </div>
      </div>
      <RequestFacts request={request} catalogue={catalogue} variant={variant} />
      <p className="mt-5 text-slate-700">{requestDescription(request, catalogue)}</p>
      {catalogue && (
        <a
          href={catalogue.lien}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
        >
          <ExternalLink className="h-4 w-4" aria-hidden="true" /> Informations officielles
          <span className="sr-only"> (nouvel onglet)</span>
        </a>
      )}
    </header>
  );
}

/** Creation date, estimated amount, status and — on /demandes/{id} or when it is to pay — the payment. */
function RequestFacts({
  request,
  catalogue,
  variant,
}: {
  request: DemandeDetail;
  catalogue: AideCatalogue | undefined;
  variant: Variant;
}) {
  return (
    <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <dt className="text-slate-600">Demande créée le</dt>
        <dd className="font-semibold text-slate-900">{dateLongue(request.created_at)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">Montant estimé</dt>
        <dd className="font-semibold text-slate-900">
          {request.estimated_amount !== null && request.estimated_amount > 0
            ? `${formatEuros(request.estimated_amount)}${catalogue ? ` ${PERIODICITE_LABEL[catalogue.periodicite]}` : ''}`
            : 'À déterminer'}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">Statut</dt>
        <dd className="font-semibold text-slate-900">{REQUEST_STATUS_LABEL[request.status]}</dd>
      </div>
      {(variant === 'demande' || request.payment_required) && (
        <div>
          <dt className="text-slate-600">Paiement</dt>
          <dd className="font-semibold text-slate-900">
            {paymentLabel(request.payment_required, request.payment_status)}
          </dd>
        </div>
      )}
    </dl>
  );
}

function NextStepSection({ step }: { step: ReturnType<typeof nextStep> }) {
  return (
    <section aria-labelledby="etape-titre" className="rounded-2xl border border-brand-200 bg-brand-50 p-5">
      <h2 id="etape-titre" className="font-bold text-brand-900">
        Prochaine étape
      </h2>
      <p className="mt-1 text-slate-800">{step.text}</p>
      {step.link && (
        <Link to={step.link.to} className="btn-primary mt-3">
          {step.link.to.startsWith(paths.paiement) && <CreditCard className="h-4 w-4" aria-hidden="true" />}
          {step.link.label}
        </Link>
      )}
    </section>
  );
}

function RequestTimeline({ events }: { events: RequestEvent[] }) {
  return (
    <section aria-labelledby="suivi-titre" className="card lg:col-span-2">
      <h2 id="suivi-titre" className="text-lg font-bold text-slate-900">
        Suivi de la demande
      </h2>
      <ol className="mt-4 space-y-4 border-l-2 border-brand-200 pl-5">
        {events.map((e) => (
          <li key={e.id} className="relative">
            <CircleDot
              className="absolute top-0.5 -left-[1.95rem] h-5 w-5 rounded-full bg-white text-brand-700"
              aria-hidden="true"
            />
            <p className="font-semibold text-slate-900">{eventLabel(e)}</p>
            {e.type === 'status_changed' && e.details && (
              <p className="text-sm text-slate-700">{e.details}</p>
            )}
            <p className="text-sm text-slate-600">
              <time dateTime={e.created_at}>{dateHeure(e.created_at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Contact an adviser, switch between the aid and the request views, cancel while it is possible. */
function RequestActions({
  request,
  name,
  variant,
}: {
  request: DemandeDetail;
  name: string;
  variant: Variant;
}) {
  return (
    <section aria-labelledby="actions-titre" className="card">
      <h2 id="actions-titre" className="text-lg font-bold text-slate-900">
        Actions
      </h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={paths.supportDemande(request.id)} className="btn-primary">
          <MessageCircle className="h-4 w-4" aria-hidden="true" /> Contacter un conseiller
        </Link>
        {variant === 'aide' ? (
          <Link to={paths.demande(request.id)} className="btn-ghost">
            Voir la demande
          </Link>
        ) : (
          request.status !== 'cancelled' && (
            <Link to={paths.aides.detail(request.id)} className="btn-ghost">
              Voir l’aide
            </Link>
          )
        )}
        {isCancellable(request.status) && <CancelButton id={request.id} name={name} />}
      </div>
    </section>
  );
}
