// French e-mails of the auth service (our product speaks French). Plain, inline-styled HTML plus a text part.
export type MailKind =
  'signup' | 'recovery' | 'magiclink' | 'invite' | 'email_change' | 'email_change_current';

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export interface MailVars {
  email: string;
  link: string;
  otp: string;
  newEmail?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Wording {
  subject: string;
  intro: (v: MailVars) => string;
  button: string;
}

const WORDING: Record<MailKind, Wording> = {
  signup: {
    subject: 'Confirmez votre adresse e-mail',
    intro: () =>
      'Merci de votre inscription sur Aidy. Pour activer votre compte, confirmez votre adresse e-mail.',
    button: 'Confirmer mon adresse e-mail',
  },
  recovery: {
    subject: 'Réinitialisez votre mot de passe',
    intro: () =>
      'Vous avez demandé à réinitialiser le mot de passe de votre compte Aidy. Cliquez sur le bouton pour en choisir un nouveau.',
    button: 'Choisir un nouveau mot de passe',
  },
  magiclink: {
    subject: 'Votre lien de connexion',
    intro: () => 'Voici votre lien pour vous connecter à Aidy. Il ne fonctionne qu’une seule fois.',
    button: 'Me connecter',
  },
  invite: {
    subject: 'Vous avez été invité(e) sur Aidy',
    intro: () =>
      'Vous avez été invité(e) à créer un compte sur Aidy. Cliquez sur le bouton pour accepter l’invitation.',
    button: 'Accepter l’invitation',
  },
  email_change: {
    subject: 'Confirmez votre nouvelle adresse e-mail',
    intro: (v) =>
      `Pour utiliser ${v.newEmail ?? v.email} comme adresse e-mail de votre compte Aidy, confirmez ce changement.`,
    button: 'Confirmer ma nouvelle adresse',
  },
  email_change_current: {
    subject: 'Confirmez votre nouvelle adresse e-mail',
    intro: (v) =>
      `Une demande de remplacement de ${v.email} par ${v.newEmail ?? ''} a été faite sur votre compte Aidy. Confirmez-la depuis cette adresse.`,
    button: 'Confirmer le changement d’adresse',
  },
};

export function renderAuthMail(kind: MailKind, vars: MailVars): MailContent {
  const w = WORDING[kind];
  const intro = w.intro(vars);
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(w.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(w.subject)}</h1>
<p style="line-height:1.5">Bonjour,</p>
<p style="line-height:1.5">${escapeHtml(intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(vars.link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(w.button)}</a></p>
<p style="line-height:1.5">Vous pouvez aussi saisir ce code : <strong style="letter-spacing:2px">${escapeHtml(vars.otp)}</strong></p>
<p style="line-height:1.5;font-size:13px;color:#6b7280">Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.</p>
<p style="line-height:1.5;font-size:13px;color:#6b7280">L’équipe Aidy</p>
</div></body></html>`;
  const text = `Bonjour,\n\n${intro}\n\n${w.button} : ${vars.link}\n\nVous pouvez aussi saisir ce code : ${vars.otp}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message.\n\nL’équipe Aidy\n`;
  return { subject: w.subject, html, text };
}

/** GET /reauthenticate: a code only (no link), to confirm a sensitive change such as a new password. */
export function renderReauthenticationMail(otp: string): MailContent {
  const subject = 'Votre code de confirmation';
  const intro = 'Pour confirmer la modification de votre compte Aidy, saisissez ce code :';
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${subject}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${subject}</h1>
<p style="line-height:1.5">Bonjour,</p>
<p style="line-height:1.5">${intro} <strong style="letter-spacing:2px">${escapeHtml(otp)}</strong></p>
<p style="line-height:1.5;font-size:13px;color:#6b7280">Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe.</p>
<p style="line-height:1.5;font-size:13px;color:#6b7280">L’équipe Aidy</p>
</div></body></html>`;
  const text = `Bonjour,\n\n${intro} ${otp}\n\nSi vous n’êtes pas à l’origine de cette demande, changez votre mot de passe.\n\nL’équipe Aidy\n`;
  return { subject, html, text };
}
