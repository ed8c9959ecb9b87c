import type { EndpointDefinition } from './endpoint';
import * as accounts from './endpoints/accounts';
import * as advice from './endpoints/advice';
import * as administration from './endpoints/administration';
import * as billing from './endpoints/billing';
import * as estimation from './endpoints/estimation';
import * as flame from './endpoints/flame';
import * as mail from './endpoints/mail';
import * as neuronet from './endpoints/neuronet';
import { reportClientError } from './endpoints/client-errors';
import * as passport from './endpoints/passport';
import * as profilePermalink from './endpoints/profile-permalink';
import * as profiles from './endpoints/profiles';
import * as questionnaires from './endpoints/questionnaires';
import * as scenes from './endpoints/scenes';
import { writeResultText } from './endpoints/texts';
import { getHealth } from './endpoints/system';

/** Every endpoint of the API; the server registers and documents exactly these. */
export const endpoints = {
  getHealth,
  reportClientError,
  ...passport,
  ...accounts,
  ...mail,
  ...questionnaires,
  ...profiles,
  ...profilePermalink,
  ...scenes,
  ...advice,
  writeResultText,
  ...billing,
  ...flame,
  ...estimation,
  ...administration,
  ...neuronet,
} satisfies Record<string, EndpointDefinition>;
