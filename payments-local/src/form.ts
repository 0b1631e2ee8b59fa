// Stripe's request encoding: `application/x-www-form-urlencoded` with bracketed keys
// (`metadata[user_id]=…`, `payment_method_data[card][number]=…`, `expand[0]=…`) decoded into nested objects.

export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

/** `a[b][c]` → ['a', 'b', 'c']; `expand[]` → ['expand', '']. */
function keyPath(key: string): string[] {
  const head = /^[^[]*/.exec(key)![0];
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]);
  return [head, ...rest];
}

function assign(target: FormObject, path: string[], value: string): void {
  let node = target;
  path.forEach((part, i) => {
    const last = i === path.length - 1;
    const key = part === '' ? String(Object.keys(node).length) : part;
    if (last) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (next === undefined || typeof next === 'string') node[key] = {};
    node = node[key] as FormObject;
  });
}

/** Objects whose keys are 0, 1, 2… become arrays (Stripe's `expand[0]`, `payment_method_types[0]`). */
function arrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const out: FormObject = {};
  for (const k of keys) out[k] = arrays(value[k]);
  if (keys.length > 0 && keys.every((k, i) => k === String(i))) return keys.map((k) => out[k]);
  return out;
}

export function parseForm(body: string): FormObject {
  const out: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) assign(out, keyPath(key), value);
  return arrays(out) as FormObject;
}

/** A string field, or undefined. */
export const str = (v: FormValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

/** A nested object field, or an empty object. */
export const obj = (v: FormValue | undefined): FormObject =>
  v && typeof v === 'object' && !Array.isArray(v) ? v : {};
