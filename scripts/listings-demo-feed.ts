/**
 * Writes the generated demo feed (DEMO DATA, issue 25) as an OpenImmo zip:
 *   npm run listings:demo-feed -- OUT.zip [--count N] [--seed S]
 * The same options write the same bytes. Import it with `npm run listings:import -- OUT.zip`; an empty embedded
 * database gets the default feed by itself (scripts/db-setup.ts). Exit 2 on wrong arguments. A demo script: it may
 * load the demo module (src/demo/) statically (ADR 023, amendment of issue 46).
 *
 * A market's worth of listings (issue 47, src/demo/properties/market-feed.ts) into a folder, one full document and
 * one update (withdrawals) per provider, XML without pictures:
 *   npm run listings:market-feed -- OUT_DIR [--count N] [--seed S] [--providers P]   (default 50,000, seed 47, 12)
 * Import them with `npm run listings:import -- OUT_DIR/market-*.xml` (the full documents sort before their updates).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_FEED_DEFAULT_COUNT, DEMO_FEED_DEFAULT_SEED, demoFeed } from '../src/demo/properties/feed';
import { MARKET_FEED_DEFAULT_COUNT, MARKET_FEED_DEFAULT_PROVIDERS, MARKET_FEED_DEFAULT_SEED, marketFeedDocuments, marketListings } from '../src/demo/properties/market-feed';

const args = process.argv.slice(2);
const market = args[0] === '--market';
if (market) args.shift();
const usage = market
  ? `Usage: npm run listings:market-feed -- OUT_DIR [--count N] [--seed S] [--providers P]   (default ${MARKET_FEED_DEFAULT_COUNT} listings, seed ${MARKET_FEED_DEFAULT_SEED}, ${MARKET_FEED_DEFAULT_PROVIDERS} providers)`
  : `Usage: npm run listings:demo-feed -- OUT.zip [--count N] [--seed S]   (default ${DEMO_FEED_DEFAULT_COUNT} listings, seed ${DEMO_FEED_DEFAULT_SEED})`;
let out: string | null = null;
const options: { count?: number; seed?: number; providers?: number } = {};
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (arg === '--count' || arg === '--seed' || (market && arg === '--providers')) {
    const value = args[++i];
    if (!value || !/^\d+$/.test(value)) {
      console.error(`${arg} needs a whole number.\n${usage}`);
      process.exit(2);
    }
    options[arg.slice(2) as 'count' | 'seed' | 'providers'] = Number(value);
  } else if (!arg.startsWith('--') && out === null) out = arg;
  else {
    console.error(`Unexpected argument "${arg}".\n${usage}`);
    process.exit(2);
  }
}
if (!out) {
  console.error(usage);
  process.exit(2);
}
try {
  if (market) {
    const listings = marketListings(options);
    fs.mkdirSync(out, { recursive: true });
    let files = 0;
    let bytes = 0;
    for (const doc of marketFeedDocuments(listings)) {
      const fd = fs.openSync(path.join(out, doc.name), 'w');
      for (const chunk of doc.chunks) bytes += fs.writeSync(fd, chunk);
      fs.closeSync(fd);
      files += 1;
    }
    const rentals = listings.filter((l) => l.rental).length;
    const withdrawn = listings.filter((l) => l.withdrawn).length;
    console.log(`Wrote ${files} documents to ${out}: ${listings.length} listings (${rentals} rentals, ${withdrawn} withdrawn by the updates), ${Math.round(bytes / 1024 / 1024)} MB.`);
  } else {
    const bytes = demoFeed(options);
    fs.writeFileSync(out, bytes);
    console.log(`Wrote ${out}: ${options.count ?? DEMO_FEED_DEFAULT_COUNT} demo listings, ${Math.round(bytes.length / 1024)} KB.`);
  }
} catch (error) {
  if (!(error instanceof RangeError)) throw error;
  console.error(error.message);
  process.exit(2);
}
