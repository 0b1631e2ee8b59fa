// Scheduled every minute on Netlify: appointment reminders, then the due e-mails of the outbox
// (netlify/_shared/outbox.ts). Without SMTP settings nothing is claimed, so nothing is lost.
import { runOutbox, smtpTransport } from '../_shared/outbox.ts';
import { serviceClient } from '../_shared/supabase.ts';

export const config = { schedule: '* * * * *' };

export default async (): Promise<Response> => {
  const transport = await smtpTransport();
  if (!transport) {
    console.error('outbox-worker: SMTP_HOST manquant, aucun e-mail envoyé');
    return new Response(null, { status: 204 });
  }
  const siteUrl = process.env.URL ?? process.env.SITE_URL ?? 'http://localhost:5173';
  const result = await runOutbox(serviceClient(), transport, { siteUrl });
  console.log(`outbox-worker: ${JSON.stringify(result)}`);
  return new Response(null, { status: 204 });
};
