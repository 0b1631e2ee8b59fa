// Global setup of the `dom` test project: one local Supabase (migrations + seed, in memory or a fresh
// PostgreSQL database with DATABASE_URL) for every screen test, which reach it through supabase-js as the app
// does. Each test creates its own users, so files can run side by side.
import type { TestProject } from 'vitest/node';
import { PROJECT_SEED, startTestSupabase } from '../../supabase/local/test/harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    supabase: { url: string; anonKey: string; serviceKey: string };
  }
}

export default async function setup(project: TestProject) {
  const sb = await startTestSupabase({
    seedFile: PROJECT_SEED,
    env: {
      PASSWORD_MIN_LENGTH: '8',
      PASSWORD_REQUIRED_CHARACTERS: 'abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789',
      // supabase/config.toml's secure_password_change (issue 20)
      GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: 'true',
    },
  });
  project.provide('supabase', { url: sb.url, anonKey: sb.anonKey, serviceKey: sb.serviceKey });
  return async () => {
    await sb.stop();
  };
}
