// A small multipart/form-data reader: storage-js sends Blobs and FormData this way (one file part whose field
// name is empty, plus `cacheControl` and optional `metadata` text fields). No dependency needed for that.
export interface FormPart {
  name: string;
  filename: string | null;
  contentType: string | null;
  data: Buffer;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

export function boundaryOf(contentType: string): string | null {
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return m ? (m[1] ?? m[2]) : null;
}

/** Throws on malformed input; the caller maps that to a 400. */
export function parseMultipart(body: Buffer, boundary: string): FormPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const nextDelimiter = Buffer.concat([CRLF, delimiter]);
  const parts: FormPart[] = [];
  let pos = body.indexOf(delimiter);
  if (pos < 0) throw new Error('multipart boundary not found');
  pos += delimiter.length;
  for (;;) {
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) return parts; // closing `--boundary--`
    if (body[pos] !== 0x0d || body[pos + 1] !== 0x0a) throw new Error('malformed multipart body');
    pos += 2;
    const headerEnd = body.indexOf(HEADER_END, pos);
    if (headerEnd < 0) throw new Error('malformed multipart part headers');
    const headers = new Map<string, string>();
    for (const line of body.subarray(pos, headerEnd).toString('utf8').split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const dataStart = headerEnd + HEADER_END.length;
    const dataEnd = body.indexOf(nextDelimiter, dataStart);
    if (dataEnd < 0) throw new Error('unterminated multipart part');
    const disposition = headers.get('content-disposition') ?? '';
    parts.push({
      name: dispositionParam(disposition, 'name') ?? '',
      filename: dispositionParam(disposition, 'filename'),
      contentType: headers.get('content-type') ?? null,
      data: body.subarray(dataStart, dataEnd),
    });
    pos = dataEnd + nextDelimiter.length;
  }
}

function dispositionParam(disposition: string, key: string): string | null {
  const m = new RegExp(`(?:^|;)\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(disposition);
  if (m) return m[1].replace(/\\(.)/g, '$1');
  const bare = new RegExp(`(?:^|;)\\s*${key}=([^;\\s]*)`, 'i').exec(disposition);
  return bare ? bare[1] : null;
}
