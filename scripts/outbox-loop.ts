// `npm start`'s e-mail worker: the same pass as netlify/functions/outbox-worker.mts, every few seconds.
// Without SMTP_HOST the mails go to the local server's dev mailbox (GET /__dev/emails).
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Mailer } from '../supabase/local/src/mail.ts';
import { runOutbox, smtpTransport, type MailTransport } from '../netlify/_shared/outbox.ts';

export interface OutboxLoopOptions {
  supabaseUrl: string;
  serviceKey: string;
  siteUrl: string;
  mailer: Mailer;
  env: NodeJS.ProcessEnv;
  intervalMs: number;
  quiet?: boolean;
}

export function devMailboxTransport(mailer: Mailer): MailTransport {
  return {
    send: (m) =>
      mailer.send({
        to: m.to,
        type: 'notification',
        subject: m.subject,
        html: m.html,
        text: m.text,
        message_id: m.messageId,
      }),
  };
}

export async function startOutboxLoop(o: OutboxLoopOptions): Promise<{ stop(): Promise<void> }> {
  const db = createClient(o.supabaseUrl, o.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const transport = (await smtpTransport(o.env)) ?? devMailboxTransport(o.mailer);
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runOutbox(db, transport, { siteUrl: o.siteUrl })
      .then((r) => {
        if (!o.quiet && (r.sent || r.failed))
          console.log(`[outbox] ${r.sent} envoyé(s), ${r.failed} en échec`);
      })
      .catch((err: Error) => {
        if (!o.quiet) console.warn(`[outbox] ${err.message}`);
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, o.intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
