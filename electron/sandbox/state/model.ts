// The sandbox's own records. Wire names (status_id, booking/index…) live in the routes that render these.

export interface AccountProfile {
  id: number;
  hostId: string;
  name: string;
  locale: { id: string; lang: string; currency: string };
  timezone: string;
  provider: string;
}

export interface StaffMember {
  accountId: number;
  name: string;
  login: string;
  password: string;
  /** When the staff account was made (Unix seconds); absent in data files written before it was kept. */
  createdAt?: number;
  /** The last sign-in on the authorize page: when, and from which address. */
  lastLogin?: { at: number; ip: string };
}

export interface BookingStatus {
  id: string;
  name: string;
}

export interface Category {
  id: number;
  name: string;
  description: string;
  pos: number;
  image: string;
  /** Shown to unauthenticated callers of the Public API. */
  publicVisible: boolean;
}

/** 2.4: defined per account; the id is the account's own word (Checkfront's docs: adults, children). */
export interface BookingParameter {
  id: string;
  label: string;
}

export interface ParamConfig {
  /** Price per unit of this parameter per day (or per booking for unit "H"), in minor units (minor-units.ts). */
  price: number;
  min: number;
  max: number;
  def: number;
  required: boolean;
  /** Hidden from customers (staff-only parameter). */
  customerHide: boolean;
  /** Hidden to all: never shown, and its default is enforced whatever is asked (hide 1 on the wire). */
  hidden: boolean;
}

export interface PackageOption {
  packageId: number;
  /** Item id of the package's own item (an add-on such as a helmet or breakfast). */
  itemId: number;
  /** "O" optional and opted in by default. */
  optin: 'O' | 'R';
}

export interface DateRules {
  minLen?: number;
  maxLen?: number;
  /** Weekday abbreviations on which a booking may start. */
  startDays?: string[];
}

export interface Item {
  id: number;
  sku: string;
  name: string;
  /**
   * Checkfront's allocation: D by the day (first to last day, every day counted), N by the night (arrival to
   * departure, the nights between: a recorded live answer's rooms are "N"), H by the hour on one day.
   */
  unit: 'D' | 'N' | 'H';
  categoryId: number;
  pos: number;
  summary: string;
  details: string;
  stock: number;
  unlimited: boolean;
  /** "*" everyone; "S" staff only. */
  visibility: '*' | 'S';
  enabled: boolean;
  len: number;
  /** Keyed by parameter id. A parameter whose min equals its max is fixed: shown, not chosen. */
  params: Record<string, ParamConfig>;
  dateRules: DateRules;
  fixedStartTime: string;
  packages: PackageOption[];
  /** A grouped parent is a container: rates and SLIPs come from its children. */
  childIds: number[];
  parentId: number | null;
  images: { title: string; src: string; path: string }[];
  video: { id: string; start: number } | null;
  /** Package add-ons exist only as package lines, never on their own. */
  packageOnly: boolean;
}

export interface RateEvent {
  id: number;
  name: string;
  type: 'SP' | 'SE' | 'DC';
  startDate: number;
  endDate: number;
  span: 0 | 1;
  priceSrc: '' | 'B' | 'N' | 'D' | 'Yield';
  dynamicRate: number;
  dynamicType: 'P' | 'F';
  status: 'A' | 'U';
  repeatId: '' | 'W' | '*';
  enabled: boolean;
  ruleSetId: number;
  vouchers: number;
  details: { level: number; rate: number }[];
  repeat: string[];
  applyTo: { itemIds: (number | 'all')[]; categoryIds: number[] };
}

export interface Customer {
  id: number;
  code: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  region: string;
  country: string;
  postalZip: string;
  emailOptin: boolean | null;
  meta: Record<string, boolean | string>;
  createdAt: number;
  updatedAt: number;
}

/** When something booked starts and ends: its own days and times, not the booking's. */
export interface Stay {
  /** First and last day, yyyymmdd in the account's time zone. */
  startDay: number;
  endDay: number;
  /** Instants (Unix seconds). */
  startsAt: number;
  endsAt: number;
  /** HH:MM of hourly items, empty for daily ones. */
  startTime: string;
  endTime: string;
}

/** One line of a booking's order: its own item, days and times, counts and money (a stay and a tour are two). */
export interface BookingLine extends Stay {
  /** "1" for a main line, "1.1" for a package line that came with it (the session's line ids, 2.10). */
  lineId: string;
  itemId: number;
  qty: number;
  params: Record<string, number>;
  /** Minor units of the account's currency, tax included. */
  total: number;
  taxTotal: number;
  /** The line's own status where it differs from the booking's (one line of a live booking cancelled). */
  statusId?: string;
}

export interface Stamp {
  at: number;
  accountId: number;
}

/** A booking's own Stay is the span of its lines: first and last day, earliest start, latest end. */
export interface Booking extends Stay {
  id: number;
  code: string;
  statusId: string;
  customerId: number;
  partnerId: number;
  createdAt: number;
  lastModified: number;
  lines: BookingLine[];
  /** Minor units of the account's currency. */
  total: number;
  taxTotal: number;
  paidTotal: number;
  token: string;
  checkedIn: Stamp | null;
  checkedOut: Stamp | null;
  /**
   * Answers to the account's own form fields (form-fields.ts CUSTOM_FIELDS) by field name: text, a select's code, "1"
   * for a ticked box, YYYY-MM-DD for a day. Absent in a data file from before they were kept.
   */
  customAnswers?: Record<string, string>;
}

export interface Note {
  id: number;
  bookingId: number;
  /** Staff account id, or 0 for a note the customer made while booking. */
  accountId: number;
  at: number;
  body: string;
  private: boolean;
}

/** A line of a booking session. Child lines (packages) have ids "<parent>.<n>". */
export interface SessionLine {
  lineId: string;
  itemId: number;
  startDay: number;
  endDay: number;
  startTime: string;
  endTime: string;
  params: Record<string, number>;
  qty: number;
  /** Minor units per unit of qty, the rated price when the SLIP was made. */
  unitTotal: number;
  slip: string;
  optedIn: boolean;
  packageOf: string | null;
}

export interface BookingSession {
  id: string;
  createdAt: number;
  lastUsed: number;
  ended: boolean;
  lines: SessionLine[];
  nextLine: number;
  discountCents: number;
}

/** A notification the service would have sent (update with notify). */
export interface SentNotification {
  bookingId: number;
  statusId: string;
  at: number;
}

/** Every applied write, so tests can check that nothing was applied twice. */
export interface WriteRecord {
  kind: 'checkin' | 'checkout' | 'note' | 'bookmark' | 'update' | 'create';
  bookingId: number;
  accountId: number;
  at: number;
  detail: string;
}
