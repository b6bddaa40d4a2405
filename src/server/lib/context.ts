import type { Logger } from 'pino';
import type { Auth } from '../auth/auth';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Mailer } from '../integrations/mail';
import type { SchoolAction } from '../policy/policy';

export interface Deps {
  database: Database;
  db: Db;
  config: Config;
  mailer: Mailer;
  auth: Auth;
  log: Logger;
  /** The clock: tests fix it. */
  now: () => Date;
}

/** The signed-in user, as read from the database on every request. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: string;
  schoolId: string | null;
  emailVerified: boolean;
}

/** A school as the API returns it (see db/columns.ts). */
export interface SchoolRecord {
  id: string;
  name: string;
  slug: string;
  moeNumber: number | null;
  region: string | null;
  address: string | null;
  waterSource: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    user: SessionUser | null;
    sessionId: string | null;
    /** The name and slug of the signed-in user's own school, read with the session. */
    userSchool: { name: string; slug: string } | null;
    clientIp: string;
    userAgent: string;
    school: SchoolRecord;
    schoolActions: SchoolAction[];
    /** The verified session token the session middleware left to the route's guard (auth/session.ts). */
    deferredToken: string | null;
    /** The unread count read with the session by the unread-count route's guard (notifications). */
    unreadCount: number | null;
  };
}
