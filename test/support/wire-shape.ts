// Whether an answer has the shape of a documented one: every member the documented answer shows is there, with
// the same JSON type, and so on inside. Entries of a collection (keyed by ids, days, codes or the account's own
// words) are each compared with the documented entries, and pass when one of those fits. Where the documented
// answer says "nothing" (null, "", [], {}) only the member's presence is asked for: PHP writes "nothing" many ways.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface ShapeOptions {
  /**
   * The live dialect: a primitive may be text where the docs write a number and the other way round, and "nothing"
   * may take any of PHP's forms; structure (objects, arrays) must still match.
   */
  loose?: boolean;
}

/**
 * Objects keyed by what the account or the record chooses (parameter ids, price ranges, booking codes, custom
 * flags), by the end of their path with each entry of a collection or array written *. Objects keyed by ids or
 * days alone are found by their keys.
 */
const KEYED_BY_WORDS = [
  'param', 'dates/*/price', 'gprice', 'gprice/*', 'event/*', 'customer/bookings', 'customer/meta', 'layout/options',
  'session/item',
];

const typeOf = (value: Json): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

const isNothing = (value: Json) => value === null || value === '' || value === false
  || (Array.isArray(value) && value.length === 0)
  || (typeOf(value) === 'object' && Object.keys(value as object).length === 0);

function isCollection(value: { [key: string]: Json }, path: readonly string[]): boolean {
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) return true;
  const general = path.map((key) => (key.startsWith('[') ? '*' : key)).join('/');
  return KEYED_BY_WORDS.some((end) => general === end || general.endsWith(`/${end}`));
}

/** The differences, one line each ("item › rate › sub_total: number where the docs have string"); [] when it fits. */
export function shapeDifferences(documented: unknown, answer: unknown, options: ShapeOptions = {}): string[] {
  return compare([documented as Json], answer as Json, [], options);
}

/**
 * The answer against what the docs show at the same place: one value, or every entry of a documented collection
 * (a member then fits when it fits one of them, so two documented events that write a date two ways allow both).
 */
function compare(docs: Json[], ans: Json | undefined, path: string[], options: ShapeOptions): string[] {
  const at = path.length > 0 ? path.join(' › ') : '(answer)';
  if (ans === undefined) return [`${at}: missing`];
  const shown = docs.filter((doc) => !isNothing(doc));
  if (shown.length === 0 || (options.loose && isNothing(ans))) return [];
  const ansType = typeOf(ans);
  const docTypes = new Set(shown.map(typeOf));
  if (!docTypes.has(ansType)) {
    const primitive = (type: string) => ['number', 'string', 'boolean'].includes(type);
    if (options.loose && primitive(ansType) && [...docTypes].some(primitive)) return [];
    return [`${at}: ${ansType} where the docs have ${[...docTypes].join(' or ')}`];
  }
  const alike = shown.filter((doc) => typeOf(doc) === ansType);
  if (Array.isArray(ans)) return entries((alike as Json[][]).flat(), ans.map((entry, index) => [String(index), entry]), path, options);
  if (ansType !== 'object') return [];
  const objects = alike as { [key: string]: Json }[];
  const answer = ans as { [key: string]: Json };
  if (objects.some((doc) => isCollection(doc, path))) {
    return entries(objects.flatMap((doc) => Object.values(doc)), Object.entries(answer), path, options);
  }
  // A member every documented entry has is required; one only some have (a package line's optin) is checked if sent.
  const members = [...new Set(objects.flatMap((doc) => Object.keys(doc)))];
  return members.filter((member) => member in answer || objects.every((doc) => member in doc))
    .flatMap((member) => compare(objects.flatMap((doc) => (member in doc ? [doc[member]!] : [])),
      answer[member], [...path, member], options));
}

/** Each entry of the answer against all the documented entries; an answer with none has no difference. */
function entries(docs: Json[], answers: [string, Json][], path: string[], options: ShapeOptions): string[] {
  return answers.flatMap(([label, answer]) => compare(docs, answer, [...path, `[${label}]`], options));
}
