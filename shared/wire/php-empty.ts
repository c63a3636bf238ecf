// How a PHP service says "nothing here": "", "0", 0, false, null, [], {} and the zero date. In an optional field
// any of them means the field is absent (a lesson of the live service: one odd field must not sink an answer).

const ZERO_DATES = new Set(['0000-00-00', '0000-00-00 00:00:00', '00000000', '0000-00-00T00:00:00Z']);

export function isPhpEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === '' || value === 0 || value === '0') return true;
  if (typeof value === 'string') return ZERO_DATES.has(value.trim());
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}
