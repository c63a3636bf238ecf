// Staff and customers of the demo business.
import type { Customer, StaffMember } from '../state/model.js';
import type { Random, SecretSource } from './random.js';

const FIRST = ['Ava', 'Liam', 'Noah', 'Emma', 'Olivia', 'Lucas', 'Mia', 'Ethan', 'Chloe', 'Mateo', 'Aiko', 'Ravi',
  'Sofia', 'Jonas', 'Zara', 'Kwame', 'Ingrid', 'Diego', 'Hana', 'Omar', 'Léa', 'Björn', 'Amara', 'Yusuf', 'Nina',
  'Tomás', 'Freya', 'Arjun', 'Elena', 'Kenji'];
const LAST = ['Smith', 'Tremblay', 'Nguyen', 'García', 'Okafor', 'Müller', 'Rossi', 'Kowalski', 'Chen', 'Dubois',
  'Haddad', 'Larsen', 'Patel', 'Silva', "O'Brien", 'Ivanova', 'Kim', 'Moreau', 'Andersson', 'Mensah', 'Fujita',
  'Novak', 'Costa', 'Walsh', 'Begum'];
const PLACES = [
  { city: 'Victoria', region: 'BC', country: 'CA', zip: 'V8W 1A1' },
  { city: 'Vancouver', region: 'BC', country: 'CA', zip: 'V6B 2K9' },
  { city: 'Calgary', region: 'AB', country: 'CA', zip: 'T2P 1J9' },
  { city: 'Seattle', region: 'WA', country: 'US', zip: '98101' },
  { city: 'Portland', region: 'OR', country: 'US', zip: '97201' },
  { city: 'London', region: '', country: 'GB', zip: 'SW1A 1AA' },
  { city: 'Berlin', region: '', country: 'DE', zip: '10115' },
  { city: 'Osaka', region: '', country: 'JP', zip: '530-0001' },
];
const STREETS = ['Mews St', 'Wharf St', 'Government St', 'Dallas Rd', 'Fort St', 'Cook St', 'Harbour Rd'];

const DAY_SECONDS = 86_400;

/**
 * The desk's three staff, taken on a year apart, each last signed in some days ago from an address of the
 * documentation range (RFC 5737), as the staff accounts of a business that has run for years.
 */
export function seedStaff(random: SecretSource, now: number): StaffMember[] {
  const people = [
    { accountId: 1, name: 'Alex Morgan', login: 'alex' },
    { accountId: 2, name: 'Priya Shah', login: 'priya' },
    { accountId: 3, name: 'Sam Okafor', login: 'sam' },
  ];
  return people.map((p, index) => ({
    ...p, password: `${p.login}-${random.hex(6)}`, createdAt: now - (3 - index) * 365 * DAY_SECONDS,
    lastLogin: { at: now - (index + 1) * 2 * DAY_SECONDS, ip: `192.0.2.${10 + index}` },
  }));
}

function asciiFold(text: string): string {
  return text.normalize('NFD').replace(/[^a-zA-Z]/g, '').toLowerCase();
}

export function seedCustomers(random: Random, count: number, createdAt: number): Customer[] {
  const customers: Customer[] = [];
  for (let id = 1; id <= count; id += 1) {
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    const place = random.pick(PLACES);
    customers.push({
      id,
      code: `${random.letters(2)}${random.int(1, 9)}-${String(random.int(0, 999)).padStart(3, '0')}-${String(id).padStart(3, '0')}`,
      name: `${first} ${last}`,
      email: `${asciiFold(first)}.${asciiFold(last)}${id}@example.com`,
      phone: `+1 250 555 ${String(random.int(0, 9999)).padStart(4, '0')}`,
      address: `${random.int(1, 999)} ${random.pick(STREETS)}`,
      city: place.city,
      region: place.region,
      country: place.country,
      postalZip: place.zip,
      emailOptin: random.chance(0.4),
      meta: { source: random.pick(['web', 'phone', 'walk-in', 'partner']), diet: random.chance(0.15) },
      createdAt: createdAt - random.int(0, 400) * 86400,
      updatedAt: createdAt,
    });
  }
  return customers;
}
