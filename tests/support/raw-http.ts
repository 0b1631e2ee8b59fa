// A request line sent as written, for servers' tests about request targets that fetch would normalise.
import { connect } from 'node:net';

/**
 * The status of a request sent with this exact target (fetch and node:http normalise `//`), read from the raw
 * response's status line; `upgrade` asks for a WebSocket.
 */
export async function rawStatus(baseUrl: string, target: string, upgrade = false): Promise<number> {
  const { hostname, port } = new URL(baseUrl);
  const head = upgrade
    ? 'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n'
    : 'Connection: close\r\n';
  return new Promise((resolveStatus, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\n${head}\r\n`),
    );
    socket.once('data', (chunk: Buffer) => {
      resolveStatus(Number(chunk.toString('latin1').slice(9, 12)));
      socket.destroy();
    });
    socket.once('error', reject);
  });
}
