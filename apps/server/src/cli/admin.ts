import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type Environment } from '../config';
import { notCommonPassword } from '../identity/common-passwords';
import { createAdministrator } from '../modules/administrator/first-administrator';
import { setUnlimited } from '../modules/billing/granted-plan';
import { databaseOptionsFromConfig } from '../platform/create-platform';
import { openDatabase, type Database } from '../platform/database';
import { limits, rules } from '@teamcast/domain';

const usage = [
  'Usage: npm run admin -- create <email> [--password <password>]',
  '       npm run admin -- grant-unlimited <owner email>   (the UNLIMITED plan, ending any other)',
  '       npm run admin -- revoke-unlimited <owner email>',
].join('\n');

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

/**
 * `npm run admin -- create <email> [--password <p>]`: opens the configured database (the same
 * variables as the server), applies the migrations, creates the administrator and prints the
 * password when it generated one. Returns the exit code.
 */
export async function runAdminCli(
  args: readonly string[],
  env: Environment,
  output: CliOutput,
  /** An open, migrated database to use instead of the configured one; tests pass theirs. */
  database?: Database,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options: { password: { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    output.err(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const [command, rawEmail, ...rest] = parsed.positionals;
  const grant = command === 'grant-unlimited' ? true : command === 'revoke-unlimited' ? false : undefined;
  if ((command !== 'create' && grant === undefined) || rawEmail === undefined || rest.length > 0) {
    output.err(usage);
    return 2;
  }
  const email = rawEmail.trim().toLowerCase();
  if (rules.check(email, rules.required, rules.email)) {
    output.err(`Not an email address: ${rawEmail}`);
    return 2;
  }
  const password = parsed.values.password?.trim();
  if (password !== undefined && rules.password(password)) {
    output.err(`The password needs at least ${limits.minPasswordLength} characters`);
    return 2;
  }
  if (password !== undefined && notCommonPassword(password)) {
    output.err('The password is one of the most common passwords; choose another');
    return 2;
  }

  const run = (db: Database) => (grant === undefined ? create(db, email, password, output) : unlimited(db, email, grant, output));
  if (database) return run(database);
  let config;
  try {
    config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  } catch (error) {
    if (error instanceof ConfigError) {
      output.err(error.message);
      return 1;
    }
    throw error;
  }
  const configured = await openDatabase(databaseOptionsFromConfig(config));
  try {
    await configured.migrate();
    return await run(configured);
  } finally {
    await configured.close();
  }
}

async function create(database: Database, email: string, password: string | undefined, output: CliOutput): Promise<number> {
  const created = await createAdministrator(database.db, { email, password, now: new Date() });
  if (!created) {
    output.err(`An administrator with the email ${email} already exists`);
    return 1;
  }
  output.out(`Created the administrator ${email}`);
  if (created.generatedPassword !== undefined) output.out(`Password: ${created.generatedPassword}`);
  return 0;
}

async function unlimited(database: Database, email: string, granted: boolean, output: CliOutput): Promise<number> {
  if (!(await setUnlimited(database.db, email, granted, new Date()))) {
    output.err(`No owner has the email ${email}`);
    return 1;
  }
  output.out(granted ? `${email} has the UNLIMITED plan` : `${email} no longer has the UNLIMITED plan`);
  return 0;
}

// Run as a script, not when a test imports it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const code = await runAdminCli(process.argv.slice(2), process.env, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  });
  process.exit(code);
}
