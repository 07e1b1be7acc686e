// Operator command: `node dist/clear-two-step.js <email> --username <name> [--skip-first-step-check]`
// (or `npx tsx src/clear-two-step.ts …`), with the server's environment (DATABASE_URL or DATA_DIR,
// JWT_SECRET, SMTP_URL…). See the README, "Passkeys and two-step sign-in".
import { parseArgs } from 'node:util';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createMailer } from './services/mailer';
import { clearTwoStep } from './operator/clear-two-step';
import { join } from 'node:path';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { username: { type: 'string' }, 'skip-first-step-check': { type: 'boolean', default: false } },
  });
  const email = positionals[0];
  if (!email || !values.username) {
    console.error('Usage: clear-two-step <email> --username <username> [--skip-first-step-check]');
    return 2;
  }
  const config = loadConfig(process.env);
  const logger = pino({ level: 'warn' });
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: join(config.dataDir, 'outbox'), logger });
    const result = await clearTwoStep(
      { db: handle.db, mailer, config },
      { email, username: values.username, skipFirstStepCheck: values['skip-first-step-check'] },
    );
    if (!result.ok) {
      console.error(result.reason);
      return 1;
    }
    console.log(`Two-step sign-in is off for ${result.username} (${result.email}); the account holder was mailed.`);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (!(error instanceof ConfigError)) console.error(error);
    else console.error(error.message);
    process.exit(1);
  },
);
