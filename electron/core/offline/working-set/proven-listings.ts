// Listings proven against the contract's listing schema exactly as they are, and frozen: every answer sends them as
// they are, unlooked at (desk/output-checks.ts). A listing is proven either by the answer's own check the first time
// it is sent, or by the reads' worker on its copy of it (reads/reads.ts), which carries every member of it: the
// Bookings list read whole parsed its 100,000 listings on the thread that answers the screens the first time, about
// 3.8 KB of garbage each, and the collector then paused that thread in the middle of the list for 50–130 ms.
export const provenListings = new WeakSet<object>();
