// The demo business's catalogue: Harbour Lights Lodge & Tours, with rooms, tours, rentals and add-ons.
import type { BookingParameter, Category, Item, PackageOption, ParamConfig } from '../state/model.js';

/**
 * Parameter ids are words the account chose (2.4; Checkfront's docs: param[adults]=2&param[children]=1). Rooms are
 * fixed at one per line (shown, not chosen); Units are hidden to all and enforced at their default, as Checkfront's
 * "Hidden to All" visibility does (docs/api-assumptions.md, "Booking parameters").
 */
export const PARAMS: BookingParameter[] = [
  { id: 'adults', label: 'Adults' },
  { id: 'children', label: 'Children' },
  { id: 'rooms', label: 'Rooms' },
  { id: 'qty', label: 'Units' },
];

export const CATEGORIES: Category[] = [
  { id: 1, name: 'Accommodations', description: 'Double, twin and family rooms by the harbour.', pos: 10,
    image: '/media/cat-1.jpg', publicVisible: true },
  { id: 2, name: 'Tours', description: 'Boat, walking and paddling tours.', pos: 20, image: '/media/cat-2.jpg',
    publicVisible: true },
  { id: 3, name: 'Rentals', description: 'Bikes, boards and scooters by the day.', pos: 30,
    image: '/media/cat-3.jpg', publicVisible: true },
  { id: 4, name: 'Add-ons', description: 'Extras sold with another booking.', pos: 40, image: '/media/cat-4.jpg',
    publicVisible: false },
  { id: 5, name: 'Staff services', description: 'Arranged by the front desk only.', pos: 50,
    image: '/media/cat-5.jpg', publicVisible: false },
];

function param(price: number, min: number, max: number, def: number, required = false, hidden = false): ParamConfig {
  return { price, min, max, def, required, customerHide: false, hidden };
}

const ACCOMMODATIONS = 1;
const RENTALS = 3;

interface ItemSpec {
  id: number;
  name: string;
  categoryId: number;
  /** By default the night for rooms, as a lodging account allocates them (Checkfront's "Per Night"), else the day. */
  unit?: Item['unit'];
  stock: number;
  adults: number;
  children?: number;
  maxAdults?: number;
  summary: string;
  packages?: PackageOption[];
  minLen?: number;
  startDays?: string[];
  startTime?: string;
  unlimited?: boolean;
  staffOnly?: boolean;
  packageOnly?: boolean;
  childIds?: number[];
  parentId?: number;
}

function item(spec: ItemSpec, pos: number): Item {
  const unit = spec.unit ?? (spec.categoryId === ACCOMMODATIONS ? 'N' : 'D');
  const params: Record<string, ParamConfig> = { adults: param(spec.adults, 1, spec.maxAdults ?? 4, 1, true) };
  if (spec.children !== undefined) params.children = param(spec.children, 0, 4, 0);
  if (spec.categoryId === ACCOMMODATIONS) params.rooms = param(0, 1, 1, 1, true);
  if (spec.categoryId === RENTALS) params.qty = param(0, 1, 10, 1, false, true);
  return {
    id: spec.id, name: spec.name, sku: spec.name.toLowerCase().replace(/[^a-z0-9]+/g, ''), unit,
    categoryId: spec.categoryId, pos, summary: spec.summary, details: '', stock: spec.stock,
    unlimited: spec.unlimited ?? false, visibility: spec.staffOnly ? 'S' : '*', enabled: true, len: 1, params,
    dateRules: { ...(spec.minLen ? { minLen: spec.minLen } : {}), ...(spec.startDays ? { startDays: spec.startDays } : {}) },
    fixedStartTime: spec.startTime ?? '', packages: spec.packages ?? [], childIds: spec.childIds ?? [],
    parentId: spec.parentId ?? null,
    images: [{ title: spec.name, src: `${spec.id}-1`, path: `/media/M${spec.id}-1.jpg` }],
    video: null, packageOnly: spec.packageOnly ?? false,
  };
}

const BREAKFAST: PackageOption = { packageId: 1, itemId: 401, optin: 'O' };
const WETSUIT: PackageOption = { packageId: 2, itemId: 402, optin: 'O' };
const HELMET: PackageOption = { packageId: 3, itemId: 403, optin: 'O' };

const SPECS: ItemSpec[] = [
  { id: 101, name: 'Harbour View Double', categoryId: 1, stock: 6, adults: 8900, children: 2500, maxAdults: 2,
    summary: '<p>A bright double room with a balcony over the harbour.</p>', packages: [BREAKFAST] },
  { id: 102, name: 'Garden Twin', categoryId: 1, stock: 4, adults: 7400, children: 2000, maxAdults: 2,
    summary: '<p>Two single beds, quiet garden side.</p>' },
  { id: 103, name: 'Family Suite', categoryId: 1, stock: 2, adults: 11000, children: 3000, maxAdults: 4,
    summary: '<p>Two rooms, a kitchenette and space for four.</p>', packages: [BREAKFAST] },
  { id: 104, name: 'Lighthouse Loft', categoryId: 1, stock: 1, adults: 16000, maxAdults: 2, minLen: 2,
    summary: '<p>The loft under the old lamp room. <b>Two nights minimum.</b></p>' },
  { id: 201, name: 'Islands Snorkeling Tour', categoryId: 2, unit: 'H', stock: 12, adults: 6500, children: 3900,
    startTime: '09:00', summary: '<p>Three hours among the islands, gear included.</p>', packages: [WETSUIT] },
  { id: 202, name: 'Whale Watching Cruise', categoryId: 2, unit: 'H', stock: 20, adults: 9900, children: 5900,
    startTime: '13:00', startDays: ['fri', 'sat', 'sun'],
    summary: '<p>Weekend afternoons on the strait. Departs Friday to Sunday.</p>' },
  { id: 203, name: 'Old Town Walking Tour', categoryId: 2, unit: 'H', stock: 15, adults: 2500, children: 0,
    startTime: '10:00',
    // Deliberately hostile markup: the service's HTML is untrusted, and the desk must show this safely.
    summary: '<p>History on foot.</p><img src="x" onerror="alert(\'xss\')"><script>alert("xss")</script>' +
      '<a href="javascript:alert(1)">Route map</a>' },
  { id: 204, name: 'Sunset Kayak', categoryId: 2, unit: 'H', stock: 0, adults: 0, startTime: '18:00',
    summary: '<p>Choose a single or a double kayak.</p>', childIds: [205, 206] },
  { id: 205, name: 'Sunset Kayak: single', categoryId: 2, unit: 'H', stock: 8, adults: 5500, maxAdults: 1,
    startTime: '18:00', summary: '<p>One paddler.</p>', parentId: 204 },
  { id: 206, name: 'Sunset Kayak: double', categoryId: 2, unit: 'H', stock: 5, adults: 4800, maxAdults: 2,
    startTime: '18:00', summary: '<p>Two paddlers, one boat.</p>', parentId: 204 },
  { id: 301, name: 'Mountain Bike', categoryId: 3, stock: 10, adults: 3500, maxAdults: 1,
    summary: '<p>Full suspension, lock included.</p>', packages: [HELMET] },
  { id: 302, name: 'Stand-up Paddleboard', categoryId: 3, stock: 8, adults: 4200, maxAdults: 1,
    summary: '<p>Board, paddle and leash.</p>' },
  { id: 303, name: 'Electric Scooter', categoryId: 3, stock: 0, adults: 2900, maxAdults: 1, unlimited: true,
    summary: '<p>From the partner fleet; always available.</p>' },
  { id: 304, name: 'Courtesy Shuttle', categoryId: 5, unit: 'H', stock: 1, adults: 0, maxAdults: 8,
    startTime: '08:00', staffOnly: true, summary: '<p>Ferry terminal pick-up, arranged by the desk.</p>' },
  { id: 401, name: 'Breakfast Basket', categoryId: 4, stock: 0, adults: 1800, children: 900, unlimited: true,
    packageOnly: true, summary: '<p>Delivered to the room at eight.</p>' },
  { id: 402, name: 'Wetsuit', categoryId: 4, stock: 0, adults: 1200, unlimited: true, packageOnly: true,
    summary: '<p>Sized at the dock.</p>' },
  { id: 403, name: 'Helmet', categoryId: 4, stock: 0, adults: 500, unlimited: true, packageOnly: true,
    summary: '<p>Required for riders under 18.</p>' },
];

/** Generated rentals that take a catalogue to `total` items: a large account for benchmarks. */
function paddingSpecs(total: number): ItemSpec[] {
  return Array.from({ length: Math.max(0, total - SPECS.length) }, (_, index) => ({
    id: 1001 + index, name: `Harbour Rental ${index + 1}`, categoryId: 3, stock: 5 + (index % 7),
    adults: 2000 + (index % 10) * 250, children: 1000, maxAdults: 4, summary: '<p>A rental from the harbour shed.</p>',
  }));
}

/** The demo catalogue; with `total`, padded with generated rentals to that many items. */
export function catalogItems(total = 0): Item[] {
  return [...SPECS, ...paddingSpecs(total)].map((spec, index) => item(spec, (index + 1) * 10));
}

/** Items a guest can book directly: not a grouped parent, not an add-on. */
export function bookableItems(items: Item[]): Item[] {
  return items.filter((i) => i.childIds.length === 0 && !i.packageOnly);
}
