import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { netlifyFunctions } from './scripts/vite-netlify-functions.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), netlifyFunctions()],
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  // Pre-bundle what lazily loaded pages import, so the dev server never reloads a page mid-flow (e.g. the
  // e-mail confirmation page consuming its one-time link) when it discovers a dependency late: every source
  // file is crawled at start-up, and the list below covers what the crawl cannot see.
  optimizeDeps: {
    entries: ['index.html', 'src/**/*.tsx', '!src/**/*.test.tsx'],
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-router-dom',
      '@supabase/supabase-js',
      'axios',
      'zod',
      'lucide-react',
      // the account area (issue 12), all behind lazy routes
      '@tanstack/react-query',
      'react-hook-form',
      '@hookform/resolvers/zod',
      '@radix-ui/react-dialog',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-tabs',
      '@radix-ui/react-switch',
      'date-fns',
      'date-fns/locale/fr',
      'date-fns-tz',
      // the back-office (issue 14)
      '@tanstack/react-table',
      // appointments (issue 16)
      'ics',
    ],
  },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { target: 'es2022', sourcemap: false },
  test: {
    // At least two test files at a time: most of a file's time is spent waiting on a local server, and Vitest's
    // default (one worker less than the cores) leaves a 2-core CI machine running files one by one.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 120_000,
    hookTimeout: 180_000,
    projects: [
      {
        // pure computation, no database: run once, never again on PostgreSQL
        extends: true,
        test: {
          name: 'engine',
          environment: 'node',
          include: ['src/engine/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        // the server side (local Supabase, database and RLS, functions, scripts): `npm run test:pg` replays it on
        // PostgreSQL
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'netlify/**/*.test.ts',
            'payments-local/**/*.test.ts',
            'supabase/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'src/{app,features,lib,components}/**/*.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
          // the account screens' tests talk to a real local Supabase (tests/support/dom-supabase.ts)
          globalSetup: ['./tests/support/dom-supabase.ts'],
        },
      },
    ],
  },
});
