// The single Supabase client. Imported lazily (see src/lib/auth.tsx) so the home page stays light.
import { createClient } from '@supabase/supabase-js';
import { readEnv } from './env.ts';
import { AUTH_STORAGE_KEY, rememberedStorage } from './session-storage.ts';

const env = readEnv();

export const supabase = createClient(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
  auth: {
    storageKey: AUTH_STORAGE_KEY,
    storage: rememberedStorage,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    flowType: 'implicit',
  },
});
