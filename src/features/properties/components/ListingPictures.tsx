import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routes';
import { imageSizeUrl, imageSrcSet, imageUrl, type PictureImage } from '../listing-images';
import { listingTitle, type DescribedListing } from '../listing-texts';

export interface ListingPicture extends PictureImage {
  title: string;
  kind: string;
}

const GALLERY_SIZES = '(min-width: 1024px) 45vw, (min-width: 640px) 70vw, 85vw';
const PLAN_SIZES = '(min-width: 1024px) 60vw, 100vw';

/**
 * A listing's photos and floor plans (issue 48): the photos in the gallery, the floor plans (OpenImmo `GRUNDRISS`) in
 * a section of their own. A raster image is a <picture> of its sizes (WebP first, JPEG for the rest; no JavaScript)
 * with its proportions as width and height; an SVG (the demo feed's drawings) is its own file. Only the first photo
 * loads at once, with high priority; the others are lazy. The alt text is generated in the page's language ("Photo 2
 * of 5: 2-room apartment in Munich"), with the provider's caption after it, marked as theirs when the feed's
 * language is not the page's.
 */
export async function ListingPictures({ locale, listing, images }: { locale: Locale; listing: DescribedListing & { language: string }; images: ListingPicture[] }) {
  const t = await getTranslations({ locale, namespace: 'properties' });
  const tl = (key: string, values?: Record<string, string | number>) => t(`listing.${key}` as 'listing.facts', values as never);
  const title = listingTitle(listing, locale);
  const photos = images.filter((i) => i.kind !== 'floorplan');
  const plans = images.filter((i) => i.kind === 'floorplan');
  const alt = (key: 'picture' | 'floorPlan', image: ListingPicture, n: number, count: number) => {
    const generated = tl(key, { n, count, title });
    const caption = image.title.trim();
    if (!caption) return generated;
    return tl(listing.language === locale ? 'captionSame' : 'captionForeign', { alt: generated, caption });
  };
  return (
    <>
      {photos.length > 0 && (
        <section aria-labelledby="listing-gallery">
          <h2 id="listing-gallery" className="sr-only">{tl('gallery')}</h2>
          <ul className="flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2" data-testid="listing-gallery" tabIndex={0} aria-label={tl('gallery')}>
            {photos.map((image, i) => (
              <li key={image.id} className="w-[85%] shrink-0 snap-start sm:w-[70%]">
                <Picture image={image} alt={alt('picture', image, i + 1, photos.length)} sizes={GALLERY_SIZES} first={i === 0} className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover" />
              </li>
            ))}
          </ul>
        </section>
      )}
      {plans.length > 0 && (
        <section aria-labelledby="listing-floor-plans" data-testid="listing-floor-plans">
          <h2 id="listing-floor-plans" className="text-xl font-semibold text-ink">{tl('floorPlans')}</h2>
          <ul className="mt-3 flex flex-col gap-4">
            {plans.map((image, i) => (
              <li key={image.id}>
                <Picture image={image} alt={alt('floorPlan', image, i + 1, plans.length)} sizes={PLAN_SIZES} first={false} className="h-auto w-full rounded-xl border border-slate-200 bg-white object-contain" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/**
 * One image: a <picture> of its WebP and JPEG sizes, or its own file (SVG, or raster stored before its sizes). `first`:
 * loaded at once with high priority, else lazily. `lang`: the alt text's language, when not the page's.
 */
export function Picture({ image, alt, sizes, first, className, lang }: { image: PictureImage; alt: string; sizes: string; first: boolean; className: string; lang?: string }) {
  const loading = { loading: first ? ('eager' as const) : ('lazy' as const), decoding: 'async' as const, ...(first ? { fetchPriority: 'high' as const } : {}), ...(lang ? { lang } : {}) };
  const webp = imageSrcSet(image, 'webp');
  const jpg = imageSrcSet(image, 'jpg');
  if (!webp || !jpg || image.width === null || image.height === null) {
    // eslint-disable-next-line @next/next/no-img-element -- the listing's own file (SVG, or an image stored before its sizes) from /api/listings/images.
    return <img src={imageUrl(image.id)} alt={alt} width={800} height={600} {...loading} className={className} />;
  }
  return (
    <picture>
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      <source type="image/jpeg" srcSet={jpg} sizes={sizes} />
      <img src={imageSizeUrl(image, 960, 'jpg')} alt={alt} width={image.width} height={image.height} {...loading} className={className} />
    </picture>
  );
}
