import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { count } from 'drizzle-orm';
import { DEMO_FILLED_SECTIONS, seedDemoPlan } from '../features/plan/demo';
import type { Db } from './client';
import { accounts, contractorAssignments, schoolLocations, schools, users, viewerAccess } from './schema';

export const DEMO_SCHOOLS = [
  {
    key: 'first',
    name: 'Kōwhai Valley School',
    slug: 'kowhai-valley-school',
    legacyIds: ['KOWHAI_VALLEY_SCHOOL_ID'],
    region: 'Waikato',
    address: '412 Kōwhai Valley Road, RD 5, Te Awamutu 3875',
    waterSource: 'roof',
  },
  {
    key: 'second',
    name: 'Tōtara Ridge Area School',
    slug: 'totara-ridge-area-school',
    legacyIds: ['TOTARA_RIDGE_SCHOOL_ID'],
    region: 'Manawatū-Whanganui',
    address: '45 Ridge Road, Tōtara Ridge',
    waterSource: 'bore',
  },
] as const;

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.waikura.nz', name: 'Aroha Admin', role: 'admin', school: null },
  { email: 'staff@demo.waikura.nz', name: 'Sam Provider', role: 'waikura', school: null },
  { email: 'principal@demo.waikura.nz', name: 'Mere Principal', role: 'principal', school: 'first' },
  { email: 'office@demo.waikura.nz', name: 'Olivia Office', role: 'school_admin', school: 'first' },
  { email: 'principal2@demo.waikura.nz', name: 'Tama Principal', role: 'principal', school: 'second' },
  { email: 'contractor@demo.waikura.nz', name: 'Chris Contractor', role: 'contractor', school: null },
  { email: 'viewer@demo.waikura.nz', name: 'Vera Viewer', role: 'viewer', school: 'first' },
] as const;

export type DemoRole = (typeof DEMO_ACCOUNTS)[number]['role'];

export interface SeedResult {
  seeded: boolean;
  password?: string;
  schools: Record<'first' | 'second', string>;
}

/** A password a person can read aloud, when DEMO_PASSWORD is not set. */
export function generateDemoPassword(): string {
  const words = ['tui', 'kauri', 'awa', 'roto', 'puna', 'maunga', 'kereru', 'ngahere', 'moana', 'ua'];
  const pick = () => words[randomBytes(1)[0]! % words.length]!;
  return `${pick()}-${pick()}-${pick()}-${randomBytes(2).toString('hex')}`;
}

/** Seeds the demo schools and accounts once: only into a database with no users. */
export async function seedDemo(db: Db, opts: { password?: string; now?: Date }): Promise<SeedResult> {
  const [row] = await db.select({ n: count() }).from(users);
  if (Number(row?.n ?? 0) > 0) return { seeded: false, schools: { first: '', second: '' } };
  const password = opts.password ?? generateDemoPassword();
  const hash = await hashPassword(password);
  const now = opts.now ?? new Date();
  const result = await db.transaction(async (tx) => {
    const ids = {} as Record<'first' | 'second', string>;
    for (const s of DEMO_SCHOOLS) {
      const { key, ...values } = s;
      const [created] = await tx
        .insert(schools)
        .values({ ...values, legacyIds: [...values.legacyIds] })
        .returning({ id: schools.id });
      ids[key] = created!.id;
    }
    const userIds: Record<string, string> = {};
    for (const a of DEMO_ACCOUNTS) {
      const id = randomBytes(16).toString('hex');
      userIds[a.email] = id;
      const schoolId = a.school ? ids[a.school] : null;
      const schoolName = a.school ? DEMO_SCHOOLS.find((s) => s.key === a.school)!.name : null;
      await tx.insert(users).values({
        id,
        email: a.email,
        name: a.name,
        emailVerified: true,
        role: a.role,
        schoolId,
        schoolName,
      });
      await tx.insert(accounts).values({
        id: randomBytes(16).toString('hex'),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: hash,
      });
    }
    const admin = userIds['admin@demo.waikura.nz'];
    await tx.insert(contractorAssignments).values({
      contractorId: userIds['contractor@demo.waikura.nz']!,
      schoolId: ids.first,
      assignedBy: admin,
    });
    await tx.insert(viewerAccess).values({
      userId: userIds['viewer@demo.waikura.nz']!,
      schoolId: ids.first,
      expiresAt: new Date(now.getTime() + 30 * 86_400_000),
      grantedBy: admin,
    });
    // Issue 19: demo places for the provider's map (approximate points near Te Awamutu and in Manawatū).
    await tx.insert(schoolLocations).values([
      { schoolId: ids.first, lat: -38.02, lng: 175.35 },
      { schoolId: ids.second, lat: -40.15, lng: 175.62 },
    ]);
    return {
      seeded: true as const,
      password,
      schools: ids,
      principalId: userIds['principal@demo.waikura.nz']!,
    };
  });
  await seedDemoPlan(
    db,
    result.schools.first,
    { id: result.principalId, name: 'Mere Principal' },
    DEMO_FILLED_SECTIONS,
    now,
  );
  return { seeded: true, password, schools: result.schools };
}
