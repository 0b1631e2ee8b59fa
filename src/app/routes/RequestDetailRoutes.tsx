// /aides/{id} and /demandes/{id}: the request screen (demandes) with its documents panel (documents). Route
// files are the only place two features meet.
import RequestDetailPage from '../../features/demandes/RequestDetailPage.tsx';
import type { DemandeDetail } from '../../features/demandes/api.ts';
import { RequestDocuments } from '../../features/documents/RequestDocuments.tsx';

const documentsOf = (r: DemandeDetail) => (
  <RequestDocuments
    request={{ id: r.id, aid_id: r.aid_id, status: r.status, documents: r.request_documents }}
  />
);

export function AideDetailRoute() {
  return <RequestDetailPage variant="aide" renderDocuments={documentsOf} />;
}

export function DemandeDetailRoute() {
  return <RequestDetailPage variant="demande" renderDocuments={documentsOf} />;
}
