// Outgoing e-mail: without SMTP, kept in the dev mailbox (GET /__dev/emails, development only) and printed on the
// console; with SMTP_HOST, sent with nodemailer and neither kept nor printed (the links in them open accounts).
import { randomUUID } from 'node:crypto';

export interface OutgoingMail {
  to: string;
  /** signup | recovery | magiclink | invite | email_change | … */
  type: string;
  subject: string;
  html: string;
  text?: string;
  otp?: string;
  token_hash?: string;
  link?: string;
  redirect_to?: string;
  /** idempotency key (the product's outbox): a second mail with the same id is dropped, like a receiver would */
  message_id?: string;
}

export interface StoredMail extends OutgoingMail {
  id: string;
  sent_at: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  list(to?: string): StoredMail[];
  clear(): void;
}

export interface MailerOptions {
  env?: NodeJS.ProcessEnv;
  /** print each mail's link on stdout (never when SMTP is configured) */
  print?: boolean;
  /** keep mails for the dev mailbox (never when SMTP is configured) */
  keep?: boolean;
}

export function createMailer({ env = process.env, print = true, keep = true }: MailerOptions = {}): Mailer {
  const smtp = !!env.SMTP_HOST;
  const box: StoredMail[] = [];
  let transport: { sendMail(o: Record<string, unknown>): Promise<unknown> } | null = null;
  const smtpReady = env.SMTP_HOST
    ? import('nodemailer').then(({ default: nodemailer }) => {
        transport = nodemailer.createTransport({
          host: env.SMTP_HOST,
          port: Number(env.SMTP_PORT ?? 587),
          secure: env.SMTP_SECURE === 'true',
          auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
        });
      })
    : Promise.resolve();
  return {
    async send(mail) {
      if (mail.message_id && box.some((m) => m.message_id === mail.message_id)) return;
      const stored: StoredMail = {
        ...mail,
        to: mail.to.toLowerCase(),
        id: randomUUID(),
        sent_at: new Date().toISOString(),
      };
      if (keep && !smtp) box.push(stored);
      if (print && !smtp)
        console.log(`[mail] ${stored.type} → ${stored.to}: ${stored.link ?? stored.subject}`);
      await smtpReady;
      if (transport) {
        await transport.sendMail({
          from: env.SMTP_SENDER ?? env.SMTP_ADMIN_EMAIL ?? 'Aidy <no-reply@aidy.local>',
          to: stored.to,
          subject: stored.subject,
          html: stored.html,
          text: stored.text,
          ...(stored.message_id ? { messageId: stored.message_id } : {}),
        });
      }
    },
    list(to) {
      const wanted = to?.toLowerCase();
      return box.filter((m) => !wanted || m.to === wanted);
    },
    clear() {
      box.length = 0;
    },
  };
}
