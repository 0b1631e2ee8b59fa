// One WebSocket: heartbeats, channel joins with their postgres_changes bindings, access_token updates and
// leaves. Frames are handled one after the other (a leave never overtakes the join it follows).
import type { WebSocket } from 'ws';
import type { ServerConfig } from '../config.ts';
import { JwtError, verifyJwt, type Claims } from '../jwt.ts';
import type { Binding, Channel, Hub } from './hub.ts';
import { parseFilter } from './filter.ts';
import { decodeFrame, encodeFrame, reply, type Frame, type Vsn } from './protocol.ts';
import type { TableCatalog } from './tables.ts';

const ROLES = new Set(['anon', 'authenticated', 'service_role']);
const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);

export interface SessionDeps {
  config: ServerConfig;
  hub: Hub;
  catalog: TableCatalog;
  /** makes sure changes of these tables are captured; `table` may be '*' */
  capture(schema: string, table: string): Promise<void>;
  nextId(): number;
}

class JoinError extends Error {}

async function checkToken(config: ServerConfig, token: string): Promise<{ role: string; claims: Claims }> {
  let claims: Claims;
  try {
    claims = await verifyJwt(config.jwtSecret, token);
  } catch (err) {
    throw new JoinError(
      err instanceof JwtError && err.reason === 'expired' ? 'Token has expired' : 'Invalid token',
    );
  }
  const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
  if (!ROLES.has(role)) throw new JoinError('Invalid token');
  return { role, claims };
}

export class Session {
  private channels = new Map<string, Channel & { timer?: NodeJS.Timeout }>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private ws: WebSocket,
    private vsn: Vsn,
    private apikey: string,
    private deps: SessionDeps,
  ) {
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      const frame = decodeFrame(this.vsn, data.toString());
      if (frame) this.queue = this.queue.then(() => this.handle(frame)).catch(() => undefined);
    });
    ws.on('close', () => {
      for (const topic of [...this.channels.keys()]) this.drop(topic);
    });
  }

  private send(frame: Frame) {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(encodeFrame(this.vsn, frame));
  }

  private async handle(frame: Frame): Promise<void> {
    if (frame.topic === 'phoenix') {
      if (frame.event === 'heartbeat') this.send(reply(frame, 'ok'));
      return;
    }
    if (frame.event === 'phx_join') return this.join(frame);
    const channel = this.channels.get(frame.topic);
    if (!channel) {
      if (frame.ref) this.send(reply(frame, 'error', { reason: 'unmatched topic' }));
      return;
    }
    if (frame.event === 'phx_leave') {
      this.drop(frame.topic);
      this.send(reply(frame, 'ok'));
    } else if (frame.event === 'access_token') await this.refresh(channel, frame);
    else if (frame.ref) this.send(reply(frame, 'ok')); // broadcast/presence pushes: accepted, not relayed
  }

  private async join(frame: Frame): Promise<void> {
    this.drop(frame.topic);
    const token = typeof frame.payload.access_token === 'string' ? frame.payload.access_token : this.apikey;
    try {
      const { role, claims } = await checkToken(this.deps.config, token);
      const config = (frame.payload.config ?? {}) as { postgres_changes?: unknown };
      const requested = Array.isArray(config.postgres_changes) ? config.postgres_changes : [];
      const bindings: Binding[] = [];
      const echo: Record<string, unknown>[] = [];
      for (const raw of requested) {
        const b = await this.binding(raw as Record<string, unknown>);
        bindings.push(b);
        echo.push({ ...(raw as object), id: b.id });
      }
      const channel = this.open(frame, { role, claims }, bindings);
      this.send(reply(frame, 'ok', { postgres_changes: echo }));
      if (bindings.length) this.system(channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    } catch (err) {
      const reason = err instanceof JoinError ? err.message : 'Unable to join the channel';
      this.send(reply(frame, 'error', { reason }));
    }
  }

  /** Validates one `postgres_changes` entry, as hosted Realtime refuses a subscription it cannot serve. */
  private async binding(raw: Record<string, unknown>): Promise<Binding> {
    const event = String(raw.event ?? '');
    const schema = typeof raw.schema === 'string' ? raw.schema : 'public';
    const table = typeof raw.table === 'string' && raw.table ? raw.table : '*';
    const refuse = () =>
      new JoinError(
        `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [event: ${event}, schema: ${schema}, table: ${table}, filters: ${String(raw.filter ?? '')}]`,
      );
    if (!EVENTS.has(event)) throw refuse();
    let filter = null;
    if (typeof raw.filter === 'string' && raw.filter) {
      try {
        filter = parseFilter(raw.filter);
      } catch {
        throw refuse();
      }
    }
    if (table !== '*' && schema !== '*') {
      const info = await this.deps.catalog.get(schema, table);
      if (!info) throw refuse();
      if (filter && !info.columns.some((c) => c.name === filter!.column)) throw refuse();
    }
    await this.deps.capture(schema, table);
    return { id: this.deps.nextId(), event: event as Binding['event'], schema, table, filter };
  }

  private open(frame: Frame, viewer: Channel['viewer'], bindings: Binding[]) {
    const channel: Channel & { timer?: NodeJS.Timeout } = {
      topic: frame.topic,
      joinRef: frame.joinRef ?? frame.ref,
      viewer,
      exp: typeof viewer.claims.exp === 'number' ? viewer.claims.exp : null,
      bindings,
      send: (f) => this.send(f),
      close: (reason) => this.expire(frame.topic, reason),
    };
    this.channels.set(frame.topic, channel);
    this.deps.hub.channels.add(channel);
    this.armExpiry(channel);
    return channel;
  }

  /** The channel ends when its token expires, like hosted Realtime: a system error, then phx_close. */
  private armExpiry(channel: Channel & { timer?: NodeJS.Timeout }) {
    clearTimeout(channel.timer);
    if (channel.exp === null) return;
    const ms = Math.max(0, channel.exp * 1000 - Date.now());
    // timers above 2^31 ms would fire at once; long-lived keys (anon, service) have no practical expiry
    if (ms > 2 ** 31 - 1) return;
    channel.timer = setTimeout(() => this.expire(channel.topic, 'Token has expired'), ms);
    channel.timer.unref();
  }

  private async refresh(channel: Channel & { timer?: NodeJS.Timeout }, frame: Frame) {
    const token = frame.payload.access_token;
    if (typeof token !== 'string' || !token) return;
    try {
      const { role, claims } = await checkToken(this.deps.config, token);
      channel.viewer = { role, claims };
      channel.exp = typeof claims.exp === 'number' ? claims.exp : null;
      this.armExpiry(channel);
      if (frame.ref) this.send(reply(frame, 'ok'));
    } catch (err) {
      this.expire(channel.topic, err instanceof JoinError ? err.message : 'Invalid token');
    }
  }

  private system(channel: Channel, extension: string, status: 'ok' | 'error', message: string) {
    const sub = channel.topic.replace(/^realtime:/, '');
    this.send({
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { extension, status, message, channel: sub },
    });
  }

  private expire(topic: string, reason: string) {
    const channel = this.channels.get(topic);
    if (!channel) return;
    this.system(channel, 'system', 'error', reason);
    this.send({ joinRef: channel.joinRef, ref: null, topic, event: 'phx_close', payload: {} });
    this.drop(topic);
  }

  private drop(topic: string) {
    const channel = this.channels.get(topic);
    if (!channel) return;
    clearTimeout(channel.timer);
    this.channels.delete(topic);
    this.deps.hub.channels.delete(channel);
  }
}
