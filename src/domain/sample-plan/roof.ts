/**
 * The public sample plan, roof-water variant: Pūriri Flat School, a FICTIONAL rural school near
 * Te Awamutu (the name, people, addresses and phone numbers are invented; only the regulator's own
 * contact details are real). It is a different school from the demo school the app seeds (Kōwhai Valley
 * School): the answers start from the same carefully written roof-water plan (src/domain/plan/forms/
 * samples-*.ts), which passes every section's validation, and are given their own people and places
 * here, with the few answers where the school differs written out in full.
 *
 * Facts the plan states as rules carry their source (document, PDF page) in the answers themselves.
 */
import { SAMPLE_CONTENT_1_2 } from '../plan/forms/samples-1-2';
import { SAMPLE_CONTENT_3_4 } from '../plan/forms/samples-3-4';
import { SAMPLE_CONTENT_5_8 } from '../plan/forms/samples-5-8';

export type SampleContents = Readonly<Record<string, Record<string, unknown>>>;

/** The fictional school of the public sample. */
export const SAMPLE_SCHOOL = {
  name: 'Pūriri Flat School',
  address: '412 Pūriri Flat Road, RD 5, Te Awamutu 3875',
} as const;

/**
 * Names of the demo school and its people, and what the sample school calls them. Longest first, so a
 * full name is replaced before a part of it. A test checks that none of the demo's names is left.
 */
export const RENAMES: readonly (readonly [string, string])[] = [
  ['Kōwhai Valley School', 'Pūriri Flat School'],
  ['Kōwhai Valley', 'Pūriri Flat'],
  ['kowhaivalley', 'puririflat'],
  ['Hana Whitaker', 'Aroha Kingi'],
  ['Graeme Paterson', 'Neil Bracegirdle'],
  ['Sue Lawton', 'Karen Hobbs'],
  ['Dave Morrison', 'Mark Tuhiwai'],
  ['dave@', 'mark@'],
  ['Tama Rāwiri', 'Rangi Tāwhiri'],
  ['Sam Trent', 'Lisa van Dyk'],
  ['Jess Morgan', 'Tom Eriksen'],
  ['jess@', 'tom@'],
  ['KVS-', 'PFS-'],
  ['KOW001', 'PUR001'],
  ['TP01234', 'TP04821'],
  ['SA01234', 'SA04821'],
  ['07 871 5042', '07 872 4410'],
  ['021 458 337', '021 630 284'],
  ['027 391 6620', '027 508 1174'],
  ['021 774 012', '022 419 7735'],
];

/** Every string in a value with the renames applied (arrays and objects copied, never shared). */
export function renamed<T>(value: T): T {
  if (typeof value === 'string') {
    let s: string = value;
    for (const [from, to] of RENAMES) s = s.split(from).join(to);
    return s as T;
  }
  if (Array.isArray(value)) return value.map((v) => renamed(v)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renamed(v)])) as T;
  return value;
}

/**
 * Where Pūriri Flat's supply differs from the demo school's: a third 25,000 L tank (75,000 L in all), and a
 * fourth one planned with the new classroom block.
 */
const SUPPLY_CHANGES: readonly (readonly [string, string])[] = [
  ['two joined 25,000 L tanks', 'three joined 25,000 L tanks'],
  ['Tanks 1 and 2, which are joined at the base', 'Tanks 1, 2 and 3, which are joined at the base'],
  ['full tanks last about two weeks', 'full tanks last about three weeks'],
  [
    'Two tanks with their own isolation valves, so one can be cleaned while the other supplies',
    'Three tanks with their own isolation valves, so one can be cleaned while the others supply',
  ],
  ['third 25,000 L', 'fourth 25,000 L'],
  ['both tanks', 'all three tanks'],
];

function withChanges<T>(value: T): T {
  if (typeof value === 'string') {
    let s: string = value;
    for (const [from, to] of SUPPLY_CHANGES) s = s.split(from).join(to);
    return s as T;
  }
  if (Array.isArray(value)) return value.map((v) => withChanges(v)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withChanges(v)])) as T;
  return value;
}

const base = withChanges(renamed({ ...SAMPLE_CONTENT_1_2, ...SAMPLE_CONTENT_3_4, ...SAMPLE_CONTENT_5_8 }));

/** The roof-water sample, every one of the 28 sections answered. */
export const ROOF_SAMPLE: SampleContents = {
  ...base,
  background: {
    ...base.background,
    school_number: '2741',
  },
  storage: {
    ...base.storage,
    tanks: [
      ...(base.storage!.tanks as Record<string, unknown>[]),
      {
        id: 'tank-3',
        name: 'Tank 3, south side of the hall (added 2025)',
        material: 'polyethylene',
        volume: 25000,
        covered: true,
        last_cleaned: '2025-02-10',
      },
    ],
    storage_capacity: 75000,
  },
  'demand-storage': {
    ...base['demand-storage'],
    storage_days_required: 14,
    demand_storage_notes:
      'Our three tanks hold 75,000 L: about 23 days of water on a normal day (160 people at 20 L each) and 14 days at the peak-day figure in 2.5. The board set our own target at 14 days of peak-day use, well above the roof water Acceptable Solution’s 96 hours of average demand (Acceptable_Solution_Roof_Water, p. 6). WaiKura’s suggested 20 days would need a fourth tank, which is planned with the new classroom block (4.2). In the 2020 drought, with two tanks, we needed three deliveries between February and April.',
  },
  'water-quantity': {
    ...base['water-quantity'],
    water_quantity_assessment:
      'A normal school day uses about 3,500 L for 160 students and staff, so our three full tanks last about three weeks without rain. In most years the tanks stay above half full, but in the dry late summers of 2020 and 2025 they fell below a quarter by March and we bought carted water. Sports days, the school gala and rugby club weekends use noticeably more. The third tank was added in 2025; a fourth is planned with the new classroom block.',
  },
  distribution: {
    ...base.distribution,
    // The school has a pool (topped up from a hose tap, see 3.2 and 4.1), so the notes say so.
    backflow_notes:
      'Our one higher-risk connection is the hose tap used to top up the school pool: it has a vacuum breaker, the hose is hung up after each top-up, and a testable backflow device is in the improvement schedule (4.2). We have no irrigation system or science laboratory. The untreated garden taps are on a separate line from the tanks with no link to the treated pipes.',
  },
};
