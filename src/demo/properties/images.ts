/**
 * DEMO DATA. Pictures drawn for the generated demo listings (src/demo/properties/feed.ts): a façade
 * (an apartment block with its floors, windows and balconies, or a house with roof, door and garden) and a
 * floor-plan sketch with as many rooms as the listing has. Small, self-contained SVG: no script, no event
 * attributes, no external reference, no foreignObject, a <title>, and a visible "Beispielbild · Demo" label in
 * the lower right corner. Deterministic: the same listing seed draws the same bytes. Colours are muted façade
 * tones that sit next to the site's green and amber (src/app/globals.css).
 */

/** A small seeded PRNG (mulberry32): uniform numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const DEMO_IMAGE_LABEL = 'Beispielbild · Demo';

const W = 400;
const H = 300;
const GROUND = 262;
const FONT = 'system-ui,sans-serif';

const FACADES = ['#e9e0cf', '#dcd6cb', '#d3dfd6', '#d2dae2', '#efe8dc', '#e6cfbd', '#ecdcb0', '#d9d2e0'];
const ROOFS = ['#4a5565', '#8f5443', '#5b6470', '#6e4b3e'];
const TRIMS = ['#f8f6f1', '#ffffff', '#ece7dc'];
const DOORS = ['#1d6b57', '#165646', '#5b6470', '#8f5443', '#2f4a66'];
const GREENS = ['#7fae8f', '#6a9f7e', '#8bb59a'];
const INK = '#1b2430';
const ACCENT = '#f2b53a';
const NEIGHBOUR = '#e1e4e7';

const pick = <T,>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const n = (v: number) => String(Math.round(v * 10) / 10);
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const rectPath = (x: number, y: number, w: number, h: number) => `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`;

function svg(title: string, body: string): string {
  const label = `<rect x="262" y="272" width="132" height="22" rx="4" fill="${INK}" fill-opacity=".8"/><text x="328" y="287" font-size="12" text-anchor="middle" fill="#fff">${DEMO_IMAGE_LABEL}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="${FONT}" role="img"><title>${escapeXml(title)}</title>${body}${label}</svg>`;
}

export interface FacadeSpec {
  seed: number;
  type: 'apartment' | 'house';
  /** OpenImmo wohnungtyp / haustyp. */
  subtype: string;
  /** Apartments: the building's storeys including the ground floor. */
  storeys: number;
  /** Apartments: the listing's floor (0 = ground floor), outlined in the picture; a maisonette spans two. */
  floor: number | null;
  balcony: boolean;
  garden: boolean;
  yearBuilt: number;
  /** Day, evening light, or the street side with trees in front. */
  variant: 'day' | 'evening' | 'street';
  /** The picture's <title>. */
  title: string;
}

interface Look {
  wall: string;
  roof: string;
  trim: string;
  door: string;
  green: string;
  sky: string;
  glass: string;
  lit: string;
}

function look(seed: number, variant: FacadeSpec['variant']): Look {
  const rand = mulberry32(seed ^ 0x5eed);
  const evening = variant === 'evening';
  return {
    wall: pick(rand, FACADES),
    roof: pick(rand, ROOFS),
    trim: pick(rand, TRIMS),
    door: pick(rand, DOORS),
    green: pick(rand, GREENS),
    sky: evening ? '#cdd3e4' : '#eaf3f1',
    glass: evening ? '#4d5a6e' : '#b8cdd9',
    lit: evening ? '#f5d48c' : '#b8cdd9',
  };
}

function trees(rand: () => number, green: string, positions: number[]): string {
  return positions
    .map((x) => {
      const r = 16 + rand() * 10;
      return `<path d="${rectPath(x - 3, GROUND - 26, 6, 26)}" fill="#7a5c45"/><circle cx="${n(x)}" cy="${n(GROUND - 26 - r * 0.8)}" r="${n(r)}" fill="${green}"/>`;
    })
    .join('');
}

function apartmentFacade(spec: FacadeSpec, c: Look, rand: () => number): string {
  const storeys = Math.max(2, Math.min(8, spec.storeys));
  const cols = 4 + Math.floor(rand() * 3);
  const pitched = spec.yearBuilt < 1949;
  const fh = Math.min(30, (pitched ? 190 : 215) / storeys);
  const bw = cols * 38 + 20;
  const x0 = (W - bw) / 2;
  const top = GROUND - storeys * fh;
  const ww = pitched ? 16 : 20;
  const wh = fh * (pitched ? 0.62 : 0.55);
  const doorCol = Math.floor(cols / 2);
  // A penthouse is the set-back top storey with a roof terrace in front.
  const setBack = spec.subtype === 'PENTHOUSE' ? Math.round(bw * 0.22) : 0;
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="${c.sky}"/>`, `<rect y="${GROUND}" width="${W}" height="${H - GROUND}" fill="#d9dcd6"/>`];
  parts.push(`<path d="${rectPath(x0, top + (setBack ? fh : 0), bw, (storeys - (setBack ? 1 : 0)) * fh)}${setBack ? rectPath(x0 + setBack, top, bw - 2 * setBack, fh) : ''}" fill="${c.wall}" stroke="${INK}" stroke-opacity=".35"/>`);
  if (setBack) parts.push(`<path d="M${n(x0)} ${n(top + fh - 6)}h${bw}" stroke="${c.trim}" stroke-width="3"/><path d="M${n(x0)} ${n(top + fh - 6)}v6M${n(x0 + bw)} ${n(top + fh - 6)}v6" stroke="${INK}" stroke-opacity=".4"/>`);
  if (pitched) parts.push(`<path d="M${n(x0 - 6)} ${n(top)}L${n(x0 + 18)} ${n(top - 34)}H${n(x0 + bw - 18)}L${n(x0 + bw + 6)} ${n(top)}z" fill="${c.roof}"/><path d="${rectPath(x0 - 4, top - 3, bw + 8, 5)}" fill="${c.trim}"/>`);
  else parts.push(`<path d="${rectPath(x0 - 3 + setBack, top - 7, bw + 6 - 2 * setBack, 8)}" fill="${c.roof}"/><path d="M${n(x0)} ${n(top + fh)}${Array.from({ length: storeys - 1 }, (_, i) => `M${n(x0)} ${n(top + (i + 1) * fh)}h${bw}`).join('')}" stroke="${INK}" stroke-opacity=".15"/>`);
  let lit = '';
  let dark = '';
  let rails = '';
  const balconyCols = spec.balcony ? new Set([pitched ? 1 : 0, cols - 2]) : new Set<number>();
  for (let f = 0; f < storeys; f++) {
    const y = GROUND - (f + 1) * fh + fh * 0.2;
    for (let col = 0; col < cols; col++) {
      if (f === 0 && col === doorCol) continue;
      const x = x0 + 10 + col * 38 + (38 - ww) / 2;
      if (setBack && f === storeys - 1 && (x < x0 + setBack || x + ww > x0 + bw - setBack)) continue;
      const window = rectPath(x, y, ww, wh);
      if (spec.variant === 'evening' && rand() < 0.45) lit += window;
      else dark += window;
      if (f > 0 && balconyCols.has(col)) rails += rectPath(x - 5, y + wh - 3, ww + 10, fh * 0.3);
    }
  }
  parts.push(`<path d="${dark}" fill="${c.glass}" stroke="${c.trim}" stroke-width="2"/>`);
  if (lit) parts.push(`<path d="${lit}" fill="${c.lit}" stroke="${c.trim}" stroke-width="2"/>`);
  if (rails) parts.push(`<path d="${rails}" fill="${c.trim}" fill-opacity=".9" stroke="${INK}" stroke-opacity=".4"/>`);
  const doorX = x0 + 10 + doorCol * 38 + 9;
  parts.push(`<path d="${rectPath(doorX, GROUND - fh * 0.8, 20, fh * 0.8)}" fill="${c.door}"/>`);
  if (spec.floor !== null) {
    const span = spec.subtype === 'MAISONETTE' ? 2 : 1;
    const f = Math.max(0, Math.min(storeys - span, spec.floor));
    parts.push(`<rect x="${n(x0 - 5)}" y="${n(GROUND - (f + span) * fh + 1)}" width="${n(bw + 10)}" height="${n(span * fh - 2)}" rx="3" fill="none" stroke="${ACCENT}" stroke-width="3"/>`);
  }
  if (spec.garden) parts.push(`<path d="${rectPath(x0 - 8, GROUND - 12, bw * 0.4, 12)}${rectPath(x0 + bw * 0.6 + 8, GROUND - 12, bw * 0.4, 12)}" fill="${c.green}"/>`);
  if (spec.variant === 'street') parts.push(trees(rand, c.green, [x0 - 22, x0 + bw + 22]));
  return parts.join('');
}

interface HouseUnit {
  x: number;
  w: number;
  own: boolean;
}

function houseFacade(spec: FacadeSpec, c: Look, rand: () => number): string {
  const bungalow = spec.subtype === 'BUNGALOW';
  const storeys = bungalow ? 1 : 2;
  const fh = 50;
  const bodyTop = GROUND - storeys * fh;
  const units: HouseUnit[] =
    spec.subtype === 'DOPPELHAUSHAELFTE'
      ? [{ x: 90, w: 110, own: true }, { x: 200, w: 110, own: false }]
      : /^REIHEN/.test(spec.subtype)
        ? [{ x: 30, w: 112, own: false }, { x: 142, w: 116, own: true }, { x: 258, w: 112, own: false }]
        : bungalow
          ? [{ x: 70, w: 260, own: true }]
          : [{ x: 105, w: 190, own: true }];
  const left = units[0]!.x;
  const right = units.at(-1)!.x + units.at(-1)!.w;
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="${c.sky}"/>`, `<rect y="${GROUND}" width="${W}" height="${H - GROUND}" fill="${spec.garden ? '#cfe3d2' : '#d9dcd6'}"/>`];
  const roofH = bungalow ? 34 : 62;
  parts.push(
    bungalow
      ? `<path d="M${left - 14} ${bodyTop}L${left + 30} ${bodyTop - roofH}H${right - 30}L${right + 14} ${bodyTop}z" fill="${c.roof}"/>`
      : `<path d="M${left - 12} ${bodyTop}L${(left + right) / 2} ${bodyTop - roofH - (right - left) * 0.08}L${right + 12} ${bodyTop}z" fill="${c.roof}"/>`,
  );
  if (!bungalow) parts.push(`<path d="${rectPath(right - 58, bodyTop - roofH + 2, 14, 30)}" fill="${c.roof}" stroke="${INK}" stroke-opacity=".3"/>`);
  let windows = '';
  let lit = '';
  for (const unit of units) {
    parts.push(`<path d="${rectPath(unit.x, bodyTop, unit.w, storeys * fh)}" fill="${unit.own ? c.wall : NEIGHBOUR}" stroke="${INK}" stroke-opacity=".35"/>`);
    const cols = Math.max(2, Math.round(unit.w / 52));
    const step = unit.w / cols;
    for (let f = 0; f < storeys; f++) {
      for (let col = 0; col < cols; col++) {
        const isDoor = f === 0 && col === (bungalow ? 1 : unit.own ? cols - 1 : 0);
        const x = unit.x + col * step + step / 2;
        if (isDoor) {
          parts.push(`<path d="${rectPath(x - 11, GROUND - 40, 22, 40)}" fill="${unit.own ? c.door : '#aab1b8'}"/>`);
          continue;
        }
        const window = rectPath(x - 13, GROUND - (f + 1) * fh + 12, 26, 24);
        if (unit.own && spec.variant === 'evening' && rand() < 0.6) lit += window;
        else windows += window;
      }
    }
  }
  parts.push(`<path d="${windows}" fill="${c.glass}" stroke="${c.trim}" stroke-width="2"/>`);
  if (lit) parts.push(`<path d="${lit}" fill="${c.lit}" stroke="${c.trim}" stroke-width="2"/>`);
  if (spec.balcony && !bungalow) {
    const own = units.find((u) => u.own)!;
    parts.push(`<path d="${rectPath(own.x + 8, GROUND - fh - 6, Math.min(70, own.w - 16), 10)}" fill="${c.trim}" stroke="${INK}" stroke-opacity=".4"/>`);
  }
  if (spec.garden) {
    parts.push(`<path d="M0 ${GROUND + 8}H${W}" stroke="#ffffff" stroke-width="12" stroke-dasharray="3 6"/>`);
    parts.push(trees(rand, c.green, spec.variant === 'street' ? [34, W - 34] : [rand() < 0.5 ? 34 : W - 34]));
    parts.push(`<ellipse cx="${n(left + 20)}" cy="${GROUND}" rx="26" ry="11" fill="${c.green}"/>`);
  }
  return parts.join('');
}

/** The façade of the listing's building. */
export function facadeSvg(spec: FacadeSpec): string {
  const rand = mulberry32(spec.seed);
  const c = look(spec.seed, spec.variant);
  return svg(spec.title, spec.type === 'apartment' ? apartmentFacade(spec, c, rand) : houseFacade(spec, c, rand));
}

export interface FloorPlanSpec {
  seed: number;
  /** The listing's rooms (half rooms allowed): the plan has floor(rooms) rooms and one half room for x.5. */
  rooms: number;
  livingArea: number;
  /** One level, or two side by side (houses except bungalows, maisonettes). */
  levels: 1 | 2;
  language: 'de' | 'en';
  title: string;
}

const ROOM_NAMES = {
  de: { first: 'Wohnen', single: 'Wohnen/Schlafen', second: 'Schlafen', more: ['Kind', 'Arbeiten', 'Zimmer', 'Gast', 'Zimmer', 'Zimmer'], half: '½ Zimmer', kitchen: 'Küche', bath: 'Bad', wc: 'WC', hall: 'Flur', levels: ['EG', 'OG'], area: 'Wohnfläche ca.', sketch: 'Grundriss-Skizze, nicht maßstäblich' },
  en: { first: 'Living', single: 'Living/Bed', second: 'Bedroom', more: ['Child', 'Study', 'Room', 'Guest', 'Room', 'Room'], half: '½ room', kitchen: 'Kitchen', bath: 'Bath', wc: 'WC', hall: 'Hall', levels: ['Ground floor', 'Upper floor'], area: 'Living area approx.', sketch: 'Floor plan sketch, not to scale' },
};

interface PlanRoom {
  name: string;
  weight: number;
  /** full: counts as a room; half: a half room; null: kitchen, bath, hall. */
  kind: 'full' | 'half' | null;
}

function layoutLevel(rooms: PlanRoom[], x: number, y: number, w: number, h: number): string {
  // Rooms in rows of about equal weight: at most one room per 56 units of width in a row, and two rows from three rooms.
  const perRow = Math.floor(w / 56);
  const rowCount = Math.max(rooms.length > 2 ? 2 : 1, Math.ceil(rooms.length / perRow));
  const total = rooms.reduce((s, r) => s + r.weight, 0);
  const rows: PlanRoom[][] = [[]];
  let acc = 0;
  rooms.forEach((room, i) => {
    const row = rows.at(-1)!;
    const left = rooms.length - i;
    const rowsLeft = rowCount - rows.length;
    if (row.length > 0 && rowsLeft > 0 && (acc + room.weight / 2 > (total * rows.length) / rowCount || left <= rowsLeft || row.length >= perRow)) rows.push([room]);
    else row.push(room);
    acc += room.weight;
  });
  const out: string[] = [];
  const rowH = h / rows.length;
  rows.forEach((row, i) => {
    const rowTotal = row.reduce((s, r) => s + r.weight, 0);
    let rx = x;
    for (const room of row) {
      const rw = (w * room.weight) / rowTotal;
      const ry = y + i * rowH;
      const cls = room.kind === 'full' ? ' class="room"' : room.kind === 'half' ? ' class="room half"' : '';
      out.push(`<rect${cls} x="${n(rx)}" y="${n(ry)}" width="${n(rw)}" height="${n(rowH)}" fill="${room.kind ? '#ffffff' : '#f1efe9'}" stroke="${INK}" stroke-width="1.5"/>`);
      const size = rw < 56 ? 9 : 11;
      const name = rw < 50 && room.kind === 'half' ? '½' : room.name;
      out.push(`<text x="${n(rx + rw / 2)}" y="${n(ry + rowH / 2 + size / 3)}" font-size="${size}" text-anchor="middle" fill="${INK}">${escapeXml(name)}</text>`);
      rx += rw;
    }
  });
  out.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="${INK}" stroke-width="4"/>`);
  return out.join('');
}

/** Of a two-level plan's whole rooms, how many besides the living room are downstairs (a third of the rest); the others, the half room and the bath are upstairs. */
export const downstairsRooms = (wholeRooms: number) => Math.floor(Math.max(0, wholeRooms - 1) / 3);

/** A floor-plan sketch: the listing's rooms, kitchen, bath and hall; houses and maisonettes on two levels. */
export function floorPlanSvg(spec: FloorPlanSpec): string {
  const t = ROOM_NAMES[spec.language];
  const rand = mulberry32(spec.seed ^ 0x9a11);
  const full = Math.max(1, Math.floor(spec.rooms));
  const half = spec.rooms - Math.floor(spec.rooms) >= 0.5;
  const counted: PlanRoom[] = [];
  for (let i = 0; i < full; i++) {
    const name = full === 1 ? t.single : i === 0 ? t.first : i === 1 ? t.second : t.more[(i - 2) % t.more.length]!;
    counted.push({ name, weight: i === 0 ? 1.7 + rand() * 0.4 : 0.95 + rand() * 0.3, kind: 'full' });
  }
  const halfRoom: PlanRoom[] = half ? [{ name: t.half, weight: 0.6, kind: 'half' }] : [];
  const service = (wc: boolean): PlanRoom[] => [
    { name: t.kitchen, weight: 0.75, kind: null },
    { name: wc ? t.wc : t.bath, weight: wc ? 0.45 : 0.6, kind: null },
    { name: t.hall, weight: 0.55, kind: null },
  ];
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="#fbfaf7"/>`];
  if (spec.levels === 1) {
    parts.push(layoutLevel([...counted, ...halfRoom, ...service(false)], 24, 40, 352, 214));
  } else {
    const downstairsExtra = downstairsRooms(counted.length);
    const down = [counted[0]!, ...counted.slice(2, 2 + downstairsExtra), ...service(true)];
    const up = [...counted.slice(1, 2), ...counted.slice(2 + downstairsExtra), ...halfRoom, { name: t.bath, weight: 0.6, kind: null } as PlanRoom, { name: t.hall, weight: 0.45, kind: null } as PlanRoom];
    parts.push(`<text x="24" y="52" font-size="11" fill="${INK}">${escapeXml(t.levels[0]!)}</text><text x="208" y="52" font-size="11" fill="${INK}">${escapeXml(t.levels[1]!)}</text>`);
    parts.push(layoutLevel(down, 24, 60, 168, 194), layoutLevel(up, 208, 60, 168, 194));
  }
  parts.push(`<text x="24" y="24" font-size="12" fill="${INK}">${escapeXml(`${t.area} ${Math.round(spec.livingArea)} m²`)}</text><text x="376" y="24" font-size="10" text-anchor="end" fill="#4a5565">${escapeXml(t.sketch)}</text>`);
  return svg(spec.title, parts.join(''));
}
