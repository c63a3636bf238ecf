// What react-intl is told the locale is.

/**
 * The locale messages are formatted in: the account's when it is of the desk's language (its plural rules and its
 * way of writing numbers, "1,234" or "1 234", stay the account's), else the desk's language.
 */
export function intlLocale(language: string, accountLocale: string): string {
  const base = (tag: string) => tag.toLowerCase().split('-')[0];
  return base(language) === base(accountLocale) ? accountLocale : language;
}

