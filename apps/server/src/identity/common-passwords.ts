import { createRequire } from 'node:module';
import { rules, type Rule } from '@teamcast/domain';
import type { dictionary } from '@zxcvbn-ts/language-common';
import { validationError } from '../http/app-error';

// The list is the common-password dictionary of zxcvbn-ts (MIT, maintained): about 49,000 passwords
// counted in a public corpus of ten million leaked ones, lower case, stored prefix-compressed in the
// package. Unpacking it takes tens of milliseconds and a few megabytes, so it is loaded the first time
// a password is checked rather than whenever the configuration or a test imports this file.
const require = createRequire(import.meta.url);
let commonPasswords: ReadonlySet<string> | undefined;

function loadCommonPasswords(): ReadonlySet<string> {
  if (!commonPasswords) {
    const common = require('@zxcvbn-ts/language-common') as { dictionary: typeof dictionary };
    commonPasswords = new Set(common.dictionary['passwords-common'].map(rules.foldPassword));
  }
  return commonPasswords;
}

/** The domain's rule with the list: refuses repeats, runs and listed passwords, compared trimmed and in lower case. */
export const notCommonPassword: Rule = rules.passwordNotCommon((folded) => loadCommonPasswords().has(folded));

/**
 * Refuses to set a common password, as a validation error on `field`. Called wherever a password is
 * set, after the request schema checked its length.
 */
export function refuseCommonPassword(password: string, field = 'password'): void {
  const issue = notCommonPassword(password);
  if (issue) throw validationError(field, issue.code);
}
