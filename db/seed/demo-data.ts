/**
 * The demo fleet: a carrier with six months of detention history at real-world-like facilities. Pure data:
 * the same seed number gives the same fleet, with times placed relative to `now`.
 */

import { zoneAt } from '@dwell/core/server/zone-at';

export const DEMO_COMPANY_ID = 'co_demo';
/** The demo company works from Chicago; its facilities each keep the zone of their own position. */
export const DEMO_TIME_ZONE = 'America/Chicago';
export const DEMO_EMAIL = 'demo@dwell.test';
export const DEMO_PASSWORD = 'DwellDemo!2026';

export interface DemoUser {
  id: string;
  email: string;
  fullName: string;
  phoneNumber: string;
  role: 'carrier_admin' | 'dispatcher' | 'driver';
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: 'usr_demo_admin',
    email: DEMO_EMAIL,
    fullName: 'Dana Morales',
    phoneNumber: '(312) 555-0142',
    role: 'carrier_admin',
  },
  {
    id: 'usr_demo_dispatch',
    email: 'dispatch@dwell.test',
    fullName: 'Sam Patel',
    phoneNumber: '(312) 555-0177',
    role: 'dispatcher',
  },
  {
    id: 'usr_demo_drv1',
    email: 'marcus@dwell.test',
    fullName: 'Marcus Reed',
    phoneNumber: '(773) 555-0110',
    role: 'driver',
  },
  {
    id: 'usr_demo_drv2',
    email: 'elena@dwell.test',
    fullName: 'Elena Vasquez',
    phoneNumber: '(773) 555-0123',
    role: 'driver',
  },
  {
    id: 'usr_demo_drv3',
    email: 'tyrone@dwell.test',
    fullName: 'Tyrone Jackson',
    phoneNumber: '(708) 555-0131',
    role: 'driver',
  },
  {
    id: 'usr_demo_drv4',
    email: 'priya@dwell.test',
    fullName: 'Priya Nair',
    phoneNumber: '(708) 555-0156',
    role: 'driver',
  },
  {
    id: 'usr_demo_drv5',
    email: 'jake@dwell.test',
    fullName: 'Jake Olson',
    phoneNumber: '(630) 555-0168',
    role: 'driver',
  },
  {
    id: 'usr_demo_drv6',
    email: 'amara@dwell.test',
    fullName: 'Amara Okafor',
    phoneNumber: '(630) 555-0189',
    role: 'driver',
  },
];

/** Facilities: [name, street, city, state, lat, lng]. */
const FACILITY_SITES: readonly (readonly [string, string, string, string, number, number])[] = [
  ['Lakeshore Grocery DC', '4800 S Packers Ave', 'Chicago', 'IL', 41.806, -87.657],
  ['Prairie Cold Storage', '1200 Industrial Dr', 'Joliet', 'IL', 41.525, -88.081],
  ['Midway Paper Mill', '3300 W 47th St', 'Chicago', 'IL', 41.808, -87.706],
  ['Hoosier Appliance Plant', '900 E Main St', 'Gary', 'IN', 41.593, -87.346],
  ['Crossroads Distribution', '7500 Zionsville Rd', 'Indianapolis', 'IN', 39.894, -86.258],
  ['Buckeye Foods Warehouse', '2400 Westbelt Dr', 'Columbus', 'OH', 39.991, -83.082],
  ['Great Lakes Steel', '1 Steel Rd', 'Cleveland', 'OH', 41.469, -81.671],
  ['Motor City Parts Hub', '12000 Oakland Pkwy', 'Detroit', 'MI', 42.411, -83.074],
  ['Badger Dairy Co-op', '600 Dairy Ln', 'Madison', 'WI', 43.108, -89.331],
  ['Twin Cities Fulfillment', '5100 Eagan Industrial Rd', 'Eagan', 'MN', 44.842, -93.159],
  ['Gateway Beverage DC', '8000 Hall St', 'St. Louis', 'MO', 38.714, -90.197],
  ['Heartland Grain Terminal', '1500 Riverfront Dr', 'Kansas City', 'MO', 39.118, -94.585],
  ['Music City Retail DC', '400 Donelson Pike', 'Nashville', 'TN', 36.154, -86.669],
  ['Bluegrass Bottling', '2700 Fern Valley Rd', 'Louisville', 'KY', 38.171, -85.711],
  ['Peach State Produce', '16 Forest Pkwy', 'Forest Park', 'GA', 33.622, -84.369],
  ['Carolina Furniture Works', '1800 English Rd', 'High Point', 'NC', 35.964, -80.035],
  ['Lone Star Plastics', '3900 Irving Blvd', 'Dallas', 'TX', 32.817, -96.889],
  ['Bayou Chemical Terminal', '100 Port Rd', 'Baton Rouge', 'LA', 30.432, -91.198],
  ['Gulf Coast Import Yard', '9000 Clinton Dr', 'Houston', 'TX', 29.748, -95.262],
  ['Alamo Meat Packers', '1100 S Zarzamora St', 'San Antonio', 'TX', 29.404, -98.529],
  ['Sooner Tire Depot', '5500 S Council Rd', 'Oklahoma City', 'OK', 35.398, -97.681],
  ['Front Range Lumber', '4900 Brighton Blvd', 'Denver', 'CO', 39.783, -104.961],
  ['Desert Sun Solar Plant', '2200 S 43rd Ave', 'Phoenix', 'AZ', 33.425, -112.152],
  ['Inland Empire Mega DC', '13000 Napa St', 'Fontana', 'CA', 34.064, -117.503],
  ['Port of Oakland Cross-dock', '1 Maritime St', 'Oakland', 'CA', 37.809, -122.311],
  ['Cascade Paper Products', '3800 Airport Way S', 'Seattle', 'WA', 47.567, -122.321],
  ['Keystone Candy Factory', '19 E Chocolate Ave', 'Hershey', 'PA', 40.286, -76.65],
  ['Lehigh Valley Fulfillment', '7400 Industrial Blvd', 'Allentown', 'PA', 40.588, -75.561],
  ['Garden State Pharma DC', '300 Raritan Center Pkwy', 'Edison', 'NJ', 40.499, -74.359],
  ['Empire Beverage Warehouse', '500 Commerce Dr', 'Syracuse', 'NY', 43.082, -76.201],
  ['Old Dominion Tobacco', '2100 Hull St', 'Richmond', 'VA', 37.52, -77.44],
  ['Sunshine Citrus Packers', '800 Citrus Blvd', 'Lakeland', 'FL', 28.046, -81.949],
  ['Magic City Building Supply', '4000 Finley Blvd', 'Birmingham', 'AL', 33.539, -86.842],
  ['Delta Cotton Gin', '700 Old Hwy 61', 'Memphis', 'TN', 35.05, -90.03],
  ['Hawkeye Ag Equipment', '1600 Ankeny Blvd', 'Ankeny', 'IA', 41.731, -93.6],
  ['Cornhusker Packing', '5400 S 27th St', 'Omaha', 'NE', 41.206, -95.955],
  ['Wasatch Outdoor Gear DC', '2600 W 2100 S', 'Salt Lake City', 'UT', 40.727, -111.962],
  ['Rose City Coffee Roasters', '5800 N Basin Ave', 'Portland', 'OR', 45.566, -122.716],
];

/** Customers that pay detention: [name, kind, billing email]. */
/** The demo customers: name, kind, billing contacts, billing address and payment terms in days. */
const CUSTOMERS: readonly (readonly [
  string,
  'shipper' | 'receiver' | 'broker',
  readonly (readonly [string, string])[],
  string,
  number,
])[] = [
  [
    'Northline Foods',
    'shipper',
    [
      ['Accounts Payable', 'ap@northlinefoods.example'],
      ['Dana Whitfield', 'dana.whitfield@northlinefoods.example'],
    ],
    '400 Northline Pkwy, Rockford, IL 61109',
    30,
  ],
  [
    'Atlas Home Goods',
    'receiver',
    [['Freight Pay', 'freightpay@atlashome.example']],
    '18 Atlas Ct, Elgin, IL 60123',
    45,
  ],
  [
    'Summit Logistics',
    'broker',
    [['Carrier Pay', 'carrierpay@summitlogistics.example']],
    '1200 Summit Tower, Chicago, IL 60606',
    15,
  ],
  ['BrightMart Stores', 'receiver', [['Detention Desk', 'detention@brightmart.example']], '', 60],
  ['Ironwood Building Supply', 'shipper', [['Accounts Payable', 'ap@ironwood.example']], '', 30],
  ['Pioneer Freight Brokerage', 'broker', [['Billing', 'billing@pioneerfb.example']], '', 21],
  ['Harvest Valley Produce', 'shipper', [['Accounts', 'accounts@harvestvalley.example']], '', 30],
  ['Coastal Beverage Group', 'shipper', [['Accounts Payable', 'ap@coastalbev.example']], '', 30],
  ['Keystone Retail Partners', 'receiver', [['Payables', 'payables@keystoneretail.example']], '', 45],
  ['Redline Auto Parts', 'receiver', [['Accounts Payable', 'ap@redlineauto.example']], '', 30],
];

const REASONS = ['dock_full', 'paperwork_delay', 'breakdown', 'other', null] as const;

/** mulberry32: a small deterministic PRNG so the demo data is the same on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A waiting time in minutes, log-normal like real dock waits: median about 2 h 20 min, long right tail. */
export function waitMinutes(random: () => number): number {
  const u1 = Math.max(random(), 1e-9);
  const u2 = random();
  const normal = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  return Math.round(Math.min(Math.max(Math.exp(Math.log(140) + 0.55 * normal), 25), 720));
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

export interface DemoFacility {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  /** The zone at the site's position, as the API derives it when a facility is saved with one. */
  timezone: string | null;
}
export interface DemoCustomer {
  id: string;
  name: string;
  kind: 'shipper' | 'receiver' | 'broker';
  contacts: { name: string; email: string }[];
  billingAddress: string | null;
  paymentTermsDays: number;
}
export interface DemoEvent {
  id: string;
  userId: string;
  driverName: string;
  facility: DemoFacility;
  customer: DemoCustomer;
  loadNumber: string;
  reason: (typeof REASONS)[number];
  appointmentTime: number;
  checkInTime: number;
  checkOutTime: number | null;
  status: 'active' | 'completed' | 'cancelled';
}

export interface DemoFleet {
  facilities: DemoFacility[];
  customers: DemoCustomer[];
  events: DemoEvent[];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Builds the demo fleet's facilities, customers and about 640 events over the last 180 days. */
export function demoFleet(now: number, seed = 2026): DemoFleet {
  const random = prng(seed);
  const facilities = FACILITY_SITES.map(([name, address, city, state, lat, lng], i) => ({
    id: `fac_demo_${String(i + 1).padStart(2, '0')}`,
    name,
    address: `${address}, ${city}, ${state}`,
    city,
    state,
    lat,
    lng,
    timezone: zoneAt(lat, lng),
  }));
  const customers = CUSTOMERS.map(([name, kind, contacts, billingAddress, paymentTermsDays], i) => ({
    id: `cus_demo_${String(i + 1).padStart(2, '0')}`,
    name,
    kind,
    contacts: contacts.map(([contactName, email]) => ({ name: contactName, email })),
    billingAddress: billingAddress || null,
    paymentTermsDays,
  }));
  const drivers = DEMO_USERS.filter((u) => u.role === 'driver');
  // Some sites are chronically slow: the scorecards should show it.
  const slowness = facilities.map(() => 0.6 + random() * 0.9);
  const events: DemoEvent[] = [];
  for (let day = 180; day >= 0; day--) {
    const perDay = day === 0 ? 0 : Math.floor(random() * 6) + 1;
    for (let k = 0; k < perDay; k++) {
      const f = Math.floor(random() * facilities.length);
      const appointment = now - day * DAY + Math.floor((5 + random() * 12) * 60) * MINUTE - 12 * 60 * MINUTE;
      const early = Math.round((random() - 0.25) * 60);
      const checkIn = appointment - early * MINUTE;
      const wait = Math.round(waitMinutes(random) * (slowness[f] ?? 1));
      const cancelled = random() < 0.02;
      const driver = pick(random, drivers);
      events.push({
        id: '',
        userId: driver.id,
        driverName: driver.fullName,
        facility: facilities[f] as DemoFacility,
        customer: pick(random, customers),
        loadNumber: `LD-${String(400000 + Math.floor(random() * 99999))}`,
        reason: pick(random, REASONS),
        appointmentTime: appointment,
        checkInTime: checkIn,
        checkOutTime: checkIn + wait * MINUTE,
        status: cancelled ? 'cancelled' : 'completed',
      });
    }
  }
  for (const [i, e] of events.entries()) e.id = `ev_demo_${String(i + 1).padStart(4, '0')}`;
  // Drivers waiting right now: the live board and the map have something to show.
  const waitingFor = [35, 95, 118, 150, 260];
  waitingFor.forEach((minutes, i) => {
    const driver = drivers[i % drivers.length] as DemoUser;
    const facility = facilities[(i * 7 + 3) % facilities.length] as DemoFacility;
    events.push({
      id: `ev_demo_live_${i + 1}`,
      userId: driver.id,
      driverName: driver.fullName,
      facility,
      customer: customers[i % customers.length] as DemoCustomer,
      loadNumber: `LD-${String(500100 + i)}`,
      reason: i % 2 === 0 ? 'dock_full' : 'paperwork_delay',
      appointmentTime: now - (minutes + 10) * MINUTE,
      checkInTime: now - minutes * MINUTE,
      checkOutTime: null,
      status: 'active',
    });
  });
  return { facilities, customers, events };
}
