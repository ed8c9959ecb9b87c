import type { EndpointDefinition } from './endpoint';
import { getHealth } from './endpoints/system';

/** Every endpoint of the API; the server registers and documents exactly these. */
export const endpoints = {
  getHealth,
} satisfies Record<string, EndpointDefinition>;
