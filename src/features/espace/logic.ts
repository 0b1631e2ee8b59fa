// What the dashboard computes from its data: the four cards with their "+N depuis le mois dernier" (real
// counts over the last 30 days, or nothing), and the next steps.
import { paths } from '../../config/paths.ts';
import { dansLesTrenteJours } from '../../lib/dates.ts';
import { documentsManquants } from '../../lib/documents.ts';
import { aidStatut } from '../../lib/statuts.ts';
import type { Tableau, TableauDemande } from './api.ts';

const isObtained = (d: TableauDemande) => aidStatut(d.status) === 'obtenue';

/** When the request became obtained (its approved/completed event), or null. */
function obtainedAt(d: TableauDemande): string | null {
  const event = d.request_events.find(
    (e) => e.type === 'status_changed' && (e.new_status === 'approved' || e.new_status === 'completed'),
  );
  return event?.created_at ?? (isObtained(d) ? d.created_at : null);
}

export interface Stats {
  total: number;
  obtenues: number;
  montant: number;
  /** over the last 30 days */
  nouvelles: number;
  nouvellesObtenues: number;
  nouveauMontant: number;
}

export function stats(demandes: TableauDemande[], now = new Date()): Stats {
  const aides = demandes.filter((d) => aidStatut(d.status) !== null);
  const obtenues = aides.filter(isObtained);
  const recent = obtenues.filter((d) => dansLesTrenteJours(obtainedAt(d)!, now));
  const sum = (list: TableauDemande[]) => list.reduce((s, d) => s + (d.estimated_amount ?? 0), 0);
  return {
    total: aides.length,
    obtenues: obtenues.length,
    montant: sum(obtenues),
    nouvelles: aides.filter((d) => dansLesTrenteJours(d.created_at, now)).length,
    nouvellesObtenues: recent.length,
    nouveauMontant: sum(recent),
  };
}

export interface Step {
  key: string;
  text: string;
  to: string;
  action: string;
}

const nameOf = (d: TableauDemande) => d.aid_name ?? d.form_type;

export function nextSteps({ demandes, ticketsRepondus }: Tableau, balance: number): Step[] {
  const steps: Step[] = [];
  for (const d of demandes) {
    if (d.status === 'pending' && d.payment_required && d.payment_status !== 'completed')
      steps.push({
        key: `paiement-${d.id}`,
        text:
          d.payment_status === 'failed'
            ? `Le paiement de votre demande « ${nameOf(d)} » a échoué.`
            : `Votre demande « ${nameOf(d)} » attend son paiement par carte.`,
        to: paths.paiementDemande(d.id),
        action: 'Payer',
      });
    const missing = documentsManquants(d.aid_id, d.request_documents, d.status);
    if (missing.length)
      steps.push({
        key: `documents-${d.id}`,
        text: `${missing.length} document${missing.length > 1 ? 's' : ''} à fournir pour « ${nameOf(d)} ».`,
        to: paths.aides.detail(d.id),
        action: 'Ajouter',
      });
  }
  for (const t of ticketsRepondus)
    steps.push({
      key: `ticket-${t.id}`,
      text: `Un conseiller a répondu à votre question « ${t.subject} ».`,
      to: paths.supportTicket(t.id),
      action: 'Lire',
    });
  if (balance > 0 && !demandes.some((d) => d.status === 'pending' || d.status === 'in_progress'))
    steps.push({
      key: 'nouvelle-demande',
      text: `Il vous reste ${balance} aide${balance > 1 ? 's' : ''} à utiliser : faites votre prochaine demande.`,
      to: paths.nouvelleDemande,
      action: 'Faire une demande',
    });
  return steps;
}
