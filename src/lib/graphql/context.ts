import type { PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';

/** A cookie an operation sets on the response (the server plugin writes them as Set-Cookie headers). */
export interface ResponseCookie {
  name: string;
  value: string;
  options: { httpOnly: boolean; secure: boolean; sameSite: 'lax'; path: string; maxAge: number };
}

/** What every resolver gets besides its arguments; the services are lazy (calculations need none of them). */
export interface GraphQLContext {
  request: Request;
  db(): Promise<Database>;
  mailQueue(): Promise<PgBoss>;
  setCookie(cookie: ResponseCookie): void;
  now(): Date;
}

export interface GraphQLServices {
  db(): Promise<Database>;
  mailQueue(): Promise<PgBoss>;
  now?(): Date;
}
