// The cookie choice (seed 001 §3/§4): one stored value, accepted or declined, with its date. CNIL asks that
// the choice be renewed after at most 6 months.
export type ConsentValue = 'accepted' | 'declined';
export interface StoredConsent {
  value: ConsentValue;
  date: string;
}

export const CONSENT_STORAGE_KEY = 'aidy-cookie-consent';
export const CONSENT_VALIDITY_MONTHS = 6;

export function readConsent(now = new Date()): StoredConsent | null {
  try {
    const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredConsent>;
    if ((parsed.value !== 'accepted' && parsed.value !== 'declined') || typeof parsed.date !== 'string')
      return null;
    const expires = new Date(parsed.date);
    if (Number.isNaN(expires.getTime())) return null;
    expires.setMonth(expires.getMonth() + CONSENT_VALIDITY_MONTHS);
    return expires > now ? (parsed as StoredConsent) : null;
  } catch {
    return null;
  }
}

export function storeConsent(value: ConsentValue, now = new Date()): StoredConsent {
  const stored = { value, date: now.toISOString() };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    /* private mode: the banner will simply come back */
  }
  return stored;
}

/** Adds the analytics scripts once (only ever called after consent). */
export function loadAnalytics(urls: readonly string[]) {
  for (const url of urls) {
    if (document.querySelector(`script[data-analytics="${CSS.escape(url)}"]`)) continue;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.analytics = url;
    document.head.appendChild(script);
  }
}

export function unloadAnalytics() {
  document.querySelectorAll('script[data-analytics]').forEach((s) => s.remove());
}
