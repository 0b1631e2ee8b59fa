// `npm run supabase:local` — the local Supabase server with the project's migrations and seed.
// Flags: --reset (wipe the data folder first), --exit (apply migrations/seed and stop).
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { startLocalSupabase } from './server.ts';

const args = new Set(process.argv.slice(2));
const root = resolve(process.env.SUPABASE_PROJECT_DIR ?? 'supabase');
const dataDir = process.env.SUPABASE_LOCAL_DATA ?? '.supabase-local';
if (args.has('--reset')) rmSync(dataDir, { recursive: true, force: true });

const sb = await startLocalSupabase({
  migrationsDir: resolve(root, 'migrations'),
  seedFile: resolve(root, 'seed.sql'),
});
console.log(`Supabase local (${sb.db.kind}) on ${sb.url}`);
console.log(`  anon key:    ${sb.anonKey}`);
console.log(`  service key: ${sb.serviceKey}`);
if (args.has('--exit')) {
  await sb.stop();
  process.exit(0);
}
const stop = async () => {
  await sb.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
