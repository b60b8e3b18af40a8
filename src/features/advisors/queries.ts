import 'server-only';
import { getDb } from '@/db';
import { listActiveAdvisors, type Advisor } from './repository';

/** The active advisors, for server components (they never import the database themselves). */
export async function activeAdvisors(): Promise<Advisor[]> {
  return listActiveAdvisors(await getDb());
}
