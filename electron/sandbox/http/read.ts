// Typed reads of request parameters. Each refuses bad input with a 400 that names the parameter.
import { badRequest } from './api-error.js';
import type { ParamValue, Params } from './params.js';

export function optionalText(params: Params, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest('invalid_parameter', `${name} must be a single value.`, [name]);
  return value;
}

export function requiredText(params: Params, name: string): string {
  const value = optionalText(params, name);
  if (value === undefined || value.trim() === '') {
    throw badRequest('missing_fields', `${name} is required.`, [name]);
  }
  return value;
}

export function optionalInt(params: Params, name: string, min = 0, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const text = optionalText(params, name);
  if (text === undefined || text === '') return undefined;
  if (!/^-?\d+$/.test(text.trim())) throw badRequest('invalid_parameter', `${name} must be a whole number.`, [name]);
  const value = Number(text);
  if (value < min || value > max) {
    throw badRequest('invalid_parameter', `${name} must be between ${min} and ${max}.`, [name]);
  }
  return value;
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'off', '']);

export function optionalBool(params: Params, name: string): boolean | undefined {
  const text = optionalText(params, name);
  if (text === undefined) return undefined;
  const word = text.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  throw badRequest('invalid_parameter', `${name} must be 1 or 0 (true or false).`, [name]);
}

/** One value or several (repeated key, name[] or a comma-separated list). */
export function textList(params: Params, name: string): string[] {
  const value = params[name];
  if (value === undefined) return [];
  const flat = Array.isArray(value) ? value : typeof value === 'object' ? Object.values(value) : [value];
  if (flat.some((v) => typeof v !== 'string')) {
    throw badRequest('invalid_parameter', `${name} must be a list of values.`, [name]);
  }
  return (flat as string[]).flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '');
}

export function intList(params: Params, name: string): number[] {
  return textList(params, name).map((text) => {
    if (!/^\d+$/.test(text)) throw badRequest('invalid_parameter', `${name} must hold whole numbers.`, [name]);
    return Number(text);
  });
}

/** name[key]=value pairs, e.g. param[1]=2 or form[customer_name]=Ann. */
export function textRecord(params: Params, name: string): Record<string, string> {
  const value: ParamValue | undefined = params[name];
  if (value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('invalid_parameter', `${name} must be given as ${name}[key]=value.`, [name]);
  }
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v !== 'string') throw badRequest('invalid_parameter', `${name}[${key}] must be a single value.`, [name]);
    out[key] = v;
  }
  return out;
}
