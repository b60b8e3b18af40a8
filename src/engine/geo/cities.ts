/**
 * German cities with more than 100,000 inhabitants (Großstädte).
 *
 * List: Statistisches Bundesamt (Destatis), Gemeindeverzeichnis GV-ISys, "Großstädte" (≥ 100,000
 * inhabitants), Gebietsstand 31.12.2022: 82 cities (80 on 31.12.2020; Hanau and Kaiserslautern crossed
 * the threshold in 2022) [SEC: statista.com "Einwohnerzahl der Großstädte in Deutschland", which gives 82
 * for 2022; de.wiki.li "Liste der Großstädte in Deutschland" for the 80 of 2020 and their states].
 * `population` is approximate (rounded to 1,000, from the Destatis figures of 2022; the Zensus 2022
 * revision lowered several of them) and only meant for sorting. Cities marked `borderline` are within
 * about 5 % of the threshold and may drop out of or come back into the list from one year to the next.
 * States were cross-checked against the GeoNames postal code data (place name → state).
 *
 * `name.en` is the English exonym where one is in common use (Munich, Cologne, Nuremberg, Hanover,
 * Brunswick, Frankfurt), else the German name. Slugs are ASCII, lower case, umlauts as ae/oe/ue, ß as ss.
 * `aliases` are further spellings accepted by the lookup (e.g. "Frankfurt/Main", "Halle", "Freiburg").
 *
 * Pure data module: runs in the browser.
 */
import type { StateCode } from './regions';

export interface City {
  /** ASCII slug, stable id (equals slug.de). */
  id: string;
  name: { de: string; en: string };
  slug: { de: string; en: string };
  state: StateCode;
  /** Approximate number of inhabitants, for sorting only. */
  population: number;
  aliases?: readonly string[];
  /** Population close to 100,000: may leave the list in a later Destatis release. */
  borderline?: boolean;
}

/** Sorted by population, descending. */
export const CITIES: readonly City[] = [
  { id: 'berlin', name: { de: 'Berlin', en: 'Berlin' }, slug: { de: 'berlin', en: 'berlin' }, state: 'BE', population: 3_755_000 },
  { id: 'hamburg', name: { de: 'Hamburg', en: 'Hamburg' }, slug: { de: 'hamburg', en: 'hamburg' }, state: 'HH', population: 1_892_000 },
  { id: 'muenchen', name: { de: 'München', en: 'Munich' }, slug: { de: 'muenchen', en: 'munich' }, state: 'BY', population: 1_512_000 },
  { id: 'koeln', name: { de: 'Köln', en: 'Cologne' }, slug: { de: 'koeln', en: 'cologne' }, state: 'NW', population: 1_084_000 },
  { id: 'frankfurt-am-main', name: { de: 'Frankfurt am Main', en: 'Frankfurt' }, slug: { de: 'frankfurt-am-main', en: 'frankfurt' }, state: 'HE', population: 773_000, aliases: ['Frankfurt/Main', 'Frankfurt a. M.', 'Frankfurt (Main)'] },
  { id: 'stuttgart', name: { de: 'Stuttgart', en: 'Stuttgart' }, slug: { de: 'stuttgart', en: 'stuttgart' }, state: 'BW', population: 633_000 },
  { id: 'duesseldorf', name: { de: 'Düsseldorf', en: 'Düsseldorf' }, slug: { de: 'duesseldorf', en: 'duesseldorf' }, state: 'NW', population: 629_000 },
  { id: 'leipzig', name: { de: 'Leipzig', en: 'Leipzig' }, slug: { de: 'leipzig', en: 'leipzig' }, state: 'SN', population: 616_000 },
  { id: 'dortmund', name: { de: 'Dortmund', en: 'Dortmund' }, slug: { de: 'dortmund', en: 'dortmund' }, state: 'NW', population: 593_000 },
  { id: 'essen', name: { de: 'Essen', en: 'Essen' }, slug: { de: 'essen', en: 'essen' }, state: 'NW', population: 584_000 },
  { id: 'bremen', name: { de: 'Bremen', en: 'Bremen' }, slug: { de: 'bremen', en: 'bremen' }, state: 'HB', population: 577_000 },
  { id: 'dresden', name: { de: 'Dresden', en: 'Dresden' }, slug: { de: 'dresden', en: 'dresden' }, state: 'SN', population: 563_000 },
  { id: 'hannover', name: { de: 'Hannover', en: 'Hanover' }, slug: { de: 'hannover', en: 'hanover' }, state: 'NI', population: 545_000 },
  { id: 'nuernberg', name: { de: 'Nürnberg', en: 'Nuremberg' }, slug: { de: 'nuernberg', en: 'nuremberg' }, state: 'BY', population: 523_000 },
  { id: 'duisburg', name: { de: 'Duisburg', en: 'Duisburg' }, slug: { de: 'duisburg', en: 'duisburg' }, state: 'NW', population: 502_000 },
  { id: 'bochum', name: { de: 'Bochum', en: 'Bochum' }, slug: { de: 'bochum', en: 'bochum' }, state: 'NW', population: 364_000 },
  { id: 'wuppertal', name: { de: 'Wuppertal', en: 'Wuppertal' }, slug: { de: 'wuppertal', en: 'wuppertal' }, state: 'NW', population: 358_000 },
  { id: 'bielefeld', name: { de: 'Bielefeld', en: 'Bielefeld' }, slug: { de: 'bielefeld', en: 'bielefeld' }, state: 'NW', population: 338_000 },
  { id: 'bonn', name: { de: 'Bonn', en: 'Bonn' }, slug: { de: 'bonn', en: 'bonn' }, state: 'NW', population: 336_000 },
  { id: 'muenster', name: { de: 'Münster', en: 'Münster' }, slug: { de: 'muenster', en: 'muenster' }, state: 'NW', population: 320_000 },
  { id: 'mannheim', name: { de: 'Mannheim', en: 'Mannheim' }, slug: { de: 'mannheim', en: 'mannheim' }, state: 'BW', population: 315_000 },
  { id: 'karlsruhe', name: { de: 'Karlsruhe', en: 'Karlsruhe' }, slug: { de: 'karlsruhe', en: 'karlsruhe' }, state: 'BW', population: 308_000 },
  { id: 'augsburg', name: { de: 'Augsburg', en: 'Augsburg' }, slug: { de: 'augsburg', en: 'augsburg' }, state: 'BY', population: 300_000 },
  { id: 'wiesbaden', name: { de: 'Wiesbaden', en: 'Wiesbaden' }, slug: { de: 'wiesbaden', en: 'wiesbaden' }, state: 'HE', population: 283_000 },
  { id: 'moenchengladbach', name: { de: 'Mönchengladbach', en: 'Mönchengladbach' }, slug: { de: 'moenchengladbach', en: 'moenchengladbach' }, state: 'NW', population: 268_000 },
  { id: 'gelsenkirchen', name: { de: 'Gelsenkirchen', en: 'Gelsenkirchen' }, slug: { de: 'gelsenkirchen', en: 'gelsenkirchen' }, state: 'NW', population: 263_000 },
  { id: 'aachen', name: { de: 'Aachen', en: 'Aachen' }, slug: { de: 'aachen', en: 'aachen' }, state: 'NW', population: 252_000 },
  { id: 'braunschweig', name: { de: 'Braunschweig', en: 'Brunswick' }, slug: { de: 'braunschweig', en: 'brunswick' }, state: 'NI', population: 251_000 },
  { id: 'kiel', name: { de: 'Kiel', en: 'Kiel' }, slug: { de: 'kiel', en: 'kiel' }, state: 'SH', population: 248_000 },
  { id: 'chemnitz', name: { de: 'Chemnitz', en: 'Chemnitz' }, slug: { de: 'chemnitz', en: 'chemnitz' }, state: 'SN', population: 245_000 },
  { id: 'halle-saale', name: { de: 'Halle (Saale)', en: 'Halle (Saale)' }, slug: { de: 'halle-saale', en: 'halle-saale' }, state: 'ST', population: 240_000, aliases: ['Halle', 'Halle an der Saale'] },
  { id: 'magdeburg', name: { de: 'Magdeburg', en: 'Magdeburg' }, slug: { de: 'magdeburg', en: 'magdeburg' }, state: 'ST', population: 239_000 },
  { id: 'freiburg-im-breisgau', name: { de: 'Freiburg im Breisgau', en: 'Freiburg im Breisgau' }, slug: { de: 'freiburg-im-breisgau', en: 'freiburg-im-breisgau' }, state: 'BW', population: 237_000, aliases: ['Freiburg', 'Freiburg i. Br.'] },
  { id: 'krefeld', name: { de: 'Krefeld', en: 'Krefeld' }, slug: { de: 'krefeld', en: 'krefeld' }, state: 'NW', population: 228_000 },
  { id: 'mainz', name: { de: 'Mainz', en: 'Mainz' }, slug: { de: 'mainz', en: 'mainz' }, state: 'RP', population: 219_000 },
  { id: 'luebeck', name: { de: 'Lübeck', en: 'Lübeck' }, slug: { de: 'luebeck', en: 'luebeck' }, state: 'SH', population: 218_000 },
  { id: 'erfurt', name: { de: 'Erfurt', en: 'Erfurt' }, slug: { de: 'erfurt', en: 'erfurt' }, state: 'TH', population: 214_000 },
  { id: 'oberhausen', name: { de: 'Oberhausen', en: 'Oberhausen' }, slug: { de: 'oberhausen', en: 'oberhausen' }, state: 'NW', population: 209_000 },
  { id: 'rostock', name: { de: 'Rostock', en: 'Rostock' }, slug: { de: 'rostock', en: 'rostock' }, state: 'MV', population: 209_000 },
  { id: 'kassel', name: { de: 'Kassel', en: 'Kassel' }, slug: { de: 'kassel', en: 'kassel' }, state: 'HE', population: 204_000 },
  { id: 'hagen', name: { de: 'Hagen', en: 'Hagen' }, slug: { de: 'hagen', en: 'hagen' }, state: 'NW', population: 190_000 },
  { id: 'potsdam', name: { de: 'Potsdam', en: 'Potsdam' }, slug: { de: 'potsdam', en: 'potsdam' }, state: 'BB', population: 184_000 },
  { id: 'saarbruecken', name: { de: 'Saarbrücken', en: 'Saarbrücken' }, slug: { de: 'saarbruecken', en: 'saarbruecken' }, state: 'SL', population: 181_000 },
  { id: 'hamm', name: { de: 'Hamm', en: 'Hamm' }, slug: { de: 'hamm', en: 'hamm' }, state: 'NW', population: 180_000 },
  { id: 'ludwigshafen-am-rhein', name: { de: 'Ludwigshafen am Rhein', en: 'Ludwigshafen am Rhein' }, slug: { de: 'ludwigshafen-am-rhein', en: 'ludwigshafen-am-rhein' }, state: 'RP', population: 174_000, aliases: ['Ludwigshafen'] },
  { id: 'muelheim-an-der-ruhr', name: { de: 'Mülheim an der Ruhr', en: 'Mülheim an der Ruhr' }, slug: { de: 'muelheim-an-der-ruhr', en: 'muelheim-an-der-ruhr' }, state: 'NW', population: 171_000, aliases: ['Mülheim'] },
  { id: 'oldenburg', name: { de: 'Oldenburg', en: 'Oldenburg' }, slug: { de: 'oldenburg', en: 'oldenburg' }, state: 'NI', population: 171_000, aliases: ['Oldenburg (Oldb)', 'Oldenburg (Oldenburg)'] },
  { id: 'osnabrueck', name: { de: 'Osnabrück', en: 'Osnabrück' }, slug: { de: 'osnabrueck', en: 'osnabrueck' }, state: 'NI', population: 166_000 },
  { id: 'leverkusen', name: { de: 'Leverkusen', en: 'Leverkusen' }, slug: { de: 'leverkusen', en: 'leverkusen' }, state: 'NW', population: 165_000 },
  { id: 'darmstadt', name: { de: 'Darmstadt', en: 'Darmstadt' }, slug: { de: 'darmstadt', en: 'darmstadt' }, state: 'HE', population: 162_000 },
  { id: 'heidelberg', name: { de: 'Heidelberg', en: 'Heidelberg' }, slug: { de: 'heidelberg', en: 'heidelberg' }, state: 'BW', population: 160_000 },
  { id: 'solingen', name: { de: 'Solingen', en: 'Solingen' }, slug: { de: 'solingen', en: 'solingen' }, state: 'NW', population: 160_000 },
  { id: 'herne', name: { de: 'Herne', en: 'Herne' }, slug: { de: 'herne', en: 'herne' }, state: 'NW', population: 157_000 },
  { id: 'regensburg', name: { de: 'Regensburg', en: 'Regensburg' }, slug: { de: 'regensburg', en: 'regensburg' }, state: 'BY', population: 155_000 },
  { id: 'neuss', name: { de: 'Neuss', en: 'Neuss' }, slug: { de: 'neuss', en: 'neuss' }, state: 'NW', population: 154_000 },
  { id: 'paderborn', name: { de: 'Paderborn', en: 'Paderborn' }, slug: { de: 'paderborn', en: 'paderborn' }, state: 'NW', population: 153_000 },
  { id: 'ingolstadt', name: { de: 'Ingolstadt', en: 'Ingolstadt' }, slug: { de: 'ingolstadt', en: 'ingolstadt' }, state: 'BY', population: 140_000 },
  { id: 'offenbach-am-main', name: { de: 'Offenbach am Main', en: 'Offenbach am Main' }, slug: { de: 'offenbach-am-main', en: 'offenbach-am-main' }, state: 'HE', population: 132_000, aliases: ['Offenbach'] },
  { id: 'fuerth', name: { de: 'Fürth', en: 'Fürth' }, slug: { de: 'fuerth', en: 'fuerth' }, state: 'BY', population: 130_000 },
  { id: 'wuerzburg', name: { de: 'Würzburg', en: 'Würzburg' }, slug: { de: 'wuerzburg', en: 'wuerzburg' }, state: 'BY', population: 128_000 },
  { id: 'ulm', name: { de: 'Ulm', en: 'Ulm' }, slug: { de: 'ulm', en: 'ulm' }, state: 'BW', population: 127_000 },
  { id: 'heilbronn', name: { de: 'Heilbronn', en: 'Heilbronn' }, slug: { de: 'heilbronn', en: 'heilbronn' }, state: 'BW', population: 127_000 },
  { id: 'pforzheim', name: { de: 'Pforzheim', en: 'Pforzheim' }, slug: { de: 'pforzheim', en: 'pforzheim' }, state: 'BW', population: 126_000 },
  { id: 'wolfsburg', name: { de: 'Wolfsburg', en: 'Wolfsburg' }, slug: { de: 'wolfsburg', en: 'wolfsburg' }, state: 'NI', population: 125_000 },
  { id: 'goettingen', name: { de: 'Göttingen', en: 'Göttingen' }, slug: { de: 'goettingen', en: 'goettingen' }, state: 'NI', population: 118_000 },
  { id: 'bottrop', name: { de: 'Bottrop', en: 'Bottrop' }, slug: { de: 'bottrop', en: 'bottrop' }, state: 'NW', population: 117_000 },
  { id: 'reutlingen', name: { de: 'Reutlingen', en: 'Reutlingen' }, slug: { de: 'reutlingen', en: 'reutlingen' }, state: 'BW', population: 117_000 },
  { id: 'bremerhaven', name: { de: 'Bremerhaven', en: 'Bremerhaven' }, slug: { de: 'bremerhaven', en: 'bremerhaven' }, state: 'HB', population: 115_000 },
  { id: 'koblenz', name: { de: 'Koblenz', en: 'Koblenz' }, slug: { de: 'koblenz', en: 'koblenz' }, state: 'RP', population: 114_000 },
  { id: 'erlangen', name: { de: 'Erlangen', en: 'Erlangen' }, slug: { de: 'erlangen', en: 'erlangen' }, state: 'BY', population: 114_000 },
  { id: 'bergisch-gladbach', name: { de: 'Bergisch Gladbach', en: 'Bergisch Gladbach' }, slug: { de: 'bergisch-gladbach', en: 'bergisch-gladbach' }, state: 'NW', population: 112_000 },
  { id: 'remscheid', name: { de: 'Remscheid', en: 'Remscheid' }, slug: { de: 'remscheid', en: 'remscheid' }, state: 'NW', population: 112_000 },
  { id: 'trier', name: { de: 'Trier', en: 'Trier' }, slug: { de: 'trier', en: 'trier' }, state: 'RP', population: 111_000 },
  { id: 'jena', name: { de: 'Jena', en: 'Jena' }, slug: { de: 'jena', en: 'jena' }, state: 'TH', population: 111_000 },
  { id: 'recklinghausen', name: { de: 'Recklinghausen', en: 'Recklinghausen' }, slug: { de: 'recklinghausen', en: 'recklinghausen' }, state: 'NW', population: 110_000 },
  { id: 'salzgitter', name: { de: 'Salzgitter', en: 'Salzgitter' }, slug: { de: 'salzgitter', en: 'salzgitter' }, state: 'NI', population: 105_000, borderline: true },
  { id: 'moers', name: { de: 'Moers', en: 'Moers' }, slug: { de: 'moers', en: 'moers' }, state: 'NW', population: 104_000, borderline: true },
  { id: 'siegen', name: { de: 'Siegen', en: 'Siegen' }, slug: { de: 'siegen', en: 'siegen' }, state: 'NW', population: 102_000, borderline: true },
  { id: 'guetersloh', name: { de: 'Gütersloh', en: 'Gütersloh' }, slug: { de: 'guetersloh', en: 'guetersloh' }, state: 'NW', population: 102_000, borderline: true },
  { id: 'hildesheim', name: { de: 'Hildesheim', en: 'Hildesheim' }, slug: { de: 'hildesheim', en: 'hildesheim' }, state: 'NI', population: 101_000, borderline: true },
  { id: 'hanau', name: { de: 'Hanau', en: 'Hanau' }, slug: { de: 'hanau', en: 'hanau' }, state: 'HE', population: 101_000, borderline: true },
  { id: 'kaiserslautern', name: { de: 'Kaiserslautern', en: 'Kaiserslautern' }, slug: { de: 'kaiserslautern', en: 'kaiserslautern' }, state: 'RP', population: 100_000, borderline: true },
];
