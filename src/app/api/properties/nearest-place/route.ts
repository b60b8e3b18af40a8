/**
 * GET /api/properties/nearest-place?lat=52.52&lon=13.40 — the postal code whose centre is nearest to a point
 * (ADR 049): the street map's "Search this area" turns the moved search area's centre into the search form's place.
 * Answer: `{ postal_code, place, lat, lon, distance_km }` (GeoNames centres, src/datasets/postal-places.json).
 * Errors: 400 INVALID_INPUT with `params.fields` (`lat`/`lon`: required, notANumber or outOfRange), 400 UNKNOWN_INPUT
 * for another parameter, 404 NOT_FOUND when no postal code's centre lies within 30 km (outside Germany). The same
 * for everyone and fixed data: cached a day.
 */
import { z } from 'zod';
import { nearestPostalPlace } from '@/features/properties/server';
import { AppError, errorResponse } from '@/lib/app-error';

const coordinate = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^-?\d{1,3}(\.\d{1,7})?$/, 'notANumber')
    .transform(Number)
    .refine((n) => n >= min && n <= max, 'outOfRange');

const query = z.object({ lat: coordinate(-90, 90), lon: coordinate(-180, 180) }).strict();

export function GET(request: Request): Response {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = query.safeParse({ lat: params.lat ?? '', lon: params.lon ?? '', ...params });
  if (!parsed.success) {
    const unknown = parsed.error.issues.find((i) => i.code === 'unrecognized_keys');
    if (unknown) return errorResponse(new AppError('UNKNOWN_INPUT', null, { fields: unknown.keys }));
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    return errorResponse(new AppError('INVALID_INPUT', null, { fields }));
  }
  const place = nearestPostalPlace(parsed.data);
  if (!place) return errorResponse('NOT_FOUND');
  return Response.json(
    { postal_code: place.postalCode, place: place.place, lat: place.lat, lon: place.lon, distance_km: place.distanceKm },
    { headers: { 'Cache-Control': 'public, max-age=86400' } },
  );
}
