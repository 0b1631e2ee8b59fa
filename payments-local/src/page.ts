// The page that stands in for the bank's 3-D Secure challenge: French, accessible, two buttons posting the
// decision back to the processor, which then sends the browser to the shop's return_url.
import type { PublicIntent } from './store.ts';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\u202f|\u00a0/g, ' ');

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6fb;color:#1c2434;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:2rem;max-width:26rem;width:calc(100% - 2rem)}
h1{font-size:1.3rem;margin-top:0}p{line-height:1.5}.row{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.5rem}
button{font:inherit;padding:.7rem 1.1rem;border-radius:8px;border:2px solid #1d4ed8;cursor:pointer}
.ok{background:#1d4ed8;color:#fff}.ko{background:#fff;color:#1d4ed8}button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.note{font-size:.9rem;color:#4b5563}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function challengePage(intent: PublicIntent, clientSecret: string): string {
  const action = `/3ds/${encodeURIComponent(intent.id)}`;
  const hidden = `<input type="hidden" name="client_secret" value="${escape(clientSecret)}">`;
  return layout(
    'Authentification 3-D Secure (démonstration)',
    `<h1>Authentification 3-D Secure (démonstration)</h1>
<p>Votre banque demande de confirmer ce paiement de <strong>${escape(euros(intent.amount))}</strong>.</p>
<p class="note">Mode démonstration — aucun paiement réel. Cette page remplace celle de votre banque.</p>
<div class="row">
<form method="post" action="${action}">${hidden}<input type="hidden" name="decision" value="approve"><button class="ok" type="submit">Valider l'authentification</button></form>
<form method="post" action="${action}">${hidden}<input type="hidden" name="decision" value="refuse"><button class="ko" type="submit">Refuser l'authentification</button></form>
</div>`,
  );
}

export function messagePage(title: string, text: string): string {
  return layout(title, `<h1>${escape(title)}</h1><p>${escape(text)}</p>`);
}
