// The joined channels of every socket, and the delivery of each captured change to those whose bindings
// match it and who may read the row (see visibility.ts). Changes are delivered one at a time, in commit order.
import type { Database } from '../db.ts';
import type { Claims } from '../jwt.ts';
import { drainChanges, type Change, type ChangeType } from './capture.ts';
import { matchesFilter, type RowFilter } from './filter.ts';
import type { Frame } from './protocol.ts';
import type { TableCatalog, TableInfo } from './tables.ts';
import { visibleTo, type Viewer } from './visibility.ts';

export interface Binding {
  id: number;
  event: '*' | ChangeType;
  schema: string;
  /** '*' = every table of the schema */
  table: string;
  filter: RowFilter | null;
}

export interface Channel {
  topic: string;
  joinRef: string | null;
  viewer: Viewer;
  /** token expiry, epoch seconds */
  exp: number | null;
  bindings: Binding[];
  send(frame: Frame): void;
  /** ends the channel from the server side (token expired, socket gone) */
  close(reason: string): void;
}

function bindingMatches(b: Binding, change: Change): boolean {
  if (b.event !== '*' && b.event !== change.type) return false;
  if (b.schema !== '*' && b.schema !== change.schema) return false;
  if (b.table !== '*' && b.table !== change.table) return false;
  if (!b.filter) return true;
  return matchesFilter(b.filter, change.type === 'DELETE' ? change.oldRecord : change.record);
}

/** Hosted Realtime sends the old row whole only with REPLICA IDENTITY FULL, and never for a DELETE under RLS. */
function publicOldRecord(info: TableInfo, change: Change): Record<string, unknown> | null {
  const old = change.oldRecord;
  if (!old) return null;
  const full = info.replicaIdentity === 'f' && !(info.rls && change.type === 'DELETE');
  if (full) return old;
  if (info.replicaIdentity === 'n') return {};
  return Object.fromEntries(info.primaryKey.map((k) => [k, old[k]]));
}

function changeData(info: TableInfo, change: Change): Record<string, unknown> {
  const data: Record<string, unknown> = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commitTimestamp,
    type: change.type,
    columns: info.columns,
    errors: null,
  };
  if (change.type !== 'DELETE') data.record = change.record;
  if (change.type !== 'INSERT') data.old_record = publicOldRecord(info, change);
  return data;
}

export class Hub {
  readonly channels = new Set<Channel>();
  private draining = false;
  private again = false;
  /** resolves when the current drain (if any) is over: tests and shutdown wait on it */
  idle: Promise<void> = Promise.resolve();

  constructor(
    private db: Database,
    private catalog: TableCatalog,
  ) {}

  /** Called on each NOTIFY: drains the queue, coalescing notifications that arrive meanwhile. */
  schedule(): void {
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = true;
    this.idle = (async () => {
      try {
        do {
          this.again = false;
          for (const change of await drainChanges(this.db)) await this.deliver(change);
        } while (this.again);
      } catch (err) {
        console.error('[realtime] delivery failed', err);
      } finally {
        this.draining = false;
      }
    })();
  }

  private async deliver(change: Change): Promise<void> {
    const now = Date.now() / 1000;
    const targets: { channel: Channel; ids: number[] }[] = [];
    for (const channel of this.channels) {
      if (channel.exp !== null && channel.exp <= now) {
        channel.close('Token has expired');
        continue;
      }
      const ids = channel.bindings.filter((b) => bindingMatches(b, change)).map((b) => b.id);
      if (ids.length) targets.push({ channel, ids });
    }
    if (!targets.length) return;
    const info = await this.catalog.get(change.schema, change.table);
    if (!info) return;
    const visible = await visibleTo(
      this.db,
      info,
      change,
      targets.map((t) => t.channel.viewer),
    );
    const data = changeData(info, change);
    targets.forEach(({ channel, ids }, i) => {
      // the channel may have left or been closed while visibility was being checked
      if (!visible[i] || !this.channels.has(channel)) return;
      channel.send({
        joinRef: channel.joinRef,
        ref: null,
        topic: channel.topic,
        event: 'postgres_changes',
        payload: { ids, data },
      });
    });
  }
}

export type { Claims };
