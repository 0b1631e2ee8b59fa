// POST /object/list-v2/{bucket} (storage-js `listV2`): keys under a prefix, one page at a time with an opaque
// cursor, optionally grouped into folders at the next `/` (`with_delimiter`). Rows are read as the caller, so
// the SELECT policies of storage.objects decide what is listed, folders included.
import { json, type ApiRequest, type ApiResponse, type ServerContext } from '../http.ts';
import { asCaller, type Caller } from './context.ts';
import { errors } from './errors.ts';
import { findBucket, parseJsonBodySafe } from './objects.ts';

/** Hosted storage's page size and ceiling. */
const MAX_KEYS = 1000;
const SORT_COLUMNS = ['name', 'updated_at', 'created_at'] as const;
type SortColumn = (typeof SORT_COLUMNS)[number];

interface ListV2Options {
  prefix: string;
  withDelimiter: boolean;
  limit: number;
  column: SortColumn;
  order: 'asc' | 'desc';
  cursor: Cursor | null;
}

/** Where the previous page stopped: its last entry's key and sort value, for the order it was listed in. */
interface Cursor {
  column: SortColumn;
  order: 'asc' | 'desc';
  key: string;
  value: string;
}

interface EntryRow {
  folder: boolean;
  key: string;
  sort_value: string;
  id: string | null;
  updated_at: Date | string | null;
  created_at: Date | string | null;
  last_accessed_at: Date | string | null;
  metadata: Record<string, unknown> | null;
}

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c), 'utf8').toString('base64url');

function decodeCursor(text: string, column: SortColumn, order: 'asc' | 'desc'): Cursor {
  let c: Partial<Cursor> | null = null;
  try {
    c = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Cursor>;
  } catch {
    /* reported below */
  }
  if (!c || typeof c.key !== 'string' || typeof c.value !== 'string') throw errors.invalid('Invalid cursor');
  // a cursor only makes sense in the order it was made for
  if (c.column !== column || c.order !== order)
    throw errors.invalid('The cursor was issued for another sort order');
  return c as Cursor;
}

function readOptions(req: ApiRequest): ListV2Options {
  const body = (parseJsonBodySafe(req) ?? {}) as Record<string, unknown>;
  if (typeof body !== 'object' || Array.isArray(body)) throw errors.invalid('body must be object');
  const { prefix = '', limit = MAX_KEYS, cursor, sortBy } = body;
  if (typeof prefix !== 'string') throw errors.invalid('body/prefix must be string');
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1)
    throw errors.invalid('body/limit must be integer >= 1');
  const sort = (sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = sort.column ?? 'name';
  if (!SORT_COLUMNS.includes(column as SortColumn))
    throw errors.invalid('body/sortBy/column must be equal to one of the allowed values');
  const order = sort.order ?? 'asc';
  if (order !== 'asc' && order !== 'desc')
    throw errors.invalid('body/sortBy/order must be equal to one of the allowed values');
  if (cursor !== undefined && cursor !== null && typeof cursor !== 'string')
    throw errors.invalid('body/cursor must be string');
  return {
    prefix: prefix.replace(/^\/+/, ''),
    // storage-js sends `with_delimiter`; a S3-style `delimiter: '/'` means the same
    withDelimiter: body.with_delimiter === true || body.delimiter === '/',
    limit: Math.min(limit, MAX_KEYS),
    column: column as SortColumn,
    order,
    cursor: cursor ? decodeCursor(cursor, column as SortColumn, order) : null,
  };
}

/** Folders (when grouped) and objects at the prefix as one ordered list, so a page can mix both. */
function entriesQuery(o: ListV2Options): string {
  const sortExpr = o.column === 'name' ? 'key' : o.column;
  const cmp = o.order === 'asc' ? '>' : '<';
  const after =
    o.column === 'name'
      ? `key collate "C" ${cmp} $4`
      : `(${sortExpr} ${cmp} $6::timestamptz or (${sortExpr} = $6::timestamptz and key collate "C" ${cmp} $4))`;
  return `
    with visible as (
      select id, name, updated_at, created_at, last_accessed_at, metadata,
             case when $3 then position('/' in substr(name, length($2) + 1)) else 0 end as slash
        from storage.objects
       where bucket_id = $1 and left(name, length($2)) = $2
    ), entries as (
      select true as folder, left(name, length($2) + slash) as key, null::uuid as id,
             max(updated_at) as updated_at, min(created_at) as created_at,
             null::timestamptz as last_accessed_at, null::jsonb as metadata
        from visible where slash > 0
       group by left(name, length($2) + slash)
      union all
      select false, name, id, updated_at, created_at, last_accessed_at, metadata
        from visible where slash = 0
    )
    select folder, key, ${o.column === 'name' ? 'key' : `${sortExpr}::text`} as sort_value,
           id, updated_at, created_at, last_accessed_at, metadata
      from entries
     where ($4::text is null or ${after})
     order by ${o.column === 'name' ? '' : `${sortExpr} ${o.order}, `}key collate "C" ${o.order}
     limit $5`;
}

export async function listV2(
  req: ApiRequest,
  ctx: ServerContext,
  caller: Caller,
  bucketId: string,
): Promise<ApiResponse> {
  const o = readOptions(req);
  await findBucket(ctx, bucketId);
  const { rows } = await asCaller(ctx, req, caller, 'storage.object.list', (tx) =>
    tx.query<EntryRow>(entriesQuery(o), [
      bucketId,
      o.prefix,
      o.withDelimiter,
      o.cursor?.key ?? null,
      o.limit + 1,
      // the sort value is only a parameter when sorting by a date ($6)
      ...(o.column === 'name' ? [] : [o.cursor?.value ?? null]),
    ]),
  );
  const hasNext = rows.length > o.limit;
  const page = rows.slice(0, o.limit);
  const last = page[page.length - 1];
  // names are relative to the folder the prefix points into; keys stay whole
  const base = o.prefix.slice(0, o.prefix.lastIndexOf('/') + 1).length;
  return json(200, {
    hasNext,
    ...(hasNext
      ? {
          nextCursor: encodeCursor({
            column: o.column,
            order: o.order,
            key: last.key,
            value: last.sort_value,
          }),
        }
      : {}),
    folders: page.filter((r) => r.folder).map((r) => ({ key: r.key, name: r.key.slice(base, -1) })),
    objects: page
      .filter((r) => !r.folder)
      .map((r) => ({
        id: r.id,
        key: r.key,
        name: r.key.slice(base),
        updated_at: r.updated_at,
        created_at: r.created_at,
        last_accessed_at: r.last_accessed_at,
        metadata: r.metadata,
      })),
  });
}
