// Counted words as a person writes them: "1 Adult", "2 Adults", "1 booking". Intl.PluralRules picks the form for the
// account's locale; the words themselves are English, like the rest of the desk.

/** The two English forms of a counted word. */
export interface Noun {
  one: string;
  other: string;
}

const rules = new Map<string, Intl.PluralRules>();

function pluralRules(locale: string): Intl.PluralRules {
  let found = rules.get(locale);
  if (!found) rules.set(locale, (found = new Intl.PluralRules(locale)));
  return found;
}

/** "booking" → { one: "booking", other: "bookings" }; irregular words name both forms. */
export const noun = (one: string, other = `${one}s`): Noun => ({ one, other });

/** The form of `word` that goes with `count` in `locale`. */
export function formOf(count: number, word: Noun, locale: string): string {
  return pluralRules(locale).select(count) === 'one' ? word.one : word.other;
}

// Booking parameters are named by the account ("Adults", "Children", "Seniors"), usually in the plural. English
// labels get their other form from these rules; a label in another language is shown as the account wrote it.
const IRREGULAR: Record<string, string> = {
  children: 'child', people: 'person', persons: 'person', women: 'woman', men: 'man', teeth: 'tooth',
};

function singularOf(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular) return matchCase(irregular, word);
  if (/[^aeiou]ies$/i.test(word)) return `${word.slice(0, -3)}${matchCase('y', word.slice(-3))}`;
  if (/(ss|ch|sh|x)es$/i.test(word)) return word.slice(0, -2);
  if (/[^s]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

function pluralOf(word: string): string {
  const lower = word.toLowerCase();
  const irregular = Object.entries(IRREGULAR).find(([, one]) => one === lower)?.[0];
  if (irregular) return matchCase(irregular, word);
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}${matchCase('ies', word.slice(-1))}`;
  if (/(s|ch|sh|x)$/i.test(word)) return `${word}${matchCase('es', word.slice(-1))}`;
  return `${word}${matchCase('s', word.slice(-1))}`;
}

/** "child" written like "Children" → "Child"; "CHILDREN" → "CHILD". */
function matchCase(word: string, like: string): string {
  if (like === like.toUpperCase() && like !== like.toLowerCase()) return word.toUpperCase();
  return /^[A-Z]/.test(like) ? word[0]!.toUpperCase() + word.slice(1) : word;
}

const looksPlural = (label: string): boolean => label.toLowerCase() in IRREGULAR || /[^s]s$/i.test(label);

/** Both forms of a parameter label, whichever one the account wrote: "Adults" and "Adult" both give Adult/Adults. */
export function labelNoun(label: string, locale: string): Noun {
  const word = label.trim();
  if (!locale.toLowerCase().startsWith('en') || word === '' || /\s/.test(word)) return { one: word, other: word };
  return looksPlural(word) ? { one: singularOf(word), other: word } : { one: word, other: pluralOf(word) };
}
