// Bootstrap (platform SQL shipped with this server) then the app's migrations in filename order, each in
// one transaction and recorded in supabase_migrations.schema_migrations, then seed.sql on a fresh database.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './db.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Roles are shared by every database of a PostgreSQL server: servers starting side by side (test files run in
 *  parallel, each on its own database) may update the same role rows at once. Such a clash is retried. */
const ROLE_RACE =
  /tuple concurrently updated|duplicate key value violates unique constraint "pg_authid|deadlock detected/;

/** Platform SQL files (`sql/*.sql`): roles, auth schema, storage schema. Safe to run on every start. */
export async function bootstrap(db: Database): Promise<void> {
  const dir = join(here, 'sql');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(join(dir, file), 'utf8');
    for (let attempt = 1; ; attempt++) {
      try {
        await db.transaction((tx) => tx.exec(sql));
        break;
      } catch (err) {
        if (attempt >= 5 || !ROLE_RACE.test((err as Error).message)) throw err;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * attempt));
      }
    }
  }
}

export interface MigrateOptions {
  migrationsDir: string;
  /** seed file applied once, right after the first migration run on an empty database */
  seedFile?: string | null;
  log?: (line: string) => void;
}

export interface MigrateResult {
  applied: string[];
  seeded: boolean;
}

export async function migrate(
  db: Database,
  { migrationsDir, seedFile, log = () => undefined }: MigrateOptions,
): Promise<MigrateResult> {
  const done = new Set(
    (
      await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).rows.map((r) => r.version),
  );
  const fresh = done.size === 0;
  const files = existsSync(migrationsDir)
    ? readdirSync(migrationsDir)
        .filter((f) => /^\d+_.*\.sql$/.test(f))
        .sort()
    : [];
  const applied: string[] = [];
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (done.has(version)) continue;
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec('set local role postgres; set local search_path = "$user", public, extensions;');
      try {
        await tx.exec(sql);
      } catch (err) {
        throw new Error(`migration ${file} failed: ${(err as Error).message}`);
      }
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, rest.join('_'), [sql]],
      );
    });
    applied.push(file);
    log(`migration applied: ${file}`);
  }
  let seeded = false;
  if (fresh && seedFile && existsSync(seedFile)) {
    const sql = readFileSync(seedFile, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec('set local search_path = "$user", public, extensions;');
      await tx.exec(sql);
    });
    seeded = true;
    log(`seed applied: ${seedFile}`);
  }
  return { applied, seeded };
}
