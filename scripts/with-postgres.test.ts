import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startThrowawayPostgres } from './with-postgres.ts';

describe('startThrowawayPostgres', () => {
  it('starts an empty PostgreSQL on loopback and removes it on stop', async () => {
    const pg = await startThrowawayPostgres();
    const { default: pgModule } = await import('pg');
    const client = new pgModule.Client({ connectionString: pg.url });
    await client.connect();
    const { rows } = await client.query<{ v: string; tables: string }>(
      `select current_setting('server_version_num') as v,
              (select count(*) from pg_tables where schemaname = 'public') as tables`,
    );
    await client.end();
    expect(Number(rows[0].v)).toBeGreaterThanOrEqual(150000);
    expect(Number(rows[0].tables)).toBe(0);
    expect(new URL(pg.url).hostname).toBe('127.0.0.1');
    expect(existsSync(pg.dir)).toBe(true);
    await pg.stop();
    const again = new pgModule.Client({ connectionString: pg.url });
    await expect(again.connect()).rejects.toThrow();
    expect(existsSync(pg.dir)).toBe(false);
  }, 180_000);
});
