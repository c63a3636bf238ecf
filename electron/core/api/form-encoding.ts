// Parameters in the PHP style API 3.0 reads (spec 4, 4.5): slip[]=a&slip[]=b, alter[1]=2, form[customer_name]=x,
// and a plain key given twice (start_date=>A&start_date=<B) for a range (docs/api-assumptions.md, "Dates").

export type FormScalar = string | number | boolean;

/** A plain key sent once per value, not as key[]: how booking/index asks for a range of dates. */
export class Repeated {
  constructor(readonly values: readonly FormScalar[]) {}
}

export type FormValue = FormScalar | readonly FormScalar[] | Readonly<Record<string, FormScalar>> | Repeated;

/** Members left undefined are not sent at all. */
export type FormParams = Readonly<Record<string, FormValue | undefined>>;

/** PHP reads flags as 1/0 (2.2 "0 or 1"); "true" would also do for the sandbox, but not for every PHP check. */
function scalarText(value: FormScalar): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

function appendValue(search: URLSearchParams, key: string, value: FormValue): void {
  if (value instanceof Repeated) {
    value.values.forEach((v) => search.append(key, scalarText(v)));
  } else if (Array.isArray(value)) {
    value.forEach((v: FormScalar) => search.append(`${key}[]`, scalarText(v)));
  } else if (typeof value === 'object') {
    for (const [inner, v] of Object.entries(value)) search.append(`${key}[${inner}]`, scalarText(v));
  } else {
    search.append(key, scalarText(value as FormScalar));
  }
}

/** {slip: ['a', 'b'], alter: {'1': 2}} → slip[]=a&slip[]=b&alter[1]=2, ready for a query string or a form body. */
export function encodeForm(params: FormParams = {}): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) appendValue(search, key, value);
  }
  return search;
}
