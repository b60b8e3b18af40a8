/**
 * Writes the generated demo feed (DEMO DATA, issue 25) as an OpenImmo zip:
 *   npm run listings:demo-feed -- OUT.zip [--count N] [--seed S]
 * The same options write the same bytes. Import it with `npm run listings:import -- OUT.zip`; an empty embedded
 * database gets the default feed by itself (scripts/db-setup.ts). Exit 2 on wrong arguments. A demo script: it may
 * load the demo module (src/demo/) statically (ADR 023, amendment of issue 46).
 */
import fs from 'node:fs';
import { DEMO_FEED_DEFAULT_COUNT, DEMO_FEED_DEFAULT_SEED, demoFeed } from '../src/demo/properties/feed';

const usage = `Usage: npm run listings:demo-feed -- OUT.zip [--count N] [--seed S]   (default ${DEMO_FEED_DEFAULT_COUNT} listings, seed ${DEMO_FEED_DEFAULT_SEED})`;
const args = process.argv.slice(2);
let out: string | null = null;
const options: { count?: number; seed?: number } = {};
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (arg === '--count' || arg === '--seed') {
    const value = args[++i];
    if (!value || !/^\d+$/.test(value)) {
      console.error(`${arg} needs a whole number.\n${usage}`);
      process.exit(2);
    }
    options[arg === '--count' ? 'count' : 'seed'] = Number(value);
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
let bytes: Uint8Array;
try {
  bytes = demoFeed(options);
} catch (error) {
  if (!(error instanceof RangeError)) throw error;
  console.error(error.message);
  process.exit(2);
}
fs.writeFileSync(out, bytes);
console.log(`Wrote ${out}: ${options.count ?? DEMO_FEED_DEFAULT_COUNT} demo listings, ${Math.round(bytes.length / 1024)} KB.`);
