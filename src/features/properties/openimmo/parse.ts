/**
 * OpenImmo 1.2.x documents → listing records (issue 25, ADR 028). Reads the elements a buyer filters and compares
 * on; everything else in the document is ignored. A property that is not a residential purchase (apartment or
 * house for sale) or lacks what a listing needs (listing number, price, living area, a known postal code) is
 * refused with a code and the field. Parsing is fast-xml-parser's, one `<immobilie>` at a time (issue 47, ADR 048's
 * session-28 amendment): a scan of the text finds each property's element, and only that element becomes a tree.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export type ListingType = 'apartment' | 'house';

export interface ListingImageRef {
  /** The file's path inside the zip (`<daten><pfad>`). */
  path: string;
  title: string;
  /** TITELBILD | BILD | GRUNDRISS | … */
  group: string;
}

export interface ListingRecord {
  providerId: string;
  providerName: string;
  externalId: string;
  type: ListingType;
  subtype: string | null;
  street: string | null;
  houseNumber: string | null;
  addressPublic: boolean;
  postalCode: string;
  place: string;
  lat: number | null;
  lon: number | null;
  price: number;
  livingArea: number;
  plotArea: number | null;
  rooms: number | null;
  floor: number | null;
  yearBuilt: number | null;
  condition: string | null;
  energyClass: string | null;
  energyValue: number | null;
  energyCertificate: 'BEDARF' | 'VERBRAUCH' | null;
  energySource: string | null;
  heating: string | null;
  balcony: boolean;
  garden: boolean;
  lift: boolean;
  parking: boolean;
  cellar: boolean;
  hausgeld: number | null;
  buyerCommission: number | null;
  buyerCommissionText: string | null;
  title: string;
  description: string;
  locationText: string | null;
  featuresText: string | null;
  language: 'de' | 'en';
  /** OpenImmo 1.2.7's one text in a further language (`<freitexte><objekt_text lang="en">`), when its language is another than `language`. */
  objectText: string | null;
  /** That text's language: the `lang` attribute's primary subtag, lower case ("en" of "en-GB"). */
  objectTextLanguage: string | null;
  images: ListingImageRef[];
  /** Whether the document marks the object as demo data (user_defined_simplefield feldname="demo"). */
  demo: boolean;
}

export type RefusalCode =
  | 'NOT_A_PURCHASE'
  | 'NOT_RESIDENTIAL'
  | 'MISSING_LISTING_NUMBER'
  | 'MISSING_FIELD'
  | 'BAD_NUMBER'
  | 'OUT_OF_RANGE'
  | 'BAD_POSTAL_CODE';

export type ParsedProperty =
  | { kind: 'listing'; record: ListingRecord }
  | { kind: 'delete'; providerId: string; externalId: string }
  | { kind: 'refused'; externalId: string | null; code: RefusalCode; field: string; detail: string };

/** DOCTYPE: the document declares a DOCTYPE or an entity (issue 47); such documents are not read at all. */
export type DocumentRefusal = { ok: false; code: 'NOT_XML' | 'NOT_OPENIMMO' | 'UNSUPPORTED_VERSION' | 'DOCTYPE'; detail: string };
export type ParsedDocument = { ok: true; version: string; properties: ParsedProperty[] } | DocumentRefusal;
/**
 * A document that was checked whole (declarations, well-formedness, root, version) and whose properties are mapped
 * one `<immobilie>` at a time as `properties()` is iterated (ADR 048, session 28): `count` is known beforehand, and
 * only one property's tree exists at once.
 */
export type OpenedDocument = { ok: true; version: string; count: number; properties: () => Generator<ParsedProperty, void, undefined> } | DocumentRefusal;

type Node = Record<string, unknown>;

const ARRAYS = new Set(['anbieter', 'immobilie', 'anhang', 'energiepass', 'objekt_text', 'user_defined_simplefield']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  // Namespaced documents (<openimmo xmlns="…">, prefixes) map to the plain names.
  removeNSPrefix: true,
  isArray: (name) => ARRAYS.has(name),
});

const asNode = (v: unknown): Node => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : {});
const asList = (v: unknown): Node[] => (Array.isArray(v) ? v.map(asNode) : v === undefined ? [] : [asNode(v)]);

/** An element's text: a plain string, or `#text` when it also has attributes. */
function text(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number') return String(v);
  if (v && typeof v === 'object' && '#text' in (v as Node)) return text((v as Node)['#text']);
  return null;
}

const TRUE = new Set(['true', '1']);
const truthy = (v: unknown): boolean => TRUE.has((text(v) ?? '').toLowerCase());
/** Names of an element's attributes that are true (`<fahrstuhl PERSONEN="true"/>` → ['PERSONEN']). */
const trueAttributes = (v: unknown): string[] =>
  Object.entries(asNode(v))
    .filter(([k, value]) => k.startsWith('@') && TRUE.has(String(value).toLowerCase()))
    .map(([k]) => k.slice(1));

class Refusal extends Error {
  constructor(
    readonly code: RefusalCode,
    readonly field: string,
    readonly detail: string,
  ) {
    super(`${code} ${field}: ${detail}`);
  }
}

/** xsd:decimal: digits with an optional decimal point (no thousands separators, no comma). */
function decimal(v: unknown, field: string, { min, max }: { min: number; max: number }): number | null {
  const t = text(v);
  if (t === null) return null;
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t)) throw new Refusal('BAD_NUMBER', field, `"${t}" is not a decimal number (OpenImmo writes 350000.00)`);
  const n = Number(t);
  if (n < min || n > max) throw new Refusal('OUT_OF_RANGE', field, `${t} is outside ${min}–${max}`);
  return n;
}

function required<T>(value: T | null, field: string): T {
  if (value === null) throw new Refusal('MISSING_FIELD', field, 'missing or empty');
  return value;
}

/** The buyer's commission as a fraction incl. VAT from `aussen_courtage` ("3,57 % inkl. MwSt."), or null. */
export function commissionFraction(raw: string | null, withVat: string | null): number | null {
  if (raw === null) return null;
  if (/provisionsfrei|courtagefrei|keine\s+(käufer)?provision/i.test(raw)) return 0;
  const m = /(\d{1,2}(?:[.,]\d{1,3})?)\s*%/.exec(raw);
  if (!m) return null;
  const percent = Number(m[1]!.replace(',', '.'));
  const net = withVat === 'false' && !/inkl|incl/i.test(raw);
  return Math.round((net ? percent * 1.19 : percent) * 100) / 10000;
}

const HEATING_ORDER = ['FERN', 'ZENTRAL', 'FUSSBODEN', 'ETAGE', 'OFEN'];

function mapProperty(immobilie: Node, provider: { id: string; name: string }): ParsedProperty {
  const techn = asNode(immobilie.verwaltung_techn);
  const externalId = text(techn.objektnr_extern);
  const action = (String(asNode(techn.aktion)['@aktionart'] ?? '') || 'CHANGE').toUpperCase();
  try {
    if (!externalId) throw new Refusal('MISSING_LISTING_NUMBER', 'verwaltung_techn/objektnr_extern', 'missing or empty');
    if (action === 'DELETE') return { kind: 'delete', providerId: provider.id, externalId };
    const category = asNode(immobilie.objektkategorie);
    if (!truthy(asNode(category.vermarktungsart)['@KAUF'])) throw new Refusal('NOT_A_PURCHASE', 'objektkategorie/vermarktungsart', 'KAUF is not true');
    const objektart = asNode(category.objektart);
    let type: ListingType;
    let subtype: string | null;
    if ('wohnung' in objektart) {
      type = 'apartment';
      subtype = (asNode(objektart.wohnung)['@wohnungtyp'] as string | undefined) ?? null;
    } else if ('haus' in objektart) {
      type = 'house';
      subtype = (asNode(objektart.haus)['@haustyp'] as string | undefined) ?? null;
    } else throw new Refusal('NOT_RESIDENTIAL', 'objektkategorie/objektart', `${Object.keys(objektart).join(', ') || 'none'} (only wohnung and haus are listed)`);

    const geo = asNode(immobilie.geo);
    const postalCode = required(text(geo.plz), 'geo/plz');
    if (!/^\d{5}$/.test(postalCode)) throw new Refusal('BAD_POSTAL_CODE', 'geo/plz', `"${postalCode}" is not a German postal code`);
    const place = required(text(geo.ort), 'geo/ort');
    const coords = asNode(geo.geokoordinaten);
    const lat = decimal(coords['@breitengrad'], 'geo/geokoordinaten/@breitengrad', { min: 47, max: 55.1 });
    const lon = decimal(coords['@laengengrad'], 'geo/geokoordinaten/@laengengrad', { min: 5.8, max: 15.1 });

    const prices = asNode(immobilie.preise);
    const price = required(decimal(prices.kaufpreis, 'preise/kaufpreis', { min: 1_000, max: 100_000_000 }), 'preise/kaufpreis');
    const courtage = prices.aussen_courtage;
    const buyerCommissionText = text(courtage);
    const areas = asNode(immobilie.flaechen);
    const livingArea = required(decimal(areas.wohnflaeche, 'flaechen/wohnflaeche', { min: 5, max: 5_000 }), 'flaechen/wohnflaeche');
    const count = (field: string) => decimal(areas[field], `flaechen/${field}`, { min: 0, max: 1_000 }) ?? 0;

    const equipment = asNode(immobilie.ausstattung);
    const heatingTypes = trueAttributes(equipment.heizungsart);
    const state = asNode(immobilie.zustand_angaben);
    const certificates = asList(state.energiepass);
    const certificate = certificates.find((c) => text(c.wertklasse)) ?? certificates[0];
    const epart = (text(certificate?.epart) ?? '').toUpperCase();
    const energyClass = text(certificate?.wertklasse)?.toUpperCase() ?? null;
    if (energyClass !== null && !/^(A\+|[A-H])$/.test(energyClass)) throw new Refusal('OUT_OF_RANGE', 'zustand_angaben/energiepass/wertklasse', `"${energyClass}" is not A+ or A–H`);
    const energyValue =
      epart === 'VERBRAUCH'
        ? decimal(certificate?.energieverbrauchkennwert, 'zustand_angaben/energiepass/energieverbrauchkennwert', { min: 0, max: 2_000 })
        : decimal(certificate?.endenergiebedarf, 'zustand_angaben/energiepass/endenergiebedarf', { min: 0, max: 2_000 });
    const yearBuilt = decimal(state.baujahr, 'zustand_angaben/baujahr', { min: 1000, max: new Date().getUTCFullYear() + 5 });
    const floor = decimal(geo.etage, 'geo/etage', { min: -2, max: 200 });
    const free = asNode(immobilie.freitexte);
    const techLanguage = (text(techn.sprache) ?? 'de').toLowerCase();
    const language = techLanguage.startsWith('en') ? 'en' : 'de';
    const objectText = asList(free.objekt_text)
      .map((o) => ({ text: text(o), language: String(o['@lang'] ?? '').trim().toLowerCase().split('-')[0] ?? '' }))
      .find((o) => o.text !== null && /^[a-z]{2,3}$/.test(o.language) && o.language !== language);
    const parkingTypes = trueAttributes(equipment.stellplatzart);
    const anyStp = Object.keys(prices).some((k) => k.startsWith('stp_') && Number(asNode(prices[k])['@anzahl'] ?? 0) > 0);
    const images = asList(asNode(immobilie.anhaenge).anhang)
      .filter((a) => String(a['@location'] ?? 'INTERN').toUpperCase() === 'INTERN')
      .map((a) => ({ path: text(asNode(a.daten).pfad) ?? '', title: text(a.anhangtitel) ?? '', group: String(a['@gruppe'] ?? 'BILD').toUpperCase() }))
      .filter((a) => a.path !== '' && ['TITELBILD', 'BILD', 'GRUNDRISS', 'INNENANSICHTEN', 'AUSSENANSICHTEN'].includes(a.group))
      .sort((a, b) => Number(b.group === 'TITELBILD') - Number(a.group === 'TITELBILD'));
    const simpleFields = [...asList(immobilie.user_defined_simplefield), ...asList(techn.user_defined_simplefield)];
    const record: ListingRecord = {
      providerId: provider.id,
      providerName: provider.name,
      externalId,
      type,
      subtype,
      street: text(geo.strasse),
      houseNumber: text(geo.hausnummer),
      addressPublic: truthy(asNode(immobilie.verwaltung_objekt).objektadresse_freigeben),
      postalCode,
      place,
      lat,
      lon,
      price: Math.round(price),
      livingArea,
      plotArea: decimal(areas.grundstuecksflaeche, 'flaechen/grundstuecksflaeche', { min: 0, max: 1_000_000 }),
      rooms: decimal(areas.anzahl_zimmer, 'flaechen/anzahl_zimmer', { min: 0.5, max: 100 }),
      floor: floor === null ? null : Math.round(floor),
      yearBuilt: yearBuilt === null ? null : Math.round(yearBuilt),
      condition: (asNode(state.zustand)['@zustand_art'] as string | undefined) ?? null,
      energyClass,
      energyValue,
      energyCertificate: epart === 'BEDARF' || epart === 'VERBRAUCH' ? epart : null,
      energySource: text(certificate?.primaerenergietraeger) ?? trueAttributes(equipment.befeuerung)[0] ?? null,
      heating: HEATING_ORDER.find((h) => heatingTypes.includes(h)) ?? null,
      balcony: count('anzahl_balkone') + count('anzahl_terrassen') + count('anzahl_logia') > 0,
      garden: truthy(equipment.gartennutzung),
      lift: trueAttributes(equipment.fahrstuhl).length > 0,
      parking: parkingTypes.length > 0 || anyStp || count('anzahl_stellplaetze') > 0,
      cellar: String(asNode(equipment.unterkellert)['@keller'] ?? '').toUpperCase() === 'JA',
      hausgeld: type === 'apartment' ? (decimal(prices.hausgeld, 'preise/hausgeld', { min: 0, max: 20_000 }) ?? null) : null,
      buyerCommission: commissionFraction(buyerCommissionText, (asNode(courtage)['@mit_mwst'] as string | undefined) ?? null),
      buyerCommissionText,
      title: required(text(free.objekttitel), 'freitexte/objekttitel'),
      description: text(free.objektbeschreibung) ?? '',
      locationText: text(free.lage),
      featuresText: text(free.ausstatt_beschr),
      language,
      objectText: objectText?.text ?? null,
      objectTextLanguage: objectText?.language ?? null,
      images,
      demo: simpleFields.some((f) => String(f['@feldname']).toLowerCase() === 'demo' && truthy(f)),
    };
    if (record.hausgeld !== null) record.hausgeld = Math.round(record.hausgeld);
    return { kind: 'listing', record };
  } catch (error) {
    if (error instanceof Refusal) return { kind: 'refused', externalId, code: error.code, field: error.field, detail: error.detail };
    throw error;
  }
}

/**
 * Where the document declares a DOCTYPE or an entity, outside comments and CDATA sections (where the characters are
 * text), or null. OpenImmo is defined by its XML schema and needs neither; a DTD is how a document makes the parser
 * expand entities (exponentially: "billion laughs") or read other files (external entities), so none is read.
 */
function markupDeclaration(xml: string): { declaration: 'DOCTYPE' | 'ENTITY'; line: number } | null {
  const scan = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<!(DOCTYPE|ENTITY)\b/gi;
  for (let m = scan.exec(xml); m; m = scan.exec(xml)) {
    if (!m[1]) continue;
    let line = 1;
    for (let i = xml.indexOf('\n'); i !== -1 && i < m.index; i = xml.indexOf('\n', i + 1)) line += 1;
    return { declaration: m[1].toUpperCase() as 'DOCTYPE' | 'ENTITY', line };
  }
  return null;
}

/** Parses one OpenImmo document (the XML text) into all its properties at once (tests, small feeds). */
export function parseOpenImmo(xml: string): ParsedDocument {
  const opened = openOpenImmo(xml);
  return opened.ok ? { ok: true, version: opened.version, properties: [...opened.properties()] } : opened;
}

/** fast-xml-parser's name for an element with `removeNSPrefix` (resolveNameSpace): `oi:immobilie` → `immobilie`. */
function localName(name: string): string {
  const parts = name.split(':');
  if (parts[0] === 'xmlns') return '';
  return parts.length === 2 ? parts[1]! : name;
}

/** Names fast-xml-parser refuses for an element (prototype pollution), and the deepest nesting it reads (its default). */
const RESERVED_NAMES = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 101;

/** A start tag: its name and attributes (quoted values may hold `>`), `/` before `>` when it closes itself. */
const START_TAG = /<([^\s/>]+)(?:[^>"']|"[^"]*"|'[^']*')*>/y;

/**
 * Where the properties of a well-formed document lie: every `<immobilie>` that is a child of an `<anbieter>` child of
 * the root `<openimmo>` (the elements the whole-tree parse read), as [start, end) offsets with the index of its
 * `<anbieter>`, skipping comments, CDATA sections and processing instructions (where `<` is text). The text is checked
 * by XMLValidator first, so tags are balanced; what fast-xml-parser would refuse in a property (a reserved element name,
 * nesting beyond its limit) is found here, before any property is read, as the whole-tree parse refused the document.
 */
function locateProperties(xml: string): { cuts: number[]; owners: number[] } | { refused: string } {
  const cuts: number[] = [];
  const owners: number[] = [];
  const stack: string[] = [];
  let anbieter = -1;
  let open = -1;
  for (let i = xml.indexOf('<'); i !== -1; i = xml.indexOf('<', i)) {
    const next = xml[i + 1];
    if (next === '!' || next === '?') {
      const close = xml.startsWith('<!--', i) ? '-->' : xml.startsWith('<![CDATA[', i) ? ']]>' : next === '?' ? '?>' : '>';
      const end = xml.indexOf(close, i + 2);
      if (end === -1) break;
      i = end + close.length;
    } else if (next === '/') {
      const end = xml.indexOf('>', i);
      if (end === -1) break;
      stack.pop();
      i = end + 1;
      if (open !== -1 && stack.length === 2) {
        cuts.push(open, i);
        owners.push(anbieter);
        open = -1;
      }
    } else {
      START_TAG.lastIndex = i;
      const tag = START_TAG.exec(xml);
      if (!tag) break;
      const end = i + tag[0].length;
      const name = localName(tag[1]!);
      if (RESERVED_NAMES.has(name)) return { refused: `[SECURITY] Invalid name: "${name}" is a reserved JavaScript keyword that could cause prototype pollution` };
      const closed = xml[end - 2] === '/';
      const depth = stack.length;
      if (depth === 1 && name === 'anbieter' && stack[0] === 'openimmo') anbieter += 1;
      if (depth === 2 && name === 'immobilie' && stack[1] === 'anbieter' && stack[0] === 'openimmo') {
        if (closed) {
          cuts.push(i, end);
          owners.push(anbieter);
        } else open = i;
      }
      if (!closed) {
        if (depth + 1 > MAX_DEPTH) return { refused: 'Maximum nested tags exceeded' };
        stack.push(name);
      }
      i = end;
    }
  }
  return { cuts, owners };
}

/**
 * Checks one OpenImmo document (the XML text) as a whole and hands out its properties one at a time. The checks read
 * the whole text but build no tree of it: the DOCTYPE scan, XMLValidator (a truncated or malformed file is refused
 * here, before any property is imported), the scan for the properties, and fast-xml-parser on the document without its
 * `<immobilie>` elements (the root, `<uebertragung>`, each `<anbieter>`'s header). Each property is then its own
 * parse, mapped by `mapProperty` as the whole-tree parse mapped it.
 */
export function openOpenImmo(xml: string): OpenedDocument {
  const declared = markupDeclaration(xml);
  if (declared) {
    const what = declared.declaration === 'DOCTYPE' ? 'a DOCTYPE' : 'an entity';
    return { ok: false, code: 'DOCTYPE', detail: `line ${declared.line}: the document declares ${what}; DOCTYPE and entity declarations are not read (OpenImmo needs neither): remove the declaration and try again` };
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return { ok: false, code: 'NOT_XML', detail: `line ${valid.err.line}: ${valid.err.msg}` };
  const located = locateProperties(xml);
  // What the validator lets through but the parser refuses: a document not read, with the parser's reason.
  if ('refused' in located) return { ok: false, code: 'NOT_XML', detail: located.refused };
  const { cuts, owners } = located;
  let parsedXml: unknown;
  try {
    // The document without its properties: a few elements, however many properties it holds.
    const outline: string[] = [];
    for (let k = 0, from = 0; k <= owners.length; k += 1) {
      outline.push(xml.slice(from, k < owners.length ? cuts[2 * k] : xml.length));
      from = cuts[2 * k + 1]!;
    }
    parsedXml = parser.parse(outline.join(''));
  } catch (error) {
    return { ok: false, code: 'NOT_XML', detail: error instanceof Error ? error.message : String(error) };
  }
  const doc = asNode(parsedXml);
  if (!('openimmo' in doc)) return { ok: false, code: 'NOT_OPENIMMO', detail: `the root element is <${Object.keys(doc).find((k) => !k.startsWith('?')) ?? 'none'}>, not <openimmo>` };
  const root = asNode(doc.openimmo);
  const version = String(asNode(root.uebertragung)['@version'] ?? '');
  if (!/^1\.2\.\d+$/.test(version)) return { ok: false, code: 'UNSUPPORTED_VERSION', detail: `version "${version}" (this import reads OpenImmo 1.2.x, written for 1.2.7)` };
  const providers = asList(root.anbieter).map((anbieter) => ({
    id: text(anbieter.anbieternr) ?? text(anbieter.openimmo_anid) ?? text(anbieter.firma) ?? 'unknown',
    name: text(anbieter.firma) ?? text(anbieter.anbieternr) ?? 'unknown',
  }));
  return {
    ok: true,
    version,
    count: owners.length,
    properties: function* () {
      for (let k = 0; k < owners.length; k += 1) {
        const element = asList(asNode(parser.parse(xml.slice(cuts[2 * k], cuts[2 * k + 1]))).immobilie)[0] ?? {};
        yield mapProperty(element, providers[owners[k]!] ?? { id: 'unknown', name: 'unknown' });
      }
    },
  };
}
