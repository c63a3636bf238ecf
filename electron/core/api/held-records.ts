// Records of a list the desk asks for again and again, kept as read. booking/notes has no "since" and no paging, so
// each sync and each look at the Notes screen asks today's notes whole: at 100,000 bookings that is some 10,000 notes
// a time, a dozen times a day, and reading each against its schema again made most of what the thread that answers
// the screens allocated in a day (420 MiB of 1,339), with the collections that came of it inside the pieces a person
// waits on. A record whose members the schema reads come exactly as they came when it was read is not read again: the
// answer hands back what it read then. The answer stays the truth: a record missing from it is not brought back, a changed one is
// read afresh.
//
// Only records read whole are kept (nothing left out but PHP's empties, which are simply absent), so a record with a
// member that could not be read is read, and reported, each time, just as before.

type RawRecord = Readonly<Record<string, unknown>>;

interface Held<T> {
  /** The members the schema reads, as they came: strings, numbers, booleans, null or absent. */
  raw: readonly unknown[];
  value: T;
}

const isPlain = (value: unknown): boolean => value === null || value === undefined || typeof value === 'string'
  || typeof value === 'number' || typeof value === 'boolean';

const isRecord = (raw: unknown): raw is RawRecord => typeof raw === 'object' && raw !== null && !Array.isArray(raw);

export class HeldRecords<T> {
  private readonly held = new Map<string, Held<T>>();

  /**
   * `members`: those the schema reads (the first names the record), the only ones compared: members the desk does not
   * read (a live service sends custom fields, which may differ from one answer to the next) are those of the answer
   * the record was first read from. `limit` bounds what is kept: a busy day's notes at 100,000 bookings are 11,000.
   */
  constructor(private readonly members: readonly [string, ...string[]], private readonly limit = 20_000) {}

  /** What the record read as last time, when each member the schema reads came exactly as it comes now. */
  known(raw: unknown): T | undefined {
    if (!isRecord(raw)) return undefined;
    const held = this.held.get(String(raw[this.members[0]]));
    return held && this.members.every((member, at) => raw[member] === held.raw[at]) ? held.value : undefined;
  }

  /** A record read whole: kept, in place of what its id held. The oldest kept give way beyond the limit. */
  read(raw: unknown, value: T): void {
    if (!isRecord(raw)) return;
    const members = this.members.map((member) => raw[member]);
    if (!members.every(isPlain) || members[0] === undefined || members[0] === null) return;
    const id = String(members[0]);
    this.held.delete(id);
    this.held.set(id, { raw: members, value });
    if (this.held.size > this.limit) this.held.delete(this.held.keys().next().value!);
  }
}
