// Builds answers the way the sandbox and the live service send them: the 2.1 envelope plus one resource member.

export const envelope = {
  version: '3.0',
  account_id: 1,
  host_id: 'your-company.example.com',
  name: 'Your Company',
  locale: { id: 'en_CA', lang: 'en', currency: 'CAD' },
  request: { status: 'OK', resource: 'booking', method: 'get', records: 1, limit: 0, page: 1, pages: 1, time: 0.001 },
};

export function answerWith(member: string, value: unknown, extra: Record<string, unknown> = {}): unknown {
  return { ...envelope, ...extra, [member]: value };
}

/** A copy of a record without one member, to show that the member is required. */
export function without(record: Record<string, unknown>, member: string): Record<string, unknown> {
  const copy = { ...record };
  delete copy[member];
  return copy;
}
