// PostgREST-compatible REST (spec §2): schema cache, query translation and the /rest/v1 handler.
import type { Database } from '../db.ts';
import type { ServerConfig } from '../config.ts';
import type { ApiRequest, ApiResponse, ServerContext } from '../http.ts';
import { createState, handle, type RestState } from './handler.ts';

export type { RestState };

export function createRestState(db: Database, config: ServerConfig): Promise<RestState> {
  return createState(db, config);
}

export function restHandler(req: ApiRequest, ctx: ServerContext, state: RestState): Promise<ApiResponse> {
  return handle(req, ctx, state);
}
