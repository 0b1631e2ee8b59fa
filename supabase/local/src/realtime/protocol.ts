// Phoenix channel frames as realtime-js speaks them: vsn 2.0.0 (the client's default) sends JSON arrays
// `[join_ref, ref, topic, event, payload]`, vsn 1.0.0 sends objects. Binary frames (user broadcast) are not served.

export type Vsn = '1.0.0' | '2.0.0';

export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export function parseVsn(value: string | null): Vsn | null {
  if (value === null || value === '1.0.0') return '1.0.0';
  return value === '2.0.0' ? '2.0.0' : null;
}

const asRef = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);
const asPayload = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** A text frame from a client, or null when it is not a Phoenix message. */
export function decodeFrame(vsn: Vsn, text: string): Frame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(value) || value.length !== 5) return null;
    const [joinRef, ref, topic, event, payload] = value;
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload: asPayload(payload) };
  }
  if (!value || typeof value !== 'object') return null;
  const m = value as Record<string, unknown>;
  if (typeof m.topic !== 'string' || typeof m.event !== 'string') return null;
  return {
    joinRef: asRef(m.join_ref),
    ref: asRef(m.ref),
    topic: m.topic,
    event: m.event,
    payload: asPayload(m.payload),
  };
}

export function encodeFrame(vsn: Vsn, f: Frame): string {
  if (vsn === '2.0.0') return JSON.stringify([f.joinRef, f.ref, f.topic, f.event, f.payload]);
  return JSON.stringify({
    join_ref: f.joinRef,
    ref: f.ref,
    topic: f.topic,
    event: f.event,
    payload: f.payload,
  });
}

/** The answer to a push: `phx_reply` with the push's refs. */
export function reply(to: Frame, status: 'ok' | 'error', response: Record<string, unknown> = {}): Frame {
  return {
    joinRef: to.joinRef,
    ref: to.ref,
    topic: to.topic,
    event: 'phx_reply',
    payload: { status, response },
  };
}
