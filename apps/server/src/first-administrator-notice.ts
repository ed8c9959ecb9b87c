import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { CreatedAdministrator } from './modules/administrator/first-administrator';
import type { Logger } from './platform/logging/create-logger';

/** Where a generated password is shown to the person who started the server. */
export interface Terminal {
  /** Whether a person reads the output, rather than a log collector. */
  readonly isTTY: boolean;
  write(text: string): void;
}

export const processTerminal: Terminal = {
  get isTTY() {
    return process.stdout.isTTY === true;
  },
  write: (text) => void process.stdout.write(text),
};

/** The file a generated password goes to when no terminal is attached, readable only by the server's user. */
export const passwordFileName = 'first-administrator-password.txt';

/**
 * Tells who can administer a new installation. A generated password is a secret, so it never goes
 * through the logger: it is printed on the terminal once, or, when output goes to a log collector,
 * written to a file only the server's user can read, whose place the log names.
 */
export async function reportFirstAdministrator(
  created: CreatedAdministrator | undefined,
  { logger, terminal, dataDir }: { logger: Logger; terminal: Terminal; dataDir: string },
): Promise<void> {
  if (!created) return;
  const { administrator, generatedPassword } = created;
  if (generatedPassword === undefined) {
    logger.info(`Created the administrator ${administrator.email} with the password of ADMIN_PASSWORD`);
    return;
  }
  if (terminal.isTTY) {
    terminal.write(
      `\nCreated the administrator ${administrator.email}\n  password: ${generatedPassword}\n` +
        'It is shown only now: sign in at /administrator/login and keep it safe.\n\n',
    );
    logger.warn(`Created the administrator ${administrator.email}; the generated password was printed on the terminal once`);
    return;
  }
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, passwordFileName);
  await writeFile(file, `${administrator.email}\n${generatedPassword}\n`, { mode: 0o600 });
  logger.warn(`Created the administrator ${administrator.email}; the generated password is in ${file} (readable only by this user): sign in, then delete the file`);
}
