// Vite plugin serving netlify/functions/*.mts at /.netlify/functions/* in dev (placeholder, see PLATFORM).
import type { Plugin } from 'vite';
export function netlifyFunctions(): Plugin {
  return { name: 'netlify-functions' };
}
