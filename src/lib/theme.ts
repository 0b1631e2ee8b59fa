// Dark mode of the account area. The choice is saved in user_settings.dark_mode (null = follow the device)
// and mirrored in localStorage so index.html's inline script can apply it before the first paint. That script
// only knows the account area's path prefixes through this mirror (paths are written in src/config only).
export const THEME_KEY = 'aidy-theme';
export type ThemeMode = 'dark' | 'light' | 'system';

interface StoredTheme {
  mode: ThemeMode;
  prefixes: string[];
}

export const modeOf = (darkMode: boolean | null | undefined): ThemeMode =>
  darkMode === true ? 'dark' : darkMode === false ? 'light' : 'system';

export function readTheme(): StoredTheme | null {
  try {
    return JSON.parse(localStorage.getItem(THEME_KEY) ?? 'null') as StoredTheme | null;
  } catch {
    return null;
  }
}

export function saveTheme(mode: ThemeMode, prefixes: string[]) {
  try {
    localStorage.setItem(THEME_KEY, JSON.stringify({ mode, prefixes } satisfies StoredTheme));
  } catch {
    /* private mode: the theme still applies for this visit */
  }
}

export const systemPrefersDark = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;

export const isDark = (mode: ThemeMode) => mode === 'dark' || (mode === 'system' && systemPrefersDark());

/** Puts the whole page in dark or light colours (the palette is swapped under html.dark, see index.css). */
export function applyTheme(dark: boolean) {
  document.documentElement.classList.toggle('dark', dark);
}
