import { defineEndpoint } from '../endpoint';
import { undeliveredMailQuerySchema, undeliveredMailSchema } from '../entities/mail';

export const listUndeliveredMail = defineEndpoint({
  method: 'GET',
  path: '/api/v1/administrator/mail',
  summary: 'Mail kept instead of sent because no mail server is configured, newest first',
  tags: ['administrator'],
  auth: 'administrator',
  query: undeliveredMailQuerySchema,
  response: undeliveredMailSchema,
});
