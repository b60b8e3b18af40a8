/**
 * The street map's server side (ADR 049): whether tiles are configured (MAP_TILES_URL, src/lib/map-tiles.ts) and the
 * map's texts in the page's language. Without tiles the pages render the sketch alone and send no map JavaScript.
 */
import { getTranslations } from 'next-intl/server';
import { env } from '@/env';
import type { Locale } from '@/i18n/routes';
import { mapTilesSource, type MapTilesSource } from '@/lib/map-tiles';
import type { StreetMapTextsAll } from './components/StreetMap';
import type { Box } from './map-geometry';

export function configuredTiles(): MapTilesSource | null {
  return mapTilesSource(env.MAP_TILES_URL);
}

export async function streetMapTexts(locale: Locale): Promise<StreetMapTextsAll> {
  const t = await getTranslations({ locale, namespace: 'properties.streetMap' });
  return {
    mapTitle: t('mapTitle'),
    zoomIn: t('zoomIn'),
    zoomOut: t('zoomOut'),
    attribution: t('attribution'),
    cluster: t('cluster', { count: '{count}' }),
    areaHandle: t('areaHandle'),
    caption: t('caption'),
    searchArea: t('searchArea'),
    searchAreaBusy: t('searchAreaBusy'),
    searchAreaNone: t('searchAreaNone'),
  };
}

export function boundsOf(box: Box): [number, number, number, number] {
  return [box.west, box.south, box.east, box.north];
}
