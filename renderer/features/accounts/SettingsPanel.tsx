// This desk's settings: how many bookings it keeps for working offline, what a scanned code does, light or dark,
// the language of its words and how it writes dates and amounts.
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { words } from '../../i18n/words.js';
import {
  DESK_LANGUAGES, FORMAT_CHOICES, languageOfLocale, type DeskFormatsChoice, type DeskLanguage, type DeskLanguageChoice,
} from '../../../shared/domain/desk-language.js';
import { useAccountFormat } from '../../ui/account-format.js';
import { formatMoney } from '../../ui/format.js';
import { useId, useState, type FormEvent } from 'react';
import { THEMES, type Theme } from '../../../shared/contract/model/outbox.js';
import { useSaveSettings } from '../../desk/use-desk-settings.js';
import { ErrorWords } from '../../ui/InlineError.js';

const THEME_LABELS = words(defineMessages({
  system: { id: 'settings.theme.system', defaultMessage: 'As the computer is set' },
  light: { id: 'settings.theme.light', defaultMessage: 'Light' },
  dark: { id: 'settings.theme.dark', defaultMessage: 'Dark' },
})) satisfies Record<Theme, unknown>;

const SAID = words(defineMessages({
  notWhole: { id: 'settings.size.notWhole', defaultMessage: 'Write a whole number of bookings.' },
  outOfRange: { id: 'settings.size.outOfRange', defaultMessage: 'Choose between {min, number} and {max, number} bookings.' },
}));

const MIN_BOOKINGS = 500;
const MAX_BOOKINGS = 200_000;

/** Why the typed size cannot be saved, or null. */
function sizeProblem(text: string, intl: IntlShape): string | null {
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value)) return intl.formatMessage(SAID.notWhole);
  if (value < MIN_BOOKINGS || value > MAX_BOOKINGS) {
    return intl.formatMessage(SAID.outOfRange, { min: MIN_BOOKINGS, max: MAX_BOOKINGS });
  }
  return null;
}

function WorkingSetSize({ saved, onSave, busy }: { saved: number; onSave: (size: number) => void; busy: boolean }) {
  const id = useId();
  const intl = useIntl();
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = text ?? String(saved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = sizeProblem(shown, intl);
    setProblem(found);
    if (!found) onSave(Number(shown));
  };
  return (
    <form className="field settings-size" onSubmit={submit} noValidate>
      <label htmlFor={id}><FormattedMessage id="settings.size.label" defaultMessage="Bookings kept for working offline" /></label>
      <div className="settings-size-row">
        <input id={id} type="number" inputMode="numeric" min={MIN_BOOKINGS} max={MAX_BOOKINGS} step={1} value={shown}
          aria-describedby={`${id}-hint`} aria-invalid={problem !== null}
          onChange={(event) => { setText(event.target.value); setProblem(null); }} />
        <button type="submit" className="btn" disabled={busy || Number(shown) === saved}>
          <FormattedMessage id="settings.size.save" defaultMessage="Save" />
        </button>
      </div>
      <span id={`${id}-hint`} className="hint">
        <FormattedMessage id="settings.size.hint"
          defaultMessage="{min, number} to {max, number}. When there are more, the oldest ones that are not bookmarked and have nothing waiting in the outbox leave first."
          values={{ min: MIN_BOOKINGS, max: MAX_BOOKINGS }} />
      </span>
      {problem ? <p className="notice notice-error" role="alert">{problem}</p> : null}
    </form>
  );
}

/** Each language named in itself, so a person finds theirs whatever the desk speaks now. */
const LANGUAGE_NAMES: Record<DeskLanguage, string> = {
  en: 'English', 'fr-CA': 'Français (Canada)', 'es-MX': 'Español (México)', de: 'Deutsch',
};

/** The desk's language: the account's (named, so the person knows which that is), or one chosen for this desk. */
function LanguageChoice({ choice, onChange }: { choice: DeskLanguageChoice; onChange: (choice: DeskLanguageChoice) => void }) {
  const intl = useIntl();
  const { accountLocale } = useAccountFormat();
  return (
    <label className="field settings-language">
      <FormattedMessage id="settings.language" defaultMessage="Language of this desk" />
      <select value={choice} onChange={(event) => onChange(event.target.value as DeskLanguageChoice)}>
        <option value="account">
          {intl.formatMessage({ id: 'settings.language.account', defaultMessage: 'As the account: {language}' },
            { language: LANGUAGE_NAMES[languageOfLocale(accountLocale)] })}
        </option>
        {DESK_LANGUAGES.map((language) => <option key={language} value={language} lang={language}>{LANGUAGE_NAMES[language]}</option>)}
      </select>
      <span className="hint">
        <FormattedMessage id="settings.language.hint" defaultMessage="Shortcut keys are the same in every language." />
      </span>
    </label>
  );
}

const FORMAT_LABELS = words(defineMessages({
  account: { id: 'settings.formats.account', defaultMessage: 'As the account writes them: {example}' },
  language: { id: 'settings.formats.language', defaultMessage: 'In the language of this desk: {example}' },
}));

/**
 * Dates, times and amounts as the account writes them (the default: what guests and the service's own pages read),
 * or in the desk's language; each choice shows an amount as it would be written, so the difference is seen.
 */
function FormatsChoice({ choice, onChange }: { choice: DeskFormatsChoice; onChange: (choice: DeskFormatsChoice) => void }) {
  const intl = useIntl();
  const { accountLocale, currency } = useAccountFormat();
  const example = (locale: string) => formatMoney('1234.50', currency, locale);
  const locales: Record<DeskFormatsChoice, string> = { account: accountLocale, language: intl.locale };
  return (
    <label className="field settings-formats">
      <FormattedMessage id="settings.formats" defaultMessage="Dates, times and amounts" />
      <select value={choice} onChange={(event) => onChange(event.target.value as DeskFormatsChoice)}>
        {FORMAT_CHOICES.map((formats) => (
          <option key={formats} value={formats}>
            {intl.formatMessage(FORMAT_LABELS[formats], { example: example(locales[formats]) })}
          </option>
        ))}
      </select>
    </label>
  );
}

export function SettingsPanel() {
  const { shown, save, saving, saved, failure } = useSaveSettings();
  const intl = useIntl();
  if (!shown) return null;
  return (
    <section className="panel" aria-labelledby="settings-heading">
      <h2 id="settings-heading"><FormattedMessage id="settings.title" defaultMessage="Settings for this desk" /></h2>
      <WorkingSetSize saved={shown.maxBookings} busy={saving} onSave={(maxBookings) => save({ maxBookings })} />
      <label className="settings-check">
        <input type="checkbox" checked={shown.scanChecksIn} onChange={(event) => save({ scanChecksIn: event.target.checked })} />
        <FormattedMessage id="settings.scanChecksIn" defaultMessage="Scan checks the guest in" />
        <span className="hint"><FormattedMessage id="settings.scanChecksIn.hint" defaultMessage="(off: a scanned booking code opens the booking)" /></span>
      </label>
      <label className="field settings-theme"><FormattedMessage id="settings.theme" defaultMessage="Light or dark" />
        <select value={shown.theme} onChange={(event) => save({ theme: event.target.value as Theme })}>
          {THEMES.map((theme) => <option key={theme} value={theme}>{intl.formatMessage(THEME_LABELS[theme])}</option>)}
        </select>
      </label>
      <LanguageChoice choice={shown.language} onChange={(language) => save({ language })} />
      <FormatsChoice choice={shown.formats} onChange={(formats) => save({ formats })} />
      <p className="visually-hidden" role="status">
        {saved ? <FormattedMessage id="settings.saved" defaultMessage="Settings saved." /> : ''}
      </p>
      {failure ? (
        <p className="notice notice-error" role="alert">
          <FormattedMessage id="settings.notSaved" defaultMessage="Not saved: {reason}" values={{ reason: <ErrorWords error={failure} /> }} />
        </p>
      ) : null}
    </section>
  );
}
