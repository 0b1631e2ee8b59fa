// `tsx scripts/with-postgres.ts <command…>` runs a command with DATABASE_URL pointing at PostgreSQL: the one
// already named by DATABASE_URL, else a throw-away PostgreSQL 15 cluster on a free loopback port, deleted after.
// `npm run test:pg` uses it for the whole test suite; the API bench imports `startThrowawayPostgres`.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface ThrowawayPostgres {
  url: string;
  /** the temporary folder holding the cluster and its socket */
  dir: string;
  stop(): Promise<void>;
}

function postgresBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.includes('15')) return join(base, '15', 'bin');
  if (versions[0]) return join(base, versions[0], 'bin');
  throw new Error(
    'PostgreSQL introuvable : installez postgresql-15 (apt-get install -y postgresql-15) ou définissez PG_BIN.',
  );
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'aidy-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: the cluster belongs to the postgres user then.
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  try {
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(dir, uid, gid);
    }
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    // Durability is useless for a throw-away test database; skipping fsync makes the suite much faster.
    const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    run('pg_ctl', [
      '-D',
      data,
      '-o',
      serverOptions,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (err as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`Impossible de démarrer PostgreSQL : ${stderr || (err as Error).message}`);
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already gone: nothing to stop
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0) {
    console.error('Usage : tsx scripts/with-postgres.ts <commande> [arguments…]');
    return 2;
  }
  let pg: ThrowawayPostgres | null = null;
  let url = process.env.DATABASE_URL;
  if (!url) {
    pg = await startThrowawayPostgres();
    url = pg.url;
    console.log(`[with-postgres] PostgreSQL jetable sur ${url}`);
  } else console.log(`[with-postgres] DATABASE_URL déjà défini : ${url.replace(/:[^:@/]*@/, ':***@')}`);
  const bin = resolve(import.meta.dirname, '../node_modules/.bin');
  const child = spawn(argv[0], argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
  });
  const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
  process.on('SIGINT', forward('SIGINT'));
  process.on('SIGTERM', forward('SIGTERM'));
  const code = await new Promise<number>((done) => {
    child.on('error', (err) => {
      console.error(`[with-postgres] ${err.message}`);
      done(127);
    });
    child.on('exit', (c, signal) => done(c ?? (signal ? 1 : 0)));
  });
  await pg?.stop();
  return code;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(`[with-postgres] ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
