import { z } from 'zod';
import { outboxMessageSchema } from './accounts';

export const undeliveredMailQuerySchema = z.object({
  // Part of a recipient's address, to find the mail of one person.
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const undeliveredMailSchema = z
  .object({
    /** `outbox` while no mail server is configured and mail is kept here; `smtp` when mail really goes out. */
    delivery: z.enum(['outbox', 'smtp']),
    items: z.array(outboxMessageSchema),
    total: z.number().int(),
  })
  .meta({ id: 'UndeliveredMail' });
export type UndeliveredMail = z.infer<typeof undeliveredMailSchema>;

