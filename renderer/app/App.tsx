// The app's frame: top bar with search, navigation, the current screen and the status bar.
import { words } from '../i18n/words.js';
import { Suspense, lazy, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
// Every screen's styles come with the app, in the order the screens used to load, although their code loads on
// first use: the screens share classes (a dialog, a notice, a key on a button), and a style that arrived with another
// screen's code would leave these unstyled until that screen was opened. They are a few kB.
import '../features/offline/offline.css';
import '../features/outbox/outbox.css';
import '../features/booking/booking.css';
import '../features/booking-list/bookings.css';
import '../features/bookmarks/bookmarks.css';
import '../features/calendar/calendar.css';
import '../features/accounts/accounts.css';
import '../features/customers/customers.css';
import '../features/reports/reports.css';
import '../features/help/help.css';
import { useTheme } from './use-theme.js';
import '../features/readiness/readiness.css';
import '../features/handover/handover.css';
import { isSignedIn, useDeskStatus } from '../desk/hooks.js';
import { useFreshOnSwitch } from '../desk/use-fresh-on-switch.js';
import { useFreshOnChanges } from '../desk/use-fresh-on-changes.js';
import { HandoverNotice } from '../features/handover/HandoverNotice.js';
import { ManifestScreen } from '../features/manifest/ManifestScreen.js';
import '../features/new-booking/new-booking.css';
import '../features/notes/notes.css';
import { OfflineBanner } from '../features/offline/OfflineBanner.js';
import { useFreshAfterOutage } from '../features/offline/use-fresh-after-outage.js';
import { OutboxCount } from '../features/outbox/OutboxCount.js';
import { useOutboxRefresh } from '../features/outbox/use-outbox.js';
import { SearchBox } from '../features/search/SearchBox.js';
import { StatusBar } from '../features/status-bar/StatusBar.js';
import { Loading } from '../ui/QueryState.js';
import { NotFoundScreen } from './NotFoundScreen.js';
import { navigate, screenName, useAddress, useRoute, type Route } from '../navigation/router.js';
import { ScreenBoundary } from './ScreenBoundary.js';
import { SCREEN_KEYS, isTyping } from '../navigation/shortcuts.js';
import { useAppKey } from '../navigation/use-app-key.js';
import { SkipToList } from './SkipToList.js';
import { useScreenScroll } from './use-screen-scroll.js';

// The manifest is the first screen and comes with the app; every other screen (and the charts with Reports) loads on
// its first use, so the first screen's JavaScript stays small.
const BookingScreen = lazy(() => import('../features/booking/BookingScreen.js').then((m) => ({ default: m.BookingScreen })));
const BookingsScreen = lazy(() => import('../features/booking-list/BookingsScreen.js').then((m) => ({ default: m.BookingsScreen })));
const BookmarksScreen = lazy(() => import('../features/bookmarks/BookmarksScreen.js').then((m) => ({ default: m.BookmarksScreen })));
const CalendarScreen = lazy(() => import('../features/calendar/CalendarScreen.js').then((m) => ({ default: m.CalendarScreen })));
const AccountsScreen = lazy(() => import('../features/accounts/AccountsScreen.js').then((m) => ({ default: m.AccountsScreen })));
const CustomerScreen = lazy(() => import('../features/customers/CustomerScreen.js').then((m) => ({ default: m.CustomerScreen })));
const CustomersScreen = lazy(() => import('../features/customers/CustomersScreen.js').then((m) => ({ default: m.CustomersScreen })));
const ReportsScreen = lazy(() => import('../features/reports/ReportsScreen.js').then((m) => ({ default: m.ReportsScreen })));
const HelpOverlay = lazy(() => import('../features/help/HelpOverlay.js').then((m) => ({ default: m.HelpOverlay })));
const NewBookingScreen = lazy(() => import('../features/new-booking/NewBookingScreen.js').then((m) => ({ default: m.NewBookingScreen })));
const NotesScreen = lazy(() => import('../features/notes/NotesScreen.js').then((m) => ({ default: m.NotesScreen })));
const OutboxScreen = lazy(() => import('../features/outbox/OutboxScreen.js').then((m) => ({ default: m.OutboxScreen })));
const ReadinessScreen = lazy(() => import('../features/readiness/ReadinessScreen.js').then((m) => ({ default: m.ReadinessScreen })));
const ShiftScreen = lazy(() => import('../features/handover/ShiftScreen.js').then((m) => ({ default: m.ShiftScreen })));

const WORDS = words(defineMessages({
  manifest: { id: 'nav.manifest', defaultMessage: 'Manifest' },
  bookings: { id: 'nav.bookings', defaultMessage: 'Bookings' },
  calendar: { id: 'nav.calendar', defaultMessage: 'Calendar' },
  notes: { id: 'nav.notes', defaultMessage: 'Notes' },
  bookmarks: { id: 'nav.bookmarks', defaultMessage: 'Bookmarks' },
  outbox: { id: 'nav.outbox', defaultMessage: 'Outbox' },
  new: { id: 'nav.newBooking', defaultMessage: 'New booking' },
  customers: { id: 'nav.customers', defaultMessage: 'Customers' },
  reports: { id: 'nav.reports', defaultMessage: 'Reports' },
  readiness: { id: 'nav.readiness', defaultMessage: 'Readiness' },
  shift: { id: 'nav.shift', defaultMessage: 'Shift' },
  accounts: { id: 'nav.accounts', defaultMessage: 'Accounts' },
  screens: { id: 'nav.screensLabel', defaultMessage: 'Screens' },
  shortcuts: { id: 'app.keyboardShortcuts', defaultMessage: 'Keyboard shortcuts' },
  starting: { id: 'app.starting', defaultMessage: 'Starting Frontdesk…' },
  opening: { id: 'app.openingScreen', defaultMessage: 'Opening the screen…' },
}));

// The shortcut keys are the same in every language (Alt and a digit, or S for Shift): a desk's habits and the help
// card hold whatever the words are in.
const NAV: { screen: Route['screen']; label: MessageDescriptor; key: string }[] = [
  { screen: 'manifest', label: WORDS.manifest, key: '1' }, { screen: 'bookings', label: WORDS.bookings, key: '2' },
  { screen: 'calendar', label: WORDS.calendar, key: '3' }, { screen: 'notes', label: WORDS.notes, key: '4' },
  { screen: 'bookmarks', label: WORDS.bookmarks, key: '5' }, { screen: 'outbox', label: WORDS.outbox, key: '6' },
  { screen: 'new', label: WORDS.new, key: '7' }, { screen: 'customers', label: WORDS.customers, key: '8' },
  { screen: 'reports', label: WORDS.reports, key: '9' }, { screen: 'readiness', label: WORDS.readiness, key: '0' },
  { screen: 'shift', label: WORDS.shift, key: 'S' },
];

/** The navigation entry a screen belongs to: a customer's page is under Customers. */
const navScreen = (route: Route): Route['screen'] => (route.screen === 'customer' ? 'customers' : route.screen);

function Screen({ route }: { route: Route }) {
  switch (route.screen) {
    case 'manifest': return <ManifestScreen />;
    case 'bookings': return <BookingsScreen query={route.query} />;
    case 'booking': return <BookingScreen code={route.code} justBooked={route.justBooked} />;
    case 'calendar': return <CalendarScreen />;
    case 'notes': return <NotesScreen />;
    case 'bookmarks': return <BookmarksScreen />;
    case 'outbox': return <OutboxScreen />;
    case 'new': return <NewBookingScreen customerId={route.customerId} />;
    case 'customers': return <CustomersScreen query={route.query} />;
    case 'customer': return <CustomerScreen id={route.id} />;
    case 'reports': return <ReportsScreen />;
    case 'readiness': return <ReadinessScreen day={route.day} days={route.days} />;
    case 'shift': return <ShiftScreen />;
    case 'accounts': return <AccountsScreen />;
    case 'not-found': return <NotFoundScreen address={route.address} />;
  }
}

function useGlobalKeys(openHelp: () => void) {
  useAppKey((event) => {
    if (event.altKey && SCREEN_KEYS[event.key]) {
      event.preventDefault();
      navigate(SCREEN_KEYS[event.key]!);
    } else if (event.key === '?' && !isTyping(event)) {
      event.preventDefault();
      openHelp();
    }
  });
}

export function App() {
  const intl = useIntl();
  const route = useRoute();
  const address = useAddress();
  const status = useDeskStatus();
  const [helpOpen, setHelpOpen] = useState(false);
  const [main, setMain] = useState<HTMLElement | null>(null);
  useGlobalKeys(() => setHelpOpen(true));
  useScreenScroll(main, window.location.hash);
  useOutboxRefresh();
  useFreshAfterOutage();
  useFreshOnSwitch();
  useTheme();
  useFreshOnChanges();
  if (status.isPending) return <main><Loading label={intl.formatMessage(WORDS.starting)} /></main>;
  const connected = isSignedIn(status.data);
  const shown: Route = connected ? route : { screen: 'accounts' };
  return (
    <div className="shell">
      <SkipToList />
      <header className="topbar">
        <span className="brand" translate="no">Frontdesk</span>
        {connected ? <SearchBox /> : null}
        <button type="button" className="btn" onClick={() => setHelpOpen(true)} aria-label={intl.formatMessage(WORDS.shortcuts)}>?</button>
      </header>
      <nav className="nav" aria-label={intl.formatMessage(WORDS.screens)}>
        <ul>
          {NAV.map((item) => (
            <li key={item.screen}>
              <a href={`#/${item.screen}`} aria-current={navScreen(shown) === item.screen ? 'page' : undefined}>
                {intl.formatMessage(item.label)}{item.screen === 'outbox' ? <OutboxCount /> : null} <kbd aria-hidden="true" translate="no">Alt+{item.key}</kbd>
              </a>
            </li>
          ))}
          <li><a href="#/accounts" aria-current={shown.screen === 'accounts' ? 'page' : undefined}>{intl.formatMessage(WORDS.accounts)}</a></li>
        </ul>
      </nav>
      <main id="main" ref={setMain}>
        <OfflineBanner />
        {connected ? <HandoverNotice /> : null}
        {/* Whatever the router shows sits in its own boundary, started afresh at every address. */}
        <ScreenBoundary key={connected ? address.split('?')[0] : 'accounts'} screen={screenName(shown)}>
          <Suspense fallback={<Loading label={intl.formatMessage(WORDS.opening)} />}><Screen route={shown} /></Suspense>
        </ScreenBoundary>
      </main>
      <StatusBar />
      {helpOpen ? <Suspense fallback={null}><HelpOverlay onClose={() => setHelpOpen(false)} /></Suspense> : null}
    </div>
  );
}
