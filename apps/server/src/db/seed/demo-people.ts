import {
  type BankDetails,
  type Civility,
  DEBIT_DAYS,
  type InsuredPerson,
  normalizeIban,
  type Regime,
} from '@brokerage/shared';

/**
 * Deterministic fictional customers for the demo sales (demo-sales.ts): names, French addresses, phones from
 * the range kept for fiction, households and valid French IBANs. Nothing here is a real person or account.
 */

/** mulberry32: a small seeded generator, so every fresh demo database holds the same data. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <Item>(items: readonly Item[]): Item => items[Math.floor(next() * items.length)] as Item,
  };
};
export type SeededRandom = ReturnType<typeof seededRandom>;

const FIRST_NAMES: Record<Civility, readonly string[]> = {
  mr: ['Antoine', 'Hugo', 'Mehdi', 'Louis', 'Nicolas', 'Yanis', 'Olivier', 'Thomas', 'Rachid', 'Pierre'],
  mrs: ['Chloé', 'Inès', 'Manon', 'Élodie', 'Sarah', 'Camille', 'Aïcha', 'Nathalie', 'Julie', 'Hélène'],
};
/** Also the sales bench's customers (bench/seed-sales.ts). */
export const DEMO_LAST_NAMES = [
  'Lefèvre',
  'Garnier',
  'Rousseau',
  'Benali',
  'Fontaine',
  'Chevalier',
  'Mercier',
  'Nguyen',
  'Lambert',
  'Faure',
  'Girard',
  'Bonnet',
  'Ferreira',
  'Masson',
  'Roux',
  'Diallo',
];
const STREETS = [
  'rue de la République',
  'avenue Jean Jaurès',
  'boulevard Voltaire',
  'rue des Lilas',
  'place du Marché',
  'rue Victor Hugo',
  'chemin des Vignes',
  'allée des Tilleuls',
];
/** Postcode, city and the regime most people there have (Alsace-Moselle's local scheme in 67, 68 and 57). */
const CITIES: readonly { postcode: string; city: string; regime: Regime }[] = [
  { postcode: '75011', city: 'Paris', regime: 'general' },
  { postcode: '75018', city: 'Paris', regime: 'general' },
  { postcode: '92100', city: 'Boulogne-Billancourt', regime: 'general' },
  { postcode: '93200', city: 'Saint-Denis', regime: 'general' },
  { postcode: '69003', city: 'Lyon', regime: 'general' },
  { postcode: '69100', city: 'Villeurbanne', regime: 'general' },
  { postcode: '13006', city: 'Marseille', regime: 'general' },
  { postcode: '31000', city: 'Toulouse', regime: 'independent' },
  { postcode: '67000', city: 'Strasbourg', regime: 'alsace_moselle' },
  { postcode: '57000', city: 'Metz', regime: 'alsace_moselle' },
  { postcode: '44000', city: 'Nantes', regime: 'general' },
  { postcode: '35000', city: 'Rennes', regime: 'agricultural' },
];
const BANKS = [
  { bank: '30004', bic: 'BNPAFRPPXXX' },
  { bank: '30003', bic: 'SOGEFRPPXXX' },
  { bank: '20041', bic: 'PSSTFRPPPAR' },
  { bank: '10278', bic: 'CMCIFR2AXXX' },
];

export interface DemoCustomer {
  civility: Civility;
  firstName: string;
  lastName: string;
  address: string;
  postcode: string;
  city: string;
  /** E.164, from 06 39 98 xx xx, the range the French regulator keeps for fiction. */
  phone: string;
  email: string;
  regime: Regime;
}

const asciiOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** The `index`-th demo customer (0-based); phones +33 6 39 98 90 00 onwards stay clear of the demo accounts. */
export const demoCustomer = (random: SeededRandom, index: number): DemoCustomer => {
  const civility: Civility = random.next() < 0.5 ? 'mr' : 'mrs';
  const firstName = random.pick(FIRST_NAMES[civility]);
  const lastName = random.pick(DEMO_LAST_NAMES);
  const place = random.pick(CITIES);
  return {
    civility,
    firstName,
    lastName,
    address: `${random.int(1, 120)} ${random.pick(STREETS)}`,
    postcode: place.postcode,
    city: place.city,
    phone: `+3363998${String(9_000 + index).padStart(4, '0')}`,
    email: `${asciiOf(firstName)}.${asciiOf(lastName)}${index}@example.com`,
    regime: place.regime,
  };
};

const birthDate = (random: SeededRandom, year: number) =>
  `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;

/**
 * The people a sale insures: the customer, sometimes a spouse, and children for a family line. Seniors' lines
 * insure people born 1946-1964, the others adults born 1962-2000.
 */
export const demoHousehold = (
  random: SeededRandom,
  customer: DemoCustomer,
  { senior, family, thisYear }: { senior: boolean; family: boolean; thisYear: number },
): InsuredPerson[] => {
  const mainYear = senior
    ? random.int(thisYear - 80, thisYear - 62)
    : random.int(thisYear - 64, thisYear - 26);
  const people: InsuredPerson[] = [
    {
      role: 'main',
      birthDate: birthDate(random, mainYear),
      regime: customer.regime,
      firstName: customer.firstName,
      lastName: customer.lastName,
    },
  ];
  if (family || random.next() < 0.4) {
    people.push({
      role: 'spouse',
      birthDate: birthDate(random, mainYear + random.int(-4, 4)),
      regime: customer.regime,
      lastName: customer.lastName,
    });
  }
  const children = family ? random.int(1, 3) : 0;
  for (let child = 0; child < children; child += 1) {
    people.push({
      role: 'child',
      birthDate: birthDate(random, Math.min(thisYear - 1, mainYear + random.int(24, 38))),
      regime: customer.regime,
      lastName: customer.lastName,
    });
  }
  return people;
};

/** The French RIB key of a numeric account (the BBAN's last two digits). */
const ribKey = (bank: string, branch: string, account: string) => {
  const remainder = (89 * Number(bank) + 15 * Number(branch) + 3 * Number(account)) % 97;
  return String(97 - remainder).padStart(2, '0');
};

/** IBAN check digits (ISO 13616): the BBAN, then the country and 00, as one number modulo 97. */
const ibanCheckDigits = (country: string, bban: string) => {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return String(98 - remainder).padStart(2, '0');
};

/** Valid French bank details for the customer (the IBAN passes the shared validation). */
export const demoBankDetails = (random: SeededRandom, customer: DemoCustomer): BankDetails => {
  const { bank, bic } = random.pick(BANKS);
  const branch = String(random.int(1, 99_999)).padStart(5, '0');
  const account = String(random.int(1, 99_999_999_999)).padStart(11, '0');
  const bban = `${bank}${branch}${account}${ribKey(bank, branch, account)}`;
  const iban = normalizeIban(`FR${ibanCheckDigits('FR', bban)}${bban}`);
  if (!iban) throw new Error(`demo IBAN ${bban} is not valid`);
  return {
    iban,
    bic,
    holder: `${customer.firstName} ${customer.lastName}`,
    debitDay: random.pick(DEBIT_DAYS),
    frequency: 'monthly',
  };
};
