// Supabase Storage-compatible API (spec §3). Placeholder until implemented.
import { json, type Handler } from '../http.ts';
export const storageHandler: Handler = async () => json(501, { statusCode: '501', error: 'not_implemented', message: 'storage not implemented yet' });
