import { BIG_FIVE_DOMAINS, BIG_FIVE_ITEM_COUNT, SCORE_BANDS } from '@teamcast/domain';
import { z } from 'zod';
import { isoDateTime, nameField } from '../fields';

/**
 * The consumer partner test ("flame"): two people answer the 30 statements, the server keeps both answer
 * sets under a key it makes, and the key is the result's only name: whoever holds it sees the result.
 */
export const flameKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22,64}$/)
  .describe("The result's key, made by the server; it is the capability to read the result, so it is never logged");

export const flameAnswersSchema = z
  .array(z.number().int().min(1).max(5))
  .length(BIG_FIVE_ITEM_COUNT)
  .describe('The 30 answers in the order asked, each 1 (disagree strongly) to 5 (agree strongly)');

/** What the report's payment stands at; the browser's history item carries it as its status. */
export const FLAME_STATUSES = ['INITIAL', 'UNPAID', 'PAID'] as const;
export const flameStatusSchema = z.enum(FLAME_STATUSES);

export const flameStageSchema = z
  .enum(['waiting_partner', 'ready'])
  .describe('Waiting for the partner to answer through the link, or both have answered');

const domainScoreSchema = z.object({
  score: z.number().min(1).max(5).describe('The domain mean, 1..5'),
  percentile: z.number().min(0).max(100).describe("Share of people of the norms' population scoring lower"),
});

export const flameProfileSchema = z
  .object(Object.fromEntries(BIG_FIVE_DOMAINS.map((domain) => [domain, domainScoreSchema])) as Record<
    (typeof BIG_FIVE_DOMAINS)[number],
    typeof domainScoreSchema
  >)
  .meta({ id: 'FlameProfile' });
export type FlameProfile = z.infer<typeof flameProfileSchema>;

export const flamePersonSchema = z.object({
  name: z.string(),
  answered: z.boolean(),
  profile: flameProfileSchema.nullable().describe('Null until this person has answered'),
});

export const flameReasonSchema = z.object({
  code: z.string(),
  subject: z.string(),
  kind: z.string(),
  effect: z.enum(['up', 'down']),
  points: z.number(),
  who: z.enum(['both', 'first', 'second']),
  text: z.string().describe('The reason in plain words, in the language asked for'),
});

export const flamePreviewSchema = z.object({
  score: z.number().min(0).max(100).describe('Love compatibility, 0..100; 50 is an average couple'),
  band: z.enum(SCORE_BANDS),
  bandText: z.string().describe('The band in plain words'),
  precision: z.number().min(0).max(1),
  teaser: z.string().describe('The first lines of the full report'),
  lockedParts: z.number().int().min(0).describe('How many more sections the full report holds'),
});

export const flameTraitPairSchema = z.object({
  domain: z.enum(BIG_FIVE_DOMAINS),
  first: z.number().min(0).max(100).describe("The first person's percentile"),
  second: z.number().min(0).max(100),
  text: z.string().describe('What this pair of scores means for the couple'),
});

export const flameSourceSchema = z.object({ title: z.string(), url: z.string().optional() });

export const flameReportSchema = z
  .object({
    narrative: z.object({
      first: z.string().describe('About the first person, paragraphs separated by a blank line'),
      second: z.string(),
      couple: z.string(),
    }),
    traits: z.array(flameTraitPairSchema).length(BIG_FIVE_DOMAINS.length),
    oneWay: z.object({
      firstWithSecond: z.number().min(0).max(100).describe("How satisfied the first is expected to be with the second"),
      secondWithFirst: z.number().min(0).max(100),
    }),
    reasons: z.array(flameReasonSchema),
    sources: z.array(flameSourceSchema).min(1),
  })
  .meta({ id: 'FlameReport' });
export type FlameReport = z.infer<typeof flameReportSchema>;

export const flameShareChoiceSchema = z.object({
  firstProfile: z.boolean().describe("Whether the link shows the first person's trait profile"),
  secondProfile: z.boolean(),
});
export type FlameShareChoice = z.infer<typeof flameShareChoiceSchema>;

export const flameShareSchema = z.object({
  token: z.string().describe('The shared link is /result/{token}'),
  show: flameShareChoiceSchema,
  createdAt: isoDateTime,
});

export const flameTestSchema = z
  .object({
    key: flameKeySchema,
    title: z.string().describe('"Anna and Boris"'),
    status: flameStatusSchema,
    stage: flameStageSchema,
    createdAt: isoDateTime,
    completedAt: isoDateTime.nullable(),
    people: z.tuple([flamePersonSchema, flamePersonSchema]),
    preview: flamePreviewSchema.nullable().describe('Null until both have answered'),
    report: flameReportSchema.nullable().describe('Null until the full report is paid'),
    share: flameShareSchema.nullable().describe('The live shared link, if one was made and not revoked'),
    savedEmail: z.string().nullable().describe('The address the result was saved to, partly hidden'),
  })
  .meta({ id: 'FlameTest' });
export type FlameTest = z.infer<typeof flameTestSchema>;

const personStart = z.object({ name: nameField, answers: flameAnswersSchema });

/** What `POST /owner/data` stores: a new test, or the partner's answers to one. */
export const flameDataSchema = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('start'),
    first: personStart,
    second: z.object({
      name: nameField,
      answers: flameAnswersSchema.optional().describe('Given when the partner answered on the same phone; left out when they answer through the link'),
    }),
  }),
  z.object({ step: z.literal('partner'), answers: flameAnswersSchema }),
]);
export type FlameData = z.infer<typeof flameDataSchema>;

export const sharedResultSchema = z
  .object({
    names: z.tuple([z.string(), z.string()]).describe('First names only'),
    score: z.number().min(0).max(100),
    band: z.enum(SCORE_BANDS),
    bandText: z.string(),
    profiles: z.tuple([flameProfileSchema.nullable(), flameProfileSchema.nullable()]).describe('Each only if its person chose to share it'),
    createdAt: isoDateTime,
  })
  .meta({ id: 'SharedResult' });
export type SharedResult = z.infer<typeof sharedResultSchema>;

/**
 * The two documents of a result are files, not JSON, so they stand outside the endpoint registry (whose
 * answers are parsed as JSON): the paid report as a PDF (`ln` chooses its language; 402 report_unpaid
 * before it is paid) and the shared link's preview image, a 1200×630 PNG that Open Graph tags point to.
 * Fill their parameters with `buildPath`.
 */
export const flameDocumentPaths = {
  reportPdf: '/api/v1/owner/flame/data/:key/report.pdf',
  sharedImage: '/api/v1/app/result/:token/image.png',
} as const;
