// The search box over a large set: the same bookings, in the same order, as looking at every booking (search.ts),
// found through an index kept up to date as bookings come and go. Each kind of match is looked up in the order of
// its rank (code start, name start, a later word's start, inside the name, e-mail start, inside the e-mail), and the
// search stops once the best hits kept cannot be beaten by a lower kind: a single letter, which matches most
// bookings, looks at a few thousand. Guests' names and e-mails repeat across their bookings, so the texts are
// indexed once each (their starts sorted, their three-letter pieces listed), each with the bookings that hold it.
import { dayOrdinal, type StoredBooking } from '../stored-booking.js';
import { emailRank, nameRank, RANK, TopHits } from '../search.js';
import { SortedIndex } from '../sorted-index.js';

/** A guest's name or e-mail as search compares it, and the bookings that hold it now. */
interface Text {
  readonly key: string;
  readonly entries: Set<StoredBooking>;
}

const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
/** Texts that hold a piece are looked up by it from this many letters on; shorter ones look at every text. */
const PIECE = 3;

const keyOf = (item: { key: string }) => item.key;

/**
 * The items whose key starts with `prefix`, as a slice of the sorted list: two binary searches, then a plain loop
 * (a single letter starts thousands of codes, and a generator's step per item cost more than the item's look).
 */
function startingWith<T>(index: SortedIndex<T>, prefix: string, key: (item: T) => string): readonly T[] {
  const list = index.items();
  const from = index.lowerBound((item) => (key(item) < prefix ? -1 : 1), list);
  // Sorted, the keys before the prefix and those that start with it come first: the slice ends at the first other.
  const to = index.lowerBound((item) => (key(item) < prefix || key(item).startsWith(prefix) ? -1 : 1), list);
  return list.slice(from, to);
}

/** One kind of text (names or e-mails): each text once, in order, and by the three-letter pieces it holds. */
class TextIndex {
  private readonly texts = new Map<string, Text>();
  private readonly sorted = new SortedIndex<Text>(byKey);
  private readonly pieces = new Map<string, Text[]>();
  /** Suffixes of a text from each word after the first, in order: "de la cruz", "la cruz", "cruz" of one name. */
  private readonly words = new SortedIndex<{ key: string; text: Text }>(byKey);

  constructor(private readonly withWords: boolean) {}

  add(key: string, entry: StoredBooking): void {
    let text = this.texts.get(key);
    if (!text) {
      text = { key, entries: new Set() };
      this.texts.set(key, text);
      this.sorted.add(text);
      for (const piece of new Set(piecesOf(key))) {
        const list = this.pieces.get(piece);
        if (list) list.push(text);
        else this.pieces.set(piece, [text]);
      }
      if (this.withWords) {
        for (let at = key.indexOf(' '); at >= 0; at = key.indexOf(' ', at + 1)) this.words.add({ key: key.slice(at + 1), text });
      }
    }
    text.entries.add(entry);
  }

  /** A text no booking holds any more stays indexed, empty: guests come back, and it costs a look-up at most. */
  remove(key: string, entry: StoredBooking): void {
    this.texts.get(key)?.entries.delete(entry);
  }

  /** Places every text added since the last look-up. */
  settle(): void {
    this.sorted.items();
    this.words.items();
  }

  startingWith(prefix: string): readonly Text[] {
    return startingWith(this.sorted, prefix, keyOf);
  }

  wordsStartingWith(prefix: string): Text[] {
    return startingWith(this.words, prefix, keyOf).map((word) => word.text);
  }

  /** Every text holding `part` anywhere. */
  *holding(part: string): Generator<Text> {
    if (part.length < PIECE) {
      for (const text of this.texts.values()) if (text.key.includes(part)) yield text;
      return;
    }
    let rarest: Text[] | undefined;
    for (const piece of piecesOf(part)) {
      const list = this.pieces.get(piece);
      if (!list) return;
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    for (const text of rarest!) if (text.key.includes(part)) yield text;
  }
}

function* piecesOf(key: string): Generator<string> {
  for (let at = 0; at + PIECE <= key.length; at += 1) yield key.slice(at, at + PIECE);
}

const byCode = (a: StoredBooking, b: StoredBooking) => (a.codeKey < b.codeKey ? -1 : a.codeKey > b.codeKey ? 1 : 0);

export class SearchIndex {
  private readonly codes = new SortedIndex<StoredBooking>(byCode);
  private readonly names = new TextIndex(true);
  private readonly emails = new TextIndex(false);

  add(entry: StoredBooking): void {
    this.codes.add(entry);
    this.names.add(entry.nameKey, entry);
    this.emails.add(entry.emailKey, entry);
  }

  /** Places every booking added since the last search, so that the next search does not wait for it. */
  settle(): void {
    this.codes.items();
    this.names.settle();
    this.emails.settle();
  }

  /** `entry` must be the very object added. */
  remove(entry: StoredBooking): void {
    this.codes.remove(entry);
    this.names.remove(entry.nameKey, entry);
    this.emails.remove(entry.emailKey, entry);
  }

  /** Up to `limit` bookings, best match first, as searchBookings (search.ts) answers over every booking. */
  search(query: string, limit: number, today: number): StoredBooking[] {
    const hits = new TopHits(query, limit, dayOrdinal(today));
    if (hits.empty) return [];
    const { code, text } = hits;
    // The bookings whose code matches rank best, whatever their guest: later kinds leave them out. Fewer than
    // `limit` of them when a later kind is looked at, or the search would have stopped.
    let byCode = new Set<StoredBooking>();
    const seenNames = new Set<Text>();
    // A guest's name is ranked once for all its bookings; a name found again by a later kind was offered already.
    const offerNames = (texts: Iterable<Text>) => {
      for (const found of texts) {
        if (seenNames.has(found)) continue;
        seenNames.add(found);
        const rank = nameRank(found.key, text);
        for (const entry of found.entries) if (!byCode.has(entry)) hits.offerRanked(entry, rank);
      }
    };
    // An e-mail's bookings whose guest's name matches were offered by the name; each e-mail is found once by kind.
    const seenEmails = new Set<Text>();
    const offerEmails = (texts: Iterable<Text>) => {
      for (const found of texts) {
        if (seenEmails.has(found)) continue;
        seenEmails.add(found);
        const rank = emailRank(found.key, text);
        for (const entry of found.entries) {
          if (!byCode.has(entry) && !entry.nameKey.includes(text)) hits.offerRanked(entry, rank);
        }
      }
    };
    // Each kind in the order of its rank; a kind's bookings all rank at least that well, so once the hits kept are
    // all that good, nothing of a later kind can take a place.
    const kinds: [number, () => void][] = [
      [RANK.codePrefix, () => {
        if (code === '') return;
        const found = startingWith(this.codes, code, (entry) => entry.codeKey);
        // The code itself sorts before every longer code it starts.
        let at = 0;
        for (; at < found.length && found[at]!.codeKey === code; at += 1) hits.offerRanked(found[at]!, RANK.codeExact);
        for (; at < found.length; at += 1) hits.offerRanked(found[at]!, RANK.codePrefix);
        // Kept aside only when the search goes on: a single letter starts thousands of codes, and ends here.
        if (!hits.fullAt(RANK.codePrefix)) byCode = new Set(found);
      }],
      [RANK.nameStart, () => offerNames(this.names.startingWith(text))],
      [RANK.nameWordStart, () => offerNames(this.names.wordsStartingWith(text))],
      [RANK.nameInside, () => offerNames(this.names.holding(text))],
      [RANK.emailStart, () => offerEmails(this.emails.startingWith(text))],
      [RANK.emailInside, () => offerEmails(this.emails.holding(text))],
    ];
    for (const [rank, look] of kinds) {
      look();
      if (hits.fullAt(rank)) break;
    }
    return hits.entries();
  }
}
