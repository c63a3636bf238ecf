// Search and scan, in the top bar: one box for booking codes, guest names and e-mail addresses, reachable from
// anywhere (Ctrl+K, /), that also takes a barcode scanner's code whether or not it has focus.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { bookingPath, navigate } from '../../navigation/router.js';
import { ScanMenu } from './ScanMenu.js';
import { SearchResults, optionId } from './SearchResults.js';
import { classifySearch, looksLikeCode } from './search-match.js';
import { StampOutcomeLine } from '../stamps/StampOutcomeLine.js';
import { useScanAction } from './use-scan-action.js';
import { useScanner } from './use-scanner.js';
import { useSearchShortcuts } from './use-search-keys.js';
import { useSearchResults } from './use-search-results.js';
import './search.css';

export function SearchBox() {
  const inputRef = useRef<HTMLInputElement>(null);
  const intl = useIntl();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const answer = useSearchResults(text);
  const { results } = answer;

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };
  const leave = () => {
    setText('');
    close();
    inputRef.current?.blur();
  };
  const openBooking = (code: string) => {
    leave();
    navigate(bookingPath(code));
  };
  /** A scanner's keys typed outside the box are routed into it, caret at the end, as if typed there. */
  const showInBox = (typed: string) => {
    flushSync(() => {
      setText(typed);
      setOpen(true);
      setActiveIndex(-1);
    });
    inputRef.current?.focus();
    inputRef.current?.setSelectionRange(typed.length, typed.length);
  };
  /** What a scanner read that is no booking code is put in the box to search for, as if typed. */
  const scan = useScanAction((scanned) => {
    if (!looksLikeCode(scanned.trim())) {
      showInBox(scanned);
      return 'shown';
    }
    leave();
    return 'code';
  });
  useSearchShortcuts(inputRef, () => setOpen(true));
  useScanner(inputRef, { onBurst: showInBox, onScan: scan.onScan });

  /** ↑/↓ walk the options and wrap around; the first press enters the list from its near end. */
  const move = (step: 1 | -1) => {
    setOpen(true);
    const count = results.length;
    if (count === 0) return;
    setActiveIndex((index) => (index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count));
  };

  const onEnter = () => {
    const input = classifySearch(text);
    const chosen = results[activeIndex]?.code ?? (input.kind === 'code' ? input.code : results[0]?.code);
    if (chosen) openBooking(chosen);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const actions: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Enter: onEnter,
      Escape: () => (open ? close() : setText('')),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const expanded = open && text.trim() !== '';
  const listed = expanded && results.length > 0;
  return (
    <div className="search" role="search">
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        <FormattedMessage id="search.label" defaultMessage="Search or scan a booking" />
      </label>
      <input
        ref={inputRef} id={`${listId}-input`} type="text" className="search-input" autoComplete="off" spellCheck={false}
        placeholder={intl.formatMessage({ id: 'search.placeholder', defaultMessage: 'Search or scan: code, guest, e-mail ({keys})' }, { keys: 'Ctrl+K' })}
        role="combobox" aria-expanded={listed} aria-controls={listed ? listId : undefined} aria-autocomplete="list"
        aria-activedescendant={listed && activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
        aria-keyshortcuts="Control+K /"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setOpen(true)} onBlur={close} onKeyDown={onKeyDown}
      />
      {expanded ? <SearchResults listId={listId} answer={answer} activeIndex={activeIndex} onOpen={openBooking} /> : null}
      <ScanMenu preference={scan.preference} />
      <StampOutcomeLine outcome={scan.outcome} onDismiss={scan.dismissOutcome} inTopBar />
      {scan.dialog}
    </div>
  );
}
