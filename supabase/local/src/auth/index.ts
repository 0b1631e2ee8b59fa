// GoTrue-compatible auth (spec §1). Placeholder until implemented.
import { json, type Handler } from '../http.ts';
export const authHandler: Handler = async () => json(501, { code: 'not_implemented', message: 'auth not implemented yet' });
