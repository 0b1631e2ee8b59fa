// Realtime for the local server: `postgres_changes` over the Phoenix WebSocket protocol of realtime-js, at
// `/realtime/v1/websocket?apikey=…&vsn=1.0.0|2.0.0`. Broadcast and presence are accepted but not relayed.
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db.ts';
import { requestUrl } from '../http.ts';
import { captureTable, installCapture, NOTIFY_CHANNEL, publishedTables } from './capture.ts';
import { Hub } from './hub.ts';
import { parseVsn } from './protocol.ts';
import { Session } from './session.ts';
import { TableCatalog } from './tables.ts';

export const REALTIME_PATH = '/realtime/v1/websocket';

export interface Realtime {
  /** resolves once the changes already notified have been delivered */
  settled(): Promise<void>;
  close(): Promise<void>;
}

function refuse(socket: Duplex, status: string, message: string) {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

export async function startRealtime(server: Server, config: ServerConfig, db: Database): Promise<Realtime> {
  await installCapture(db);
  const catalog = new TableCatalog(db);
  const hub = new Hub(db, catalog);
  const captured = new Set<string>();
  let lastId = Math.floor(Math.random() * 1e6);
  const capture = async (schema: string, table: string) => {
    const published = await publishedTables(db);
    for (const name of published) {
      const [s, t] = name.split('.');
      if ((schema !== '*' && s !== schema) || (table !== '*' && t !== table) || captured.has(name)) continue;
      await captureTable(db, s, t);
      captured.add(name);
    }
  };
  const stopListening = await db.listen(NOTIFY_CHANNEL, () => hub.schedule());
  hub.schedule(); // changes queued while no server was running are dropped: nobody was subscribed

  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const onUpgrade = (req: import('node:http').IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = requestUrl(req.url, config.apiUrl);
    if (url?.pathname !== REALTIME_PATH)
      return refuse(socket, '404 Not Found', 'no Route matched with those values');
    const apikey = url.searchParams.get('apikey');
    if (!apikey || (apikey !== config.anonKey && apikey !== config.serviceKey))
      return refuse(socket, '401 Unauthorized', 'Invalid API key');
    const vsn = parseVsn(url.searchParams.get('vsn'));
    if (!vsn) return refuse(socket, '400 Bad Request', 'Unsupported vsn');
    wss.handleUpgrade(req, socket, head, (ws) => {
      new Session(ws, vsn, apikey, { config, hub, catalog, capture, nextId: () => ++lastId });
    });
  };
  server.on('upgrade', onUpgrade);
  return {
    settled: () => hub.idle,
    async close() {
      server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      await stopListening();
      await hub.idle;
    },
  };
}
