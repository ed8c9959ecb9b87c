import type { EndpointDefinition } from './endpoint';
import { reportClientError } from './endpoints/client-errors';
import { getHealth } from './endpoints/system';

/** Every endpoint of the API; the server registers and documents exactly these. */
export const endpoints = {
  getHealth,
  reportClientError,
} satisfies Record<string, EndpointDefinition>;
