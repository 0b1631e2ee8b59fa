// PostgREST-compatible REST (spec §2). Placeholder until implemented.
import type { Database } from '../db.ts';
import type { ServerConfig } from '../config.ts';
import { json, type ApiRequest, type ApiResponse, type ServerContext } from '../http.ts';
export interface RestState {
  reload(): Promise<void>;
}
export async function createRestState(_db: Database, _config: ServerConfig): Promise<RestState> {
  return { reload: async () => undefined };
}
export async function restHandler(_req: ApiRequest, _ctx: ServerContext, _state: RestState): Promise<ApiResponse> {
  return json(501, { code: 'PGRST000', message: 'rest not implemented yet', details: null, hint: null });
}
