import { ACTOR_EVENT_TYPES, GROUP_EVENT_CODES, MOOD_BANDS } from '@teamcast/domain';
import { z } from 'zod';
import { idSchema, isoDateTime } from '../fields';

const dayInteractionSchema = z.object({ actorIds: z.tuple([idSchema, idSchema]), hours: z.number(), remote: z.boolean() });

export const sceneDaySchema = z.object({
  day: z.number().int(),
  date: z.string(),
  managers: z.object({ lead: idSchema.nullable(), manager: idSchema.nullable() }),
  interactions: z.array(dayInteractionSchema),
  members: z.number().int(),
  familiarity: z.number(),
  cohesion: z.number(),
  microclimate: z.number(),
  microclimateSpread: z.number(),
  performance: z.number(),
  power: z.number(),
});

const actorEventSchema = z.object({ type: z.enum(ACTOR_EVENT_TYPES), date: z.number().int(), value: z.number(), timestamp: z.number().int() });
const actorDayValueSchema = z.object({ date: z.number().int(), actorId: idSchema, value: z.union([z.number(), z.boolean()]) });

export const actorForecastSchema = z.object({
  id: idSchema,
  satisfaction: z.array(z.number().nullable()),
  updated: z.array(z.enum(['none', 'positive', 'negative'])),
  events: z.array(actorEventSchema),
  interactionType: z.array(actorDayValueSchema),
  interactionIntensive: z.array(actorDayValueSchema),
  indicators: z.object({
    expertise: z.number(),
    power: z.number(),
    weight: z.number(),
    integration: z.number(),
    support: z.number(),
    condition: z.enum([...MOOD_BANDS, 'unclear']),
  }),
});

export const powerRecordSchema = z.object({
  minPower: z.number(),
  maxPower: z.number(),
  cohesion: z.number(),
  precision: z.number(),
  competences: z.number(),
  performance: z.number(),
  microclimate: z.number(),
  currentPower: z.number(),
  statisticPower: z.number(),
  staticMaxPower: z.number(),
  staticExpertise: z.number(),
  staticMaxPowerUnit: z.number(),
  staticMaxWeightUnit: z.number(),
  staticMaxResourceUnit: z.number(),
  groupOrientation: z.object({
    orientation: z.enum(['launch', 'growth', 'support']).nullable(),
    competence: z.number(),
    professionalism: z.number(),
    personalMaturity: z.number(),
    competence_value: z.number(),
    professionalism_value: z.number(),
    personalMaturity_value: z.number(),
  }),
});

/** A stored forecast of a team's year (the domain's `SceneForecast`), as its snapshot serves it. */
export const sceneForecastSchema = z
  .object({
    startDate: z.string(),
    seed: z.number().int(),
    days: z.array(sceneDaySchema),
    actors: z.array(actorForecastSchema),
    power: powerRecordSchema,
    past: z.object({
      days: z.array(sceneDaySchema),
      pastEvents: z.array(z.object({ code: z.enum(GROUP_EVENT_CODES), actorId: idSchema, date: z.number().int(), timestamp: z.number().int() })),
      pastInteraction: z.array(
        z.object({ actorIds: z.tuple([idSchema, idSchema]), day: z.number().int(), hours: z.number(), remote: z.boolean(), timestamp: z.number().int() }),
      ),
      pastEventsDetail: z.array(z.object({ actorId: idSchema, events: z.array(actorEventSchema) })),
    }),
    warnings: z.array(
      z.object({ code: z.literal('weekly_hours_over_50'), actorId: idSchema, fromDay: z.number().int(), toDay: z.number().int(), hours: z.number() }),
    ),
    computedFrom: z.number().int(),
  })
  .meta({ id: 'SceneForecast' });

export const runStartedSchema = z.object({ ruid: idSchema });
/** An address that serves a stored forecast until `expiresAt` or its last allowed read. */
export const snapshotUrlSchema = z.object({ url: z.string(), expiresAt: isoDateTime });
export type SnapshotUrl = z.infer<typeof snapshotUrlSchema>;

const reasonSchema = z.object({
  code: z.string(),
  subject: z.string(),
  kind: z.string(),
  effect: z.enum(['up', 'down']),
  points: z.number(),
  who: z.enum(['both', 'first', 'second']),
});
const pairScoreSchema = z.object({ score: z.number(), reasons: z.array(reasonSchema), precision: z.number() });

/**
 * A pair's scores: work and both lead-member directions always; love or friendship on request, in `love`
 * (the relationship's score, whichever `relation` names).
 */
export const pairCompatibilitySchema = z.object({
  relation: z.enum(['WORK', 'LOVE', 'FRIEND']),
  work: pairScoreSchema,
  leadFirst: pairScoreSchema,
  leadSecond: pairScoreSchema,
  love: pairScoreSchema.extend({ oneWay: z.object({ firstWithSecond: z.number(), secondWithFirst: z.number() }) }).nullable(),
});

export const comparedSceneSchema = z.object({
  sceneId: idSchema,
  title: z.string(),
  power: powerRecordSchema,
  /** The team's power on each forecast day. */
  dailyPower: z.array(z.number()),
});

/** What a finished run stored: a team's or a pair's forecast, or a comparison of teams. */
export const snapshotSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('team'), ruid: idSchema, sceneId: idSchema, createdAt: isoDateTime, forecast: sceneForecastSchema }),
    z.object({
      kind: z.literal('pair'),
      ruid: idSchema,
      sceneId: idSchema,
      createdAt: isoDateTime,
      forecast: sceneForecastSchema,
      compatibility: pairCompatibilitySchema,
    }),
    z.object({ kind: z.literal('compare'), ruid: idSchema, sceneId: z.null(), createdAt: isoDateTime, scenes: z.array(comparedSceneSchema) }),
  ])
  .meta({ id: 'Snapshot' });
export type SnapshotView = z.infer<typeof snapshotSchema>;
export type SceneForecastView = z.infer<typeof sceneForecastSchema>;
export type PairCompatibilityView = z.infer<typeof pairCompatibilitySchema>;
export type ComparedSceneView = z.infer<typeof comparedSceneSchema>;
