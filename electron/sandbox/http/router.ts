// Matches "booking/:id/checkin"-style patterns against the path below /api/3.0/.
import { ApiError } from './api-error.js';
import type { RouteHandler } from './context.js';

/**
 * staff: only a staff member may call it; any: staff or customer, authenticated;
 * public: also open to unauthenticated callers when the Public API is on.
 */
export type Access = 'staff' | 'any' | 'public';

/**
 * A read answers POST as well as GET, as the live service does: answers recorded from live accounts show item reads
 * made by POST, and the recorded booking/notes answer shows a GET of what the spec lists as a POST
 * (docs/api-assumptions.md, "Checkfront's documented service").
 */
export const READ_METHODS = ['GET', 'POST'];

export interface Route {
  methods: string[];
  pattern: string;
  access: Access;
  handler: RouteHandler;
}

export interface RouteMatch {
  route: Route;
  pathParams: Record<string, string>;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const found: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i]!;
    if (part.startsWith(':')) {
      if (got[i] === '') return null;
      found[part.slice(1)] = decodeURIComponent(got[i]!);
    } else if (part !== got[i]) {
      return null;
    }
  }
  return found;
}

export class Router {
  constructor(private readonly routes: Route[]) {}

  /** The route for a path and method; 404 when no path matches, 405 (with Allow) when only the method is wrong. */
  match(method: string, path: string): RouteMatch {
    const allowed = new Set<string>();
    // Literal segments win over placeholders: "booking/index" is not "booking/:id".
    const candidates = this.routes
      .map((route) => ({ route, pathParams: matchPattern(route.pattern, path) }))
      .filter((candidate): candidate is RouteMatch => candidate.pathParams !== null)
      .sort((a, b) => Object.keys(a.pathParams).length - Object.keys(b.pathParams).length);
    for (const candidate of candidates) {
      if (candidate.route.methods.includes(method)) return candidate;
      candidate.route.methods.forEach((m) => allowed.add(m));
    }
    if (allowed.size === 0) throw new ApiError(404, 'not_found', `There is no resource at /api/3.0/${path}.`);
    const allow = [...allowed].join(', ');
    throw new ApiError(405, 'method_not_allowed', `Use ${allow} for /api/3.0/${path}.`, [], { Allow: allow });
  }
}
