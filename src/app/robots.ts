import type { MetadataRoute } from 'next';
import { env } from '@/env';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/en/account', '/de/konto'] }],
    sitemap: new URL('/sitemap.xml', env.PUBLIC_BASE_URL).toString(),
  };
}
