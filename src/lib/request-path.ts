import 'server-only';
import { headers } from 'next/headers';

/** The public path of the current request (set by src/proxy.ts), e.g. for not-found pages. */
export async function requestPath(): Promise<string | null> {
  return (await headers()).get('x-pathname');
}
