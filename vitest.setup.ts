import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { inject, vi } from 'vitest';
import WebSocket from 'ws';

// Screens load on demand (lazy routes, dynamic imports): on a busy machine the first render of one can take
// well over testing-library's default 1 s. findBy…/waitFor wait up to 10 s and still return as soon as the
// element is there.
configure({ asyncUtilTimeout: 10_000 });

// The app's Supabase client (src/lib/supabase.ts) reads these when first loaded: the local server of
// tests/support/dom-supabase.ts.
const supabase = inject('supabase');
if (supabase) {
  vi.stubEnv('VITE_SUPABASE_URL', supabase.url);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', supabase.anonKey);
}

// The bell subscribes to Realtime (src/features/notifications/live.ts). The WebSocket global of this
// environment dispatches jsdom's Event into Node's EventTarget and throws on open; `ws` is the WebSocket the
// Node harnesses give supabase-js.
globalThis.WebSocket = WebSocket as unknown as typeof globalThis.WebSocket;

// What jsdom lacks and Radix UI uses.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
window.scrollTo = () => undefined;
