'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { MapTilesSource } from '@/lib/map-tiles';
import type { StreetMapPlace, StreetMapPoint, StreetMapTexts } from '../street-map-client';

export interface StreetMapTextsAll extends StreetMapTexts {
  /** The caption once the street map shows (the sketch's own caption is `sketchCaption`). */
  caption: string;
  searchArea: string;
  searchAreaBusy: string;
  searchAreaNone: string;
}

/**
 * The street map island (issue 48 part 6, ADR 049). The server-drawn sketch (`children`) is the first paint, the view
 * without JavaScript and the fallback; when the map comes near the viewport, MapLibre and the tiles are loaded (a
 * dynamic import: never part of the page's first load) and the street map takes the sketch's place, same size, no
 * shift. When it cannot draw (no WebGL, the tiles unreachable), the sketch stays.
 *
 * A moved search area offers "Search this area": the nearest postal code (GET /api/properties/nearest-place) goes
 * into the search form's place field and the form is sent, with every other filter as it is.
 */
export function StreetMap({
  children,
  tiles,
  points,
  places,
  bounds,
  area = null,
  single = false,
  texts,
  sketchCaption,
  captionId,
  formId,
}: {
  children: ReactNode;
  tiles: MapTilesSource;
  points: StreetMapPoint[];
  places: StreetMapPlace[];
  bounds: [number, number, number, number];
  area?: { lat: number; lon: number; radiusKm: number } | null;
  single?: boolean;
  texts: StreetMapTextsAll;
  sketchCaption?: string;
  captionId?: string;
  formId?: string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const mapBox = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'sketch' | 'loading' | 'ready' | 'failed'>('sketch');
  const [moved, setMoved] = useState<{ lat: number; lon: number } | null>(null);
  const [areaStatus, setAreaStatus] = useState<'idle' | 'busy' | 'none'>('idle');

  useEffect(() => {
    const el = frame.current;
    if (!el || !mapBox.current) return;
    let cleanup: (() => void) | null = null;
    let cancelled = false;
    const start = () => {
      setState('loading');
      import('../street-map-client')
        .then(({ mountStreetMap }) => {
          if (cancelled || !mapBox.current) return;
          cleanup = mountStreetMap(mapBox.current, {
            tiles,
            points,
            places,
            bounds,
            area,
            single,
            texts,
            onReady: () => setState('ready'),
            onFailed: () => setState('failed'),
            onAreaMoved: (centre) => {
              setMoved(centre);
              setAreaStatus('idle');
            },
          });
        })
        .catch(() => setState('failed'));
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
      cleanup?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- built once per page view: its inputs come from the server and never change
  }, []);

  const searchHere = async () => {
    if (!moved || !formId) return;
    setAreaStatus('busy');
    const response = await fetch(`/api/properties/nearest-place?lat=${moved.lat.toFixed(5)}&lon=${moved.lon.toFixed(5)}`).catch(() => null);
    const body = response?.ok ? ((await response.json()) as { postal_code: string }) : null;
    const form = document.getElementById(formId);
    const place = form?.querySelector<HTMLInputElement>('input[name="place"]');
    if (!body || !(form instanceof HTMLFormElement) || !place) {
      setAreaStatus('none');
      return;
    }
    place.value = body.postal_code;
    form.requestSubmit();
  };

  const ready = state === 'ready';
  return (
    <>
      <div ref={frame} className="relative" data-testid="street-map-frame" data-state={state}>
        <div className={ready ? 'invisible' : undefined}>{children}</div>
        <div ref={mapBox} className={`absolute inset-0 overflow-hidden rounded-[inherit] ${ready ? '' : 'pointer-events-none opacity-0'}`} data-testid="street-map" aria-hidden={ready ? undefined : true} />
        {ready && moved && (
          <div className="absolute inset-x-0 top-2 flex justify-center">
            <button type="button" onClick={searchHere} disabled={areaStatus === 'busy'} className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow hover:bg-brand-800 disabled:opacity-70" data-testid="street-map-search-area">
              {areaStatus === 'busy' ? texts.searchAreaBusy : texts.searchArea}
            </button>
          </div>
        )}
      </div>
      {ready && areaStatus === 'none' && (
        <p role="alert" className="px-4 pt-2 text-sm text-red-700">
          {texts.searchAreaNone}
        </p>
      )}
      {sketchCaption !== undefined && (
        <figcaption id={captionId} className="px-4 py-2 text-xs text-muted">
          {ready ? texts.caption : sketchCaption}
        </figcaption>
      )}
    </>
  );
}
