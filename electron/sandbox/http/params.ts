// Query strings and form bodies in the PHP style the API uses: slip[]=a&slip[]=b, alter[1]=2, form[name]=x.

export type ParamValue = string | ParamValue[] | { [key: string]: ParamValue };
export type Params = Record<string, ParamValue>;

const MAX_DEPTH = 3;

/** Splits "alter[1.1]" into ["alter", "1.1"] and "slip[]" into ["slip", ""]. */
function keyPath(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0 || !key.endsWith(']')) return [key];
  const inner = key.slice(open + 1, -1).split('][');
  return [key.slice(0, open), ...inner].slice(0, MAX_DEPTH + 1);
}

function assign(target: Record<string, ParamValue>, path: string[], value: string): void {
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) {
    const existing = target[head];
    // A repeated plain key (start_date=>A&start_date=<B) becomes a list, as PHP's [] would.
    if (existing === undefined) target[head] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else if (typeof existing === 'string') target[head] = [existing, value];
    return;
  }
  if (rest[0] === '') {
    const list = Array.isArray(target[head]) ? (target[head] as ParamValue[]) : [];
    if (typeof target[head] === 'string') list.push(target[head] as string);
    list.push(value);
    target[head] = list;
    return;
  }
  const child = target[head];
  const next = child && typeof child === 'object' && !Array.isArray(child) ? child : {};
  target[head] = next;
  assign(next, rest, value);
}

export function parseParams(search: URLSearchParams): Params {
  const params: Params = Object.create(null) as Params;
  for (const [key, value] of search) {
    if (key === '' || key === '__proto__') continue;
    assign(params, keyPath(key), value);
  }
  return params;
}

/** A JSON body (one spec example sends session_id and alter that way) flattened to the same shape. */
export function paramsFromJson(body: unknown): Params {
  const params: Params = Object.create(null) as Params;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return params;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const converted = jsonValue(value, 0);
    if (converted !== undefined && key !== '__proto__') params[key] = converted;
  }
  return params;
}

function jsonValue(value: unknown, depth: number): ParamValue | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    return value.map((v) => jsonValue(v, depth + 1)).filter((v): v is ParamValue => v !== undefined);
  }
  const out: Record<string, ParamValue> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const converted = jsonValue(v, depth + 1);
    if (converted !== undefined && k !== '__proto__') out[k] = converted;
  }
  return out;
}
