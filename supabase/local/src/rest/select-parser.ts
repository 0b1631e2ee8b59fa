// Parser for the `select` parameter and for field references (`col`, `data->a->>b`) used by filters/order.
import { RestError } from './errors.ts';

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

export interface Field {
  column: string;
  jsonPath: JsonStep[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; alias: string | null; field: Field; cast: string | null }
  | {
      kind: 'embed';
      alias: string | null;
      target: string;
      hint: string | null;
      inner: boolean;
      spread: boolean;
      select: SelectItem[];
    };

class Cursor {
  pos = 0;
  constructor(
    readonly text: string,
    readonly what: string,
  ) {}
  peek(n = 1) {
    return this.text.slice(this.pos, this.pos + n);
  }
  eof() {
    return this.pos >= this.text.length;
  }
  fail(expecting: string): never {
    const at = this.eof() ? 'end of input' : `"${this.text[this.pos]}"`;
    throw new RestError(
      400,
      'PGRST100',
      `"failed to parse ${this.what} (${this.text})"`,
      `unexpected ${at} expecting ${expecting}`,
    );
  }
  eat(s: string) {
    if (this.text.startsWith(s, this.pos)) {
      this.pos += s.length;
      return true;
    }
    return false;
  }
  /** identifier: double-quoted (with \" escapes) or a run of safe characters */
  name(): string {
    if (this.peek() === '"') {
      let out = '';
      this.pos++;
      while (!this.eof() && this.peek() !== '"') {
        if (this.peek() === '\\' && this.pos + 1 < this.text.length) this.pos++;
        out += this.text[this.pos++];
      }
      if (!this.eat('"')) this.fail('"\\""');
      return out;
    }
    const m = /^[^,:()!."\->\s]+/.exec(this.text.slice(this.pos));
    if (!m) this.fail('field name');
    this.pos += m[0].length;
    return m[0];
  }
  jsonPath(): JsonStep[] {
    const steps: JsonStep[] = [];
    for (;;) {
      if (this.eat('->>')) steps.push({ arrow: '->>', key: this.name() });
      else if (this.eat('->')) steps.push({ arrow: '->', key: this.name() });
      else return steps;
    }
  }
}

const AGGREGATES = new Set(['count', 'sum', 'avg', 'min', 'max']);

function aggregatesDisabled(): never {
  throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}

function parseItems(c: Cursor, nested: boolean): SelectItem[] {
  const items: SelectItem[] = [];
  for (;;) {
    if (c.eof() || (nested && c.peek() === ')')) {
      if (!items.length && !nested) c.fail('field name, * or embed');
      return items;
    }
    items.push(parseItem(c));
    if (c.eat(',')) continue;
    if (c.eof() || (nested && c.peek() === ')')) return items;
    c.fail('"," or end of select');
  }
}

function parseItem(c: Cursor): SelectItem {
  if (c.eat('*')) return { kind: 'star' };
  const spread = c.eat('...');
  let alias: string | null = null;
  let name = c.name();
  if (c.peek() === ':' && c.peek(2) !== '::') {
    c.pos++;
    alias = name;
    name = c.name();
  }
  if (c.peek() === '(' && c.peek(2) === '()' && AGGREGATES.has(name)) aggregatesDisabled();
  if (c.peek() === '!' || c.peek() === '(') {
    let hint: string | null = null;
    let inner = false;
    while (c.eat('!')) {
      const h = c.name();
      if (h === 'inner') inner = true;
      else if (h === 'left') inner = false;
      else hint = h;
    }
    if (!c.eat('(')) c.fail('"("');
    const select = parseItems(c, true);
    if (!c.eat(')')) c.fail('")"');
    return { kind: 'embed', alias, target: name, hint, inner, spread, select: select.length ? select : [] };
  }
  if (spread) c.fail('"(" after spread');
  const jsonPath = c.jsonPath();
  if (c.peek() === '.' && AGGREGATES.has(c.text.slice(c.pos + 1).split('(')[0])) aggregatesDisabled();
  let cast: string | null = null;
  if (c.eat('::')) {
    const m = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?/.exec(c.text.slice(c.pos));
    if (!m) c.fail('type name');
    cast = m[0];
    c.pos += m[0].length;
  }
  if (jsonPath.length && alias === null) alias = jsonPath[jsonPath.length - 1].key;
  return { kind: 'field', alias, field: { column: name, jsonPath }, cast };
}

export function parseSelect(text: string): SelectItem[] {
  const c = new Cursor(text, 'select parameter');
  const items = parseItems(c, false);
  if (!c.eof()) c.fail('end of input');
  return items;
}

/** `col`, `"my col"`, `data->a->>b`; anything left over is reported by the caller. */
export function parseField(text: string, what = 'filter'): Field {
  const c = new Cursor(text, what);
  const column = c.name();
  const jsonPath = c.jsonPath();
  if (!c.eof()) c.fail('end of field');
  return { column, jsonPath };
}

/** Splits `a,b(c,d),"e,f"` on top-level commas, keeping quotes and parentheses intact. */
export function splitTopLevel(text: string, sep = ','): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let cur = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\' && i + 1 < text.length) {
        cur += ch + text[++i];
        continue;
      }
      if (ch === '"') quoted = false;
      cur += ch;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === sep && depth === 0) {
      out.push(cur);
      cur = '';
      continue;
    }
    cur += ch;
  }
  out.push(cur);
  return out;
}
