/**
 * `npm start`: build when no build of the current code exists, migrate, seed demo data into an empty
 * database (SEED_DEMO_DATA=false turns that off), then serve on PORT (default 3000). Without PUBLIC_BASE_URL
 * it serves only this machine (127.0.0.1) and only on the embedded database; otherwise it stops with a message.
 *   --build            build now (npm run build) and stop
 *   --build-if-needed  build only when the code changed since the last build, and stop
 * SKIP_DB_SETUP=true skips the migration and seeding (scripts/db-setup.ts) before serving, for a caller that has
 * just run it on the same database (scripts/e2e-server.sh).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** Everything the build depends on. */
const INPUTS = ['src', 'messages', 'content', 'drizzle', 'public', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json', 'scripts/compile-hints.mjs'];

/** Tests next to the code are not part of the build: editing one must not rebuild the site. */
const TEST_FILE = /\.test\.(ts|tsx|mjs)$/;

function hashInputs() {
  const hash = createHash('sha256');
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p).sort()) walk(path.join(p, entry));
    } else if (!TEST_FILE.test(p)) {
      hash.update(p);
      hash.update(fs.readFileSync(p));
    }
  };
  INPUTS.forEach(walk);
  return hash.digest('hex');
}

function run(cmd, args, extraEnv = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// The stamp pairs the hash of the sources with the id of the build made from them, so a build made some
// other way (e.g. a plain `next build` of other sources) is not mistaken for the current one.
const stamp = path.join(root, '.next', 'SOURCE_HASH');
const buildIdFile = path.join(root, '.next', 'BUILD_ID');
const readBuildId = () => (fs.existsSync(buildIdFile) ? fs.readFileSync(buildIdFile, 'utf8').trim() : 'none');
const current = hashInputs();
const built = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : null;
const mode = process.argv[2];
const serving = mode !== '--build' && mode !== '--build-if-needed';

// The public address (issue 11), checked before a build that may take minutes: PUBLIC_BASE_URL is required
// unless only this machine can reach the server. Without PUBLIC_BASE_URL and DATABASE_URL (a local run on the
// embedded database), the server listens on 127.0.0.1, where http://localhost:PORT is its true address.
if (serving) {
  const { localRunBind, publicBaseUrlProblem } = await import('../src/env.ts');
  env.HOSTNAME_BIND = localRunBind(env);
  const problem = publicBaseUrlProblem({ ...env, NODE_ENV: 'production' });
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  if (!env.PUBLIC_BASE_URL) {
    console.log(`PUBLIC_BASE_URL is not set: this run listens on ${env.HOSTNAME_BIND} (this machine only) as http://localhost:${env.PORT ?? 3000}. Set PUBLIC_BASE_URL to serve other hosts.`);
  }
}
if (mode === '--build' || built !== `${current} ${readBuildId()}`) {
  console.log(built ? 'The code changed since the last build: building…' : 'No build yet: building…');
  // Broken content (a ref: link to nothing, a missing field …) fails the build with a list of the problems.
  run(bin('tsx'), ['--tsconfig', 'tsconfig.json', 'scripts/content-check.ts']);
  run(bin('next'), ['build']);
  run(process.execPath, [path.join(root, 'scripts/compile-hints.mjs')]);
  fs.writeFileSync(stamp, `${current} ${readBuildId()}`);
} else {
  console.log('The build is up to date.');
}
if (!serving) process.exit(0);

if (env.SKIP_DB_SETUP !== 'true') run(bin('tsx'), ['--tsconfig', 'tsconfig.json', 'scripts/db-setup.ts']);

// The login CAPTCHA's signing key (ADR 016). Several instances on one PostgreSQL must share it, so with
// DATABASE_URL it has to be set; the embedded database serves one process, which may use a random key per run.
if (!env.CAPTCHA_HMAC_KEY && !env.DATABASE_URL) {
  env.CAPTCHA_HMAC_KEY = randomBytes(32).toString('base64url');
  console.log('CAPTCHA_HMAC_KEY is not set: this run (embedded database, one instance) signs CAPTCHA challenges with a random key. Set it for production.');
}
// The server runs as a child; stopping this process stops it too (no orphan keeps the port or the database).
const server = spawn(process.execPath, ['server.mjs'], { stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
