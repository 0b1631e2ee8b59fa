// Where the session lives: localStorage when "Se souvenir de moi" is ticked, sessionStorage otherwise
// (closed with the browser). Kept free of supabase-js so the shell can test for a session cheaply.
export const AUTH_STORAGE_KEY = 'aidy-auth';
const REMEMBER_KEY = 'aidy-remember-me';

export function setRememberMe(remember: boolean) {
  try {
    localStorage.setItem(REMEMBER_KEY, remember ? '1' : '0');
  } catch {
    /* private mode: ignore */
  }
}

const remembers = () => {
  try {
    return localStorage.getItem(REMEMBER_KEY) !== '0';
  } catch {
    return true;
  }
};

export const rememberedStorage = {
  getItem(key: string) {
    return localStorage.getItem(key) ?? sessionStorage.getItem(key);
  },
  setItem(key: string, value: string) {
    if (remembers()) {
      localStorage.setItem(key, value);
      sessionStorage.removeItem(key);
    } else {
      sessionStorage.setItem(key, value);
      localStorage.removeItem(key);
    }
  },
  removeItem(key: string) {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  },
};

/** True when a session may exist on this device (so the auth client is worth loading). */
export function mayHaveSession(): boolean {
  try {
    return (
      Boolean(rememberedStorage.getItem(AUTH_STORAGE_KEY)) ||
      /access_token=|token_hash=|[?&]code=/.test(location.href)
    );
  } catch {
    return false;
  }
}
