// The e-mail worker (issue 16), shared by the Netlify scheduled function and `npm start`: enqueue the due
// appointment reminders, claim due outbox rows with a lease, render each in French, send it with its
// idempotency key as Message-ID, then mark it sent (or failed: retried with backoff, then failed for good).
import type { SupabaseClient } from '@supabase/supabase-js';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** stable per message: a resend after a crash carries the same id and is dropped by the receiver */
  messageId: string;
}

export interface MailTransport {
  send(mail: OutboxMail): Promise<void>;
}

interface OutboxRow {
  id: number;
  lease_token: string;
  dedupe_key: string;
  kind: 'notification' | 'reminder_24h' | 'reminder_1h' | 'guest_confirmation';
  to_email: string;
  payload: Record<string, string | null | undefined>;
  attempts: number;
}

export interface OutboxRunResult {
  reminders: number;
  sent: number;
  retried: number;
  failed: number;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function parisDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const day = d.toLocaleDateString('fr-FR', {
    timeZone: 'Europe/Paris',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const time = d.toLocaleTimeString('fr-FR', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${day} à ${time.replace(':', 'h')}`;
}

/** Subject, paragraphs and the main link of a row, in French. */
export function renderMail(
  row: Pick<OutboxRow, 'kind' | 'payload' | 'to_email' | 'dedupe_key'>,
  siteUrl: string,
) {
  const site = siteUrl.replace(/\/$/, '');
  const p = row.payload;
  let subject: string;
  let lines: string[];
  let link: { href: string; label: string };
  if (row.kind === 'notification') {
    subject = 'Aidy : nouvelle notification';
    lines = [p.message ?? ''];
    const path = p.link && p.link.startsWith('/') && !p.link.startsWith('//') ? p.link : '/notifications';
    link = { href: `${site}${path}`, label: 'Voir sur Aidy' };
  } else if (row.kind === 'guest_confirmation') {
    subject = 'Confirmez votre rendez-vous Aidy';
    lines = [
      `Bonjour ${p.name ?? ''},`,
      `Vous avez demandé un rendez-vous téléphonique gratuit le ${parisDate(p.starts_at)} (15 minutes).`,
      'Confirmez-le dans les 30 minutes, sinon le créneau sera libéré.',
    ];
    link = {
      href: `${site}/rendez-vous/confirmer?token=${encodeURIComponent(p.token ?? '')}`,
      label: 'Confirmer mon rendez-vous',
    };
  } else {
    subject =
      row.kind === 'reminder_24h'
        ? 'Rappel : votre rendez-vous Aidy demain'
        : 'Rappel : votre rendez-vous Aidy dans 1 heure';
    lines = [
      `Votre rendez-vous téléphonique avec un conseiller a lieu le ${parisDate(p.starts_at)}.`,
      p.topic ? `Sujet : ${p.topic}` : '',
      'Le conseiller vous appelle au numéro indiqué lors de la réservation.',
    ].filter(Boolean);
    link = { href: `${site}/rendez-vous`, label: 'Voir mes rendez-vous' };
  }
  const settings = `${site}/parametres`;
  const footer = 'Vous recevez cet e-mail car les notifications par e-mail sont activées sur votre compte.';
  const text = [
    ...lines,
    '',
    `${link.label} : ${link.href}`,
    '',
    `${footer} Gérer mes préférences : ${settings}`,
  ].join('\n');
  const html = [
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    `<p style="color:#555;font-size:12px">${escapeHtml(footer)} <a href="${escapeHtml(settings)}">Gérer mes préférences</a></p>`,
  ].join('\n');
  const host = new URL(site).hostname || 'aidy.local';
  return {
    to: row.to_email,
    subject,
    text,
    html,
    messageId: `<${row.dedupe_key.replace(/[^A-Za-z0-9_.-]/g, '.')}@${host}>`,
  };
}

export interface RunOptions {
  siteUrl: string;
  limit?: number;
  leaseSeconds?: number;
  maxAttempts?: number;
}

/** One pass of the worker. `db` is a service-role client. */
export async function runOutbox(
  db: SupabaseClient,
  transport: MailTransport,
  { siteUrl, limit = 20, leaseSeconds = 120, maxAttempts = 5 }: RunOptions,
): Promise<OutboxRunResult> {
  const out: OutboxRunResult = { reminders: 0, sent: 0, retried: 0, failed: 0 };
  const reminders = await db.rpc('outbox_enqueue_reminders');
  if (reminders.error) throw new Error(`outbox_enqueue_reminders: ${reminders.error.message}`);
  out.reminders = Number(reminders.data ?? 0);
  const claimed = await db.rpc('outbox_claim', { p_limit: limit, p_lease_seconds: leaseSeconds });
  if (claimed.error) throw new Error(`outbox_claim: ${claimed.error.message}`);
  for (const row of (claimed.data ?? []) as OutboxRow[]) {
    try {
      await transport.send(renderMail(row, siteUrl));
    } catch (err) {
      const r = await db.rpc('outbox_mark_failed', {
        p_id: row.id,
        p_lease: row.lease_token,
        p_error: (err as Error).message ?? String(err),
        p_max_attempts: maxAttempts,
      });
      if (r.data === 'failed') out.failed++;
      else out.retried++;
      continue;
    }
    const r = await db.rpc('outbox_mark_sent', { p_id: row.id, p_lease: row.lease_token });
    if (r.error) throw new Error(`outbox_mark_sent: ${r.error.message}`);
    out.sent++;
  }
  return out;
}

/** SMTP from the environment (SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASS, SMTP_SENDER). */
export async function smtpTransport(env: NodeJS.ProcessEnv = process.env): Promise<MailTransport | null> {
  if (!env.SMTP_HOST) return null;
  const { default: nodemailer } = await import('nodemailer');
  const t = nodemailer.createTransport({
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT ?? 587),
    secure: env.SMTP_SECURE === 'true',
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
  });
  const from = env.SMTP_SENDER ?? env.SMTP_ADMIN_EMAIL ?? 'Aidy <no-reply@aidy.local>';
  return {
    async send(mail) {
      await t.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
      });
    },
  };
}
