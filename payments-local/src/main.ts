// `npx tsx payments-local/src/main.ts`: the local payment processor on its own (npm start starts it for you).
// LOCAL_STRIPE_PORT (12111), LOCAL_STRIPE_WEBHOOK_URL (where to POST the signed events), LOCAL_STRIPE_STATE
// (a JSON file keeping intents and events between runs; default: memory only).
import { startLocalStripe } from './server.ts';

const stripe = await startLocalStripe({
  port: Number(process.env.LOCAL_STRIPE_PORT || 12111),
  webhookUrl: process.env.LOCAL_STRIPE_WEBHOOK_URL || null,
  stateFile: process.env.LOCAL_STRIPE_STATE || null,
  log: (line) => console.error(`[paiements] ${line}`),
});
console.log(`Processeur de paiement local sur ${stripe.url}
  STRIPE_API_URL=${stripe.url}
  STRIPE_SECRET_KEY=${stripe.secretKey}
  STRIPE_WEBHOOK_SECRET=${stripe.webhookSecret}
  VITE_LOCAL_STRIPE_URL=${stripe.url}`);
const stop = () => void stripe.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
