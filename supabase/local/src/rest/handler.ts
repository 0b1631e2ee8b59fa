// Request handling for /rest/v1: schema/media negotiation, JWT → role, one transaction per request, status codes
// and headers of spec §2.5/§2.6.
import { asPgError, requestContextSql, sqlLiteral, type Database, type QueryResult } from '../db.ts';
import type { ServerConfig } from '../config.ts';
import { bearerToken, type ApiRequest, type ApiResponse, type ServerContext } from '../http.ts';
import { JwtError, verifyJwt, type Claims } from '../jwt.ts';
import { errorResponse, RestError, toErrorResponse } from './errors.ts';
import { newParams } from './filters.ts';
import {
  filteredStatement,
  insertStatement,
  invalidBody,
  parseBodyJson,
  payloadColumns,
  type InsertOptions,
  type MutationPlan,
} from './mutations.ts';
import { buildReadStatement, parseQueryOptions, qualified, type BuildContext } from './query-builder.ts';
import { resolveFunction, rpcStatement, type RpcPlan } from './rpc.ts';
import { closest, loadSchemaCache, type Relation, type SchemaCache } from './schema-cache.ts';
import { parseSelect, type SelectItem } from './select-parser.ts';

export interface RestState {
  /** the default schema's cache (the first exposed schema) */
  cache: SchemaCache;
  /** one cache per exposed schema, in the configured order */
  caches: Map<string, SchemaCache>;
  reload(): Promise<void>;
}

async function loadCaches(db: Database, schemas: string[]): Promise<Map<string, SchemaCache>> {
  const caches = new Map<string, SchemaCache>();
  for (const schema of schemas) caches.set(schema, await loadSchemaCache(db, schema));
  return caches;
}

export async function createState(db: Database, config: ServerConfig): Promise<RestState> {
  const schemas = config.dbSchemas.length ? config.dbSchemas : ['public'];
  const caches = await loadCaches(db, schemas);
  const state: RestState = {
    cache: caches.get(schemas[0])!,
    caches,
    async reload() {
      state.caches = await loadCaches(db, schemas);
      state.cache = state.caches.get(schemas[0])!;
    },
  };
  return state;
}

/** The schema a request addresses: `Accept-Profile` (GET/HEAD) or `Content-Profile`, else the default one. */
function requestSchema(req: ApiRequest, state: RestState): string {
  const method = req.method.toUpperCase();
  const profile =
    method === 'GET' || method === 'HEAD' ? req.headers['accept-profile'] : req.headers['content-profile'];
  const exposed = [...state.caches.keys()];
  if (profile === undefined || profile === '') return exposed[0];
  if (!state.caches.has(profile))
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${exposed.join(', ')}`,
    );
  return profile;
}

const ALLOWED_ROLES = new Set(['anon', 'authenticated', 'service_role']);
const JSON_TYPE = 'application/json; charset=utf-8';
const CSV_TYPE = 'text/csv; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

interface Auth {
  role: string;
  claims: Claims;
}

const KNOWN_PREFS: Record<string, RegExp> = {
  return: /^(minimal|headers-only|representation)$/,
  count: /^(exact|planned|estimated)$/,
  resolution: /^(merge-duplicates|ignore-duplicates)$/,
  missing: /^(default|null)$/,
  tx: /^(commit|rollback)$/,
  handling: /^(lenient|strict)$/,
  'max-affected': /^\d+$/,
  timezone: /.*/,
};

function parsePrefer(headers: Record<string, string>): Map<string, string> {
  const prefs = new Map<string, string>();
  const unknown: string[] = [];
  for (const part of (headers['prefer'] ?? '').split(',')) {
    const [k, v = ''] = part.trim().split('=');
    if (!k) continue;
    prefs.set(k.trim(), v.trim());
    if (!KNOWN_PREFS[k.trim()]?.test(v.trim())) unknown.push(part.trim());
  }
  if (prefs.get('handling') === 'strict' && unknown.length)
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${unknown.join(', ')}`,
    );
  return prefs;
}

type Media = 'json' | 'object' | 'csv';

function negotiate(accept: string | undefined): Media {
  if (!accept) return 'json';
  const types = accept.split(',').map((t) => t.split(';')[0].trim().toLowerCase());
  if (types.some((t) => t === 'application/vnd.pgrst.object+json' || t === 'application/vnd.pgrst.object'))
    return 'object';
  if (types[0] === 'text/csv') return 'csv';
  if (types.includes('text/csv') && !types.some((t) => t.startsWith('application/'))) return 'csv';
  if (
    types.some(
      (t) =>
        t === '' ||
        t === '*/*' ||
        t === 'application/*' ||
        t === 'application/json' ||
        t === 'application/vnd.pgrst.array+json',
    )
  )
    return 'json';
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`, null);
}

async function authenticate(req: ApiRequest, config: ServerConfig): Promise<Auth> {
  const token = bearerToken(req);
  if (!token) return { role: 'anon', claims: {} };
  let claims: Claims;
  try {
    claims = await verifyJwt(config.jwtSecret, token, 30);
  } catch (err) {
    const message = err instanceof Error ? err.message : 'JWT cryptographic operation failed';
    const code = err instanceof JwtError && err.reason === 'expired' ? 'PGRST303' : 'PGRST301';
    throw new RestError(401, code, message, null, null, {
      'www-authenticate': `Bearer error="invalid_token", error_description="${message}"`,
    });
  }
  const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
  if (!ALLOWED_ROLES.has(role))
    throw new RestError(401, '22023', `role "${role}" does not exist`, null, null, {
      'www-authenticate': 'Bearer',
    });
  return { role, claims };
}

function singularError(n: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${n} rows`,
  );
}

const shapedRow = (r: QueryResult) => r.rows[0] as unknown as ShapedRow;

/** The one element of json_agg's `[elem]` (json_agg writes the brackets right around a single element). */
const firstOf = (row: ShapedRow): string | null =>
  row.page_count === 1 && row.body ? row.body.slice(1, -1) : null;

interface ShapedRow {
  body: string | null;
  page_count: number;
  total: number | null;
  inserted?: number;
}

export async function handle(req: ApiRequest, ctx: ServerContext, state: RestState): Promise<ApiResponse> {
  let role = 'anon';
  try {
    const method = req.method.toUpperCase();
    const schema = requestSchema(req, state);
    const auth = await authenticate(req, ctx.config);
    role = auth.role;
    const media = negotiate(req.headers['accept']);
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      throw new RestError(400, 'PGRST125', 'Invalid path specified in request URL', null);
    }
    const rpc = /^\/rpc\/([^/]+)\/?$/.exec(path);
    if (rpc) return withProfile(await handleRpc(req, ctx, state, schema, auth, rpc[1], media), state, schema);
    const table = /^\/([^/]+)\/?$/.exec(path);
    if (!table) {
      if (path === '/' && method === 'GET') return openApiStub(state.caches.get(schema)!);
      throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`, null);
    }
    return withProfile(await handleTable(req, ctx, state, schema, auth, table[1], media), state, schema);
  } catch (err) {
    return toErrorResponse(err, role);
  }
}

/** PostgREST names the schema of the answer when several are exposed. */
function withProfile(res: ApiResponse, state: RestState, schema: string): ApiResponse {
  if (state.caches.size > 1 && res.status < 400) res.headers = { ...res.headers, 'content-profile': schema };
  return res;
}

function openApiStub(cache: SchemaCache): ApiResponse {
  const paths: Record<string, unknown> = { '/': {} };
  for (const name of cache.relations.keys()) paths[`/${name}`] = {};
  for (const name of cache.functions.keys()) paths[`/rpc/${name}`] = {};
  return {
    status: 200,
    headers: { 'content-type': 'application/openapi+json; charset=utf-8' },
    body: JSON.stringify({ swagger: '2.0', info: { title: 'supabase-local' }, paths }),
  };
}

async function findRelation(state: RestState, schema: string, name: string): Promise<Relation> {
  let rel = state.caches.get(schema)!.relations.get(name);
  if (!rel) {
    // migrations may have run after startup: re-introspect once before answering 404
    await state.reload();
    rel = state.caches.get(schema)!.relations.get(name);
  }
  if (!rel) {
    const near = closest(name, state.caches.get(schema)!.relations.keys());
    throw new RestError(
      404,
      'PGRST205',
      `Could not find the table '${schema}.${name}' in the schema cache`,
      null,
      near ? `Perhaps you meant the table '${schema}.${near}'` : null,
    );
  }
  return rel;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Run {
  readOnly: boolean;
  schema: string;
  /** the request's one statement, values inlined */
  sql: string;
  /** statements read after the main one, in the same round trip (EXPLAIN for planned counts, row counters) */
  after?: string[];
  /** statements run just before the main one (their results: `results.before`) */
  before?: string[];
  /** 'rollback' for `Prefer: tx=rollback`; a function when the answer depends on the statement's result */
  end: 'commit' | 'rollback' | ((results: RunResults) => 'commit' | 'rollback');
}

/**
 * The whole request in one round trip, as PostgREST pipelines it: begin, the settings RLS reads (role,
 * claims, headers), the statement, commit. Writes by a signed-in user first check that the user still
 * exists: a deleted account's unexpired token must not write.
 */
/** The main statement's result and those after it; `before` holds the results of `Run.before`. */
type RunResults = QueryResult[] & { before: QueryResult[] };

async function runRequest(db: Database, auth: Auth, req: ApiRequest, run: Run): Promise<RunResults> {
  const statements = [run.readOnly ? 'begin read only' : 'begin'];
  const sub = auth.claims.sub;
  if (!run.readOnly && auth.role === 'authenticated' && typeof sub === 'string' && UUID.test(sub))
    statements.push(`select auth.require_live_user(${sqlLiteral(sub)}::uuid)`);
  statements.push(
    requestContextSql({
      role: auth.role,
      claims: auth.claims,
      method: req.method.toUpperCase(),
      path: req.path,
      headers: req.headers,
      schema: run.schema,
    }),
  );
  const before = run.before ?? [];
  statements.push(...before);
  const main = statements.length;
  statements.push(run.sql, ...(run.after ?? []));
  const end = run.end;
  if (typeof end === 'string') statements.push(end);
  const split = (r: QueryResult[]): RunResults =>
    Object.assign(r.slice(main), { before: r.slice(main - before.length, main) });
  const results = await db.script(
    statements.join(';\n'),
    typeof end === 'function' ? (r) => end(split(r)) : undefined,
  );
  return split(results);
}

/** Rows the planner expects from an EXPLAIN (FORMAT JSON) result: PostgREST's planned count. */
function plannedRows(r: QueryResult | undefined): number | null {
  if (!r?.rows[0]) return null;
  let plan = Object.values(r.rows[0])[0] as unknown;
  if (typeof plan === 'string') plan = JSON.parse(plan);
  const rows = (plan as { Plan?: { 'Plan Rows'?: number } }[])?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? Math.round(rows) : null;
}

/** Total for `count=exact|planned|estimated` (estimated: exact up to max rows, beyond that the plan's). */
function countTotal(
  mode: string | undefined,
  exact: number | null,
  planned: number | null,
  maxRows: number,
): number | null {
  if (mode === 'planned') return planned;
  if (mode === 'estimated') return exact !== null && exact > maxRows && planned !== null ? planned : exact;
  return exact;
}

const newContext = (cache: SchemaCache, opts: ReturnType<typeof parseQueryOptions>): BuildContext => ({
  cache,
  params: newParams(),
  opts,
  visited: new Set(),
  counter: { n: 0 },
});

function contentRange(offset: number, n: number, total: number | null): string {
  return n > 0 ? `${offset}-${offset + n - 1}/${total ?? '*'}` : `*/${total ?? '*'}`;
}

function preferenceApplied(prefs: Map<string, string>, keys: string[]): Record<string, string> {
  const applied = keys.filter((k) => prefs.has(k)).map((k) => `${k}=${prefs.get(k)}`);
  return applied.length ? { 'preference-applied': applied.join(', ') } : {};
}

/** The read's answer from its results: the shaped row, then (planned/estimated counts) the EXPLAIN. */
function readTotals(
  results: QueryResult[],
  countMode: string | undefined,
  maxRows: number,
  offset: number,
  media: Media,
  prefs: Map<string, string>,
): ApiResponse {
  const row = shapedRow(results[0]);
  const countRequested = ['exact', 'planned', 'estimated'].includes(countMode ?? '');
  if (countRequested) row.total = countTotal(countMode, row.total, plannedRows(results[1]), maxRows);
  return readResponse(
    row,
    offset,
    countRequested,
    media,
    preferenceApplied(prefs, ['count']),
    countMode === 'exact' || (countMode === 'estimated' && row.total !== null && row.total <= maxRows),
  );
}

function readResponse(
  row: ShapedRow,
  offset: number,
  countRequested: boolean,
  media: Media,
  extraHeaders: Record<string, string>,
  exactCount = true,
): ApiResponse {
  const total = countRequested ? row.total : null;
  const n = row.page_count;
  if (total !== null && exactCount && offset > total)
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  if (media === 'object' && n !== 1) throw singularError(n);
  const status = total !== null && n < total ? 206 : 200;
  return {
    status,
    headers: {
      'content-type': media === 'object' ? OBJECT_TYPE : media === 'csv' ? CSV_TYPE : JSON_TYPE,
      'content-range': contentRange(offset, n, total),
      ...extraHeaders,
    },
    body: media === 'object' ? firstOf(row)! : row.body!,
  };
}

/** The read-shaped answer a write asks for (`return=representation`, row-count checks), or none. */
type MutationRepresentation = InsertOptions['representation'];

/** A table request once its relation, preferences, query options and select list are parsed. */
interface TableRequest {
  req: ApiRequest;
  ctx: ServerContext;
  schema: string;
  auth: Auth;
  rel: Relation;
  media: Media;
  prefs: Map<string, string>;
  countMode: string | undefined;
  countRequested: boolean;
  bctx: BuildContext;
  items: SelectItem[];
  offset: number;
}

async function handleTable(
  req: ApiRequest,
  ctx: ServerContext,
  state: RestState,
  schema: string,
  auth: Auth,
  name: string,
  media: Media,
): Promise<ApiResponse> {
  const method = req.method.toUpperCase();
  const rel = await findRelation(state, schema, name);
  const search = req.url.searchParams;
  const prefs = parsePrefer(req.headers);
  const countMode = prefs.get('count');
  const countRequested = ['exact', 'planned', 'estimated'].includes(countMode ?? '');
  const opts = parseQueryOptions(search);
  const bctx = newContext(state.caches.get(schema)!, opts);
  const selectText = search.get('select');
  const items = parseSelect(selectText ?? '*');
  const offset = opts.get('')!.offset ?? 0;
  const t: TableRequest = {
    req,
    ctx,
    schema,
    auth,
    rel,
    media,
    prefs,
    countMode,
    countRequested,
    bctx,
    items,
    offset,
  };

  if (method === 'GET' || method === 'HEAD') return readTable(t);
  if (method !== 'POST' && method !== 'PATCH' && method !== 'DELETE')
    throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`, null);
  return writeTable(t, method);
}

async function readTable(t: TableRequest): Promise<ApiResponse> {
  const { ctx, rel, countMode, countRequested, media } = t;
  let explain: string | undefined;
  const sql = buildReadStatement(t.bctx, {
    from: qualified(rel.schema, rel.name),
    relation: rel,
    items: t.items,
    countTotal: countRequested && countMode !== 'planned',
    maxRows: ctx.config.dbMaxRows,
    applyTopFilters: true,
    csv: media === 'csv',
    plannedCount: (q) => (explain = `explain (format json) ${q}`),
  });
  const estimate = countMode === 'planned' || countMode === 'estimated';
  const results = await runRequest(ctx.db, t.auth, t.req, {
    readOnly: true,
    schema: t.schema,
    sql,
    after: estimate && explain ? [explain] : [],
    end: 'commit',
  });
  return readTotals(results, countMode, ctx.config.dbMaxRows, t.offset, media, t.prefs);
}

async function writeTable(t: TableRequest, method: 'POST' | 'PATCH' | 'DELETE'): Promise<ApiResponse> {
  const { prefs, media } = t;
  const rollback = prefs.get('tx') === 'rollback';
  const wantsRepresentation = prefs.get('return') === 'representation';
  const maxAffected = prefs.get('max-affected');
  const strictMax = method !== 'POST' && prefs.get('handling') === 'strict' && maxAffected !== undefined;
  // A singular answer or `max-affected` is checked by the statement itself, which fails (and so rolls back)
  // when the row count is wrong: the request stays one round trip.
  const checks: string[] = [];
  if (media === 'object') checks.push(`when count(*) <> 1 then ('${CHECK_TAG} PGRST116 ' || count(*))::int`);
  if (strictMax)
    checks.push(`when count(*) > ${Number(maxAffected)} then ('${CHECK_TAG} PGRST124 ' || count(*))::int`);
  const check = checks.length ? `case ${checks.join(' ')} end` : undefined;
  const representation =
    wantsRepresentation || check ? { items: wantsRepresentation ? t.items : [], check } : null;
  const { plan, emptyPayload } = mutationPlan(t, method, representation);

  /** A singular answer of several rows, or more rows than `max-affected`: rolled back and refused. */
  const violation = (n: number): RestError | null => {
    if (media === 'object' && n !== 1) return singularError(n);
    if (strictMax && n > Number(maxAffected))
      return new RestError(
        400,
        'PGRST124',
        'Query result exceeds max-affected preference constraint',
        `The query affects ${n} rows`,
      );
    return null;
  };
  const row: ShapedRow =
    !plan || emptyPayload
      ? { body: '[]', page_count: 0, total: null }
      : await runMutation(t, plan, rollback ? 'rollback' : 'commit', violation);
  const refused = violation(row.page_count);
  if (refused) return toErrorResponse(refused, t.auth.role);
  return mutationResponse(
    method,
    row,
    prefs,
    media === 'csv' ? 'json' : media,
    t.countRequested,
    wantsRepresentation,
  );
}

/** The INSERT/UPSERT, UPDATE or DELETE statement (null: an UPDATE without columns, nothing to run). */
function mutationPlan(
  t: TableRequest,
  method: 'POST' | 'PATCH' | 'DELETE',
  representation: MutationRepresentation,
): { plan: MutationPlan | null; emptyPayload: boolean } {
  const { req, rel, prefs, bctx } = t;
  const search = req.url.searchParams;
  if (method === 'POST') {
    const payload = payloadColumns(rel, req.body, search.get('columns'), true);
    const resolution =
      prefs.get('resolution') === 'merge-duplicates'
        ? 'merge'
        : prefs.get('resolution') === 'ignore-duplicates'
          ? 'ignore'
          : null;
    const onConflict = search.get('on_conflict');
    const plan = insertStatement(bctx, {
      rel,
      json: payload.json,
      columns: payload.columns,
      missingDefault: prefs.get('missing') === 'default',
      resolution,
      onConflict: onConflict ? onConflict.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1')) : null,
      representation,
    });
    return { plan, emptyPayload: payload.empty };
  }
  if (method === 'PATCH') {
    if (!req.body.length) throw invalidBody();
    const payload = payloadColumns(rel, req.body, search.get('columns'), false);
    const plan = filteredStatement(bctx, {
      rel,
      kind: 'update',
      json: payload.json,
      columns: payload.columns,
      representation,
    });
    return { plan, emptyPayload: false };
  }
  return { plan: filteredStatement(bctx, { rel, kind: 'delete', representation }), emptyPayload: false };
}

/** Runs the write; a failed row-count check becomes the refusal `violation` describes. */
async function runMutation(
  t: TableRequest,
  plan: MutationPlan,
  finish: 'commit' | 'rollback',
  violation: (n: number) => RestError | null,
): Promise<ShapedRow> {
  const shaped = plan.shaped;
  const countOf = (r: QueryResult) => (shaped ? shapedRow(r).page_count : (r.affectedRows ?? 0));
  let main: QueryResult;
  try {
    [main] = await runRequest(t.ctx.db, t.auth, t.req, {
      readOnly: false,
      schema: t.schema,
      sql: plan.sql,
      end: finish,
    });
  } catch (err) {
    const failed = failedCheck(err);
    throw failed !== null ? (violation(failed) ?? err) : err;
  }
  return shaped ? shapedRow(main) : { body: null, page_count: countOf(main), total: null };
}

/** Marks the deliberate cast error by which a statement refuses its own row count. */
const CHECK_TAG = 'pgrst-check';

/** The row count carried by a failed row-count check, or null for any other error. */
function failedCheck(err: unknown): number | null {
  const pg = asPgError(err);
  const m = pg?.code === '22P02' ? new RegExp(`"${CHECK_TAG} PGRST\\d+ (\\d+)"`).exec(pg.message) : null;
  return m ? Number(m[1]) : null;
}

function mutationResponse(
  method: string,
  row: ShapedRow,
  prefs: Map<string, string>,
  media: 'json' | 'object',
  countRequested: boolean,
  representation: boolean,
): ApiResponse {
  const n = row.page_count;
  const total = countRequested ? n : null;
  let status: number;
  let range: string;
  if (method === 'POST') {
    status = prefs.get('resolution') === 'merge-duplicates' && n > 0 && row.inserted === 0 ? 200 : 201;
    range = `*/${total ?? '*'}`;
  } else if (method === 'PATCH') {
    status = representation ? 200 : 204;
    range = contentRange(0, n, total);
  } else {
    status = representation ? 200 : 204;
    range = `*/${total ?? '*'}`;
  }
  const headers: Record<string, string> = {
    'content-range': range,
    ...preferenceApplied(prefs, ['return', 'count', 'resolution', 'missing', 'tx']),
  };
  if (!representation) return { status, headers };
  headers['content-type'] = media === 'object' ? OBJECT_TYPE : JSON_TYPE;
  return { status, headers, body: media === 'object' ? (firstOf(row) ?? 'null') : (row.body ?? '[]') };
}

/** A function call once its arguments, statement and preferences are settled. */
interface RpcCall {
  req: ApiRequest;
  ctx: ServerContext;
  schema: string;
  auth: Auth;
  media: Media;
  prefs: Map<string, string>;
  countMode: string | undefined;
  countRequested: boolean;
  plan: RpcPlan;
  /** the EXPLAIN of the read, for planned/estimated counts */
  explain: string | undefined;
  readOnly: boolean;
  offset: number;
  maxAffected: string | undefined;
  /** `handling=strict` with `max-affected`: the rows the function wrote are counted */
  strictMax: boolean;
}

async function handleRpc(
  req: ApiRequest,
  ctx: ServerContext,
  state: RestState,
  schema: string,
  auth: Auth,
  name: string,
  media: Media,
): Promise<ApiResponse> {
  const method = req.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST')
    throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`, null);
  const search = req.url.searchParams;
  const prefs = parsePrefer(req.headers);
  const countMode = prefs.get('count');
  const countRequested = ['exact', 'planned', 'estimated'].includes(countMode ?? '');
  const viaPost = method === 'POST';
  if (!state.caches.get(schema)!.functions.has(name)) await state.reload();
  const cache = state.caches.get(schema)!;
  const { argsJson, keys } = viaPost ? bodyArguments(req.body) : queryArguments(search, cache, name);
  const fn = resolveFunction(cache, name, keys, viaPost);
  const opts = parseQueryOptions(search, viaPost ? new Set() : new Set(keys));
  const bctx = newContext(cache, opts);
  const items = parseSelect(search.get('select') ?? '*');
  let explain: string | undefined;
  const plan = rpcStatement(
    bctx,
    cache,
    fn,
    argsJson,
    keys,
    items,
    countRequested && countMode !== 'planned',
    ctx.config.dbMaxRows,
    { csv: media === 'csv', plannedCount: (q) => (explain = `explain (format json) ${q}`) },
  );
  const maxAffected = prefs.get('max-affected');
  const call: RpcCall = {
    req,
    ctx,
    schema,
    auth,
    media,
    prefs,
    countMode,
    countRequested,
    plan,
    explain,
    readOnly: !viaPost || fn.volatility !== 'v',
    offset: opts.get('')!.offset ?? 0,
    maxAffected,
    strictMax: prefs.get('handling') === 'strict' && maxAffected !== undefined,
  };
  const results = await runRpc(call);
  return rpcResponse(call, results);
}

/** POST: the body is the arguments object. */
function bodyArguments(body: Buffer): { argsJson: string; keys: string[] } {
  const text = body.length ? body.toString('utf8') : '{}';
  const parsed = parseBodyJson(text);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalidBody();
  return { argsJson: text, keys: Object.keys(parsed) };
}

/** GET/HEAD: the query parameters named like an argument of one of the overloads (the rest are filters). */
function queryArguments(
  search: URLSearchParams,
  cache: SchemaCache,
  name: string,
): { argsJson: string; keys: string[] } {
  const paramNames = new Set((cache.functions.get(name) ?? []).flatMap((f) => f.args.map((a) => a.name)));
  const args: Record<string, string> = {};
  for (const [k, v] of search) if (paramNames.has(k)) args[k] = v;
  return { argsJson: JSON.stringify(args), keys: Object.keys(args) };
}

/** Runs the call; a singular answer of several rows or too many written rows roll it back. */
async function runRpc(call: RpcCall): Promise<RunResults> {
  const { plan, media, explain, strictMax, maxAffected } = call;
  const finish = call.prefs.get('tx') === 'rollback' ? 'rollback' : 'commit';
  const estimate =
    plan.kind === 'rows' && (call.countMode === 'planned' || call.countMode === 'estimated') && explain;
  const after: string[] = [];
  if (estimate) after.push(explain!);
  // rows the function wrote for `max-affected`: the transaction's row counters read before and after the call
  const touchedAt = after.length + 1;
  const tupleCount =
    'select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0)::int as n from pg_stat_xact_all_tables';
  if (strictMax) after.push(tupleCount);
  const countIn = (r: QueryResult | undefined) => Number((r?.rows[0] as { n?: number } | undefined)?.n ?? 0);
  const returned = (r: QueryResult) => (plan.kind === 'void' ? 0 : (shapedRow(r).page_count ?? 0));
  const affected = (r: RunResults) => Math.max(returned(r[0]), countIn(r[touchedAt]) - countIn(r.before[0]));
  const tooMany = (r: RunResults) => strictMax && affected(r) > Number(maxAffected);
  const results = await runRequest(call.ctx.db, call.auth, call.req, {
    readOnly: call.readOnly,
    schema: call.schema,
    sql: plan.sql,
    before: strictMax ? [tupleCount] : [],
    after,
    end:
      (plan.kind === 'row' && media === 'object') || strictMax
        ? (r) =>
            (plan.kind === 'row' && media === 'object' && shapedRow(r[0]).page_count !== 1) || tooMany(r)
              ? 'rollback'
              : finish
        : finish,
  });
  if (tooMany(results))
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected(results)} rows`,
    );
  return results;
}

function rpcResponse(call: RpcCall, results: RunResults): ApiResponse {
  const { plan, media, countRequested } = call;
  const applied = preferenceApplied(call.prefs, [
    'count',
    'tx',
    ...(call.strictMax ? ['handling', 'max-affected'] : []),
  ]);
  if (plan.kind === 'void') return { status: 204, headers: { 'content-range': '*/*', ...applied } };
  const row = shapedRow(results[0]);
  if (plan.kind === 'scalar')
    return {
      status: 200,
      headers: {
        'content-type': JSON_TYPE,
        'content-range': `0-0/${countRequested ? 1 : '*'}`,
        ...applied,
      },
      body: row.body ?? 'null',
    };
  if (plan.kind === 'row') {
    if (media === 'object' && row.page_count !== 1) throw singularError(row.page_count);
    return {
      status: 200,
      headers: {
        'content-type': media === 'object' ? OBJECT_TYPE : JSON_TYPE,
        'content-range': `0-0/${countRequested ? 1 : '*'}`,
        ...applied,
      },
      body: firstOf(row) ?? 'null',
    };
  }
  const response = readTotals(
    results,
    call.countMode,
    call.ctx.config.dbMaxRows,
    call.offset,
    media,
    call.prefs,
  );
  Object.assign(response.headers!, applied);
  return response;
}

export { errorResponse };
