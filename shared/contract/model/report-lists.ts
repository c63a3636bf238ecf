// How long a report's lists of bookings are, apart from the report's schema: the reads' worker, which builds
// reports, loads no schema library.

/** A list of bookings longer than this shows its first rows only: a year of them would be thousands. */
export const LIST_LIMIT = 1000;
/**
 * A report carries this many rows of each list, more than a table shows at once; the rest (up to LIST_LIMIT) are
 * read with reports.rows when the table is scrolled to them, exported or printed. A year's two lists of 1,000 rows
 * made the answer 350 kB, written, checked against its schema and read again at every change of period.
 */
export const LIST_PAGE = 100;
