// The whole state of one sandbox account: plain data, so it can be saved as JSON and reloaded.
import type {
  AccountProfile, Booking, BookingParameter, BookingSession, BookingStatus, Category, Customer, Item, Note,
  RateEvent, SentNotification, StaffMember, WriteRecord,
} from './model.js';

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  name: string;
}

export interface IssuedCode {
  code: string;
  clientId: string;
  redirectUri: string;
  accountId: number;
  issuedAt: number;
  /** The PKCE challenge (S256) the authorize request carried, if any (RFC 7636). */
  codeChallenge?: string;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  clientId: string;
  accountId: number;
  issuedAt: number;
}

export interface Credentials {
  apiKey: string;
  apiSecret: string;
  client: OAuthClient;
}

export interface SandboxState {
  account: AccountProfile;
  credentials: Credentials;
  /** Secret that signs SLIPs; never leaves the sandbox. */
  slipKey: string;
  staff: StaffMember[];
  statuses: BookingStatus[];
  params: BookingParameter[];
  categories: Category[];
  items: Item[];
  events: RateEvent[];
  customers: Customer[];
  bookings: Booking[];
  notes: Note[];
  /** staff account id → booking ids. */
  bookmarks: Record<number, number[]>;
  sessions: BookingSession[];
  codes: IssuedCode[];
  tokens: IssuedTokens[];
  notifications: SentNotification[];
  writes: WriteRecord[];
  nextIds: { booking: number; customer: number; note: number };
}
