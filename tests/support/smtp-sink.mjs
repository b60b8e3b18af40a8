/**
 * A real SMTP server for the end-to-end tests (started by scripts/e2e-server.sh): every accepted message is
 * written as <time>-<n>.eml into the folder given, where the tests read login links and codes.
 *   node tests/support/smtp-sink.mjs PORT FOLDER
 */
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const [port, folder] = process.argv.slice(2);
fs.mkdirSync(folder, { recursive: true });
let n = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      fs.writeFileSync(path.join(folder, `${Date.now()}-${++n}.eml`), `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`);
      callback();
    });
  },
});
server.listen(Number(port), '127.0.0.1', () => console.log(`smtp sink on ${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
