// Where a desk keeps one account's venue: a folder per account, since a venue is one account's desks.
import { join } from 'node:path';

export const venueFolder = (dataDir: string, accountId: string): string =>
  join(dataDir, 'venues', encodeURIComponent(accountId));

/** Where the one venue of a desk lived before venues were kept per account; it is moved to the account that opens it. */
export const earlierVenueFolder = (dataDir: string): string => join(dataDir, 'venue');
