import {
  ACTOR_EVENT_TYPES,
  GROUP_EVENT_CODES,
  INTERACTION_HOURS,
  SCENE_DIFF_TYPES,
  SCENE_KINDS,
  SCENE_LIFESPANS,
  teamSizeIssue,
} from '@teamcast/domain';
import { z } from 'zod';
import { idSchema, isoDateTime, ruleIssue, ruleRefinement } from '../fields';
import { adviceChangeSchema } from './advice';
import { genderSchema } from './profiles';

export const sceneLifespanSchema = z.enum(SCENE_LIFESPANS);
export const sceneDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date');
const dayIndex = z.number().int().min(-730).max(364);

/**
 * Counts the stored changes of a scene. An edit names the version it was made on, and one made on an
 * older version is refused with `scene_conflict`, so two tabs never overwrite each other's changes.
 */
export const sceneVersionSchema = z.number().int().min(1);

/** A change the manager makes, applied by the domain's rules of team events. */
export const sceneChangeSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.enum(['join', 'dismiss', 'rejoin']), actorId: idSchema, day: dayIndex }),
    z.object({ kind: z.literal('rank'), actorId: idSchema, day: dayIndex, level: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
    z.object({
      kind: z.literal('interaction'),
      actorIds: z.tuple([idSchema, idSchema]),
      day: dayIndex,
      hours: z
        .number()
        .refine((hours) => (INTERACTION_HOURS as readonly number[]).includes(hours), ruleRefinement({ code: 'interactionHours' })),
      remote: z.boolean(),
    }),
  ])
  .meta({ id: 'SceneChange' });

export const sceneActorRefSchema = z.object({ profileId: idSchema, joinDay: dayIndex.optional() });

export const actorEventSchema = z.object({
  type: z.enum(ACTOR_EVENT_TYPES),
  date: z.number().int(),
  value: z.number(),
  timestamp: z.number().int(),
});

/** An actor as a scene shows it: the profile's display fields and the actor's events. */
export const sceneActorSchema = z.object({
  id: idSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarName: z.string(),
  age: z.number().int().nullable(),
  gender: genderSchema.nullable(),
  position: z.string().nullable(),
  isDemo: z.boolean(),
  isShort: z.boolean(),
  hideDetails: z.boolean(),
  events: z.array(actorEventSchema),
});

export const sceneInteractionSchema = z.object({
  actorIds: z.tuple([idSchema, idSchema]),
  day: z.number().int(),
  hours: z.number(),
  remote: z.boolean(),
});

export const sceneDiffItemSchema = z.object({
  type: z.enum(SCENE_DIFF_TYPES),
  weight: z.number(),
  actorIds: z.array(idSchema),
  day: z.number().int().nullable(),
  level: z.union([z.literal(1), z.literal(2)]).optional(),
});

export const sceneKindSchema = z.enum(SCENE_KINDS);
export const sceneStatusSchema = z.enum(['ok', 'broken']);

export const sceneSchema = z
  .object({
    _id: idSchema,
    kind: sceneKindSchema,
    title: z.string(),
    /** Broken while some actor's profile is gone; `fix` takes those actors out. */
    status: sceneStatusSchema,
    missingProfileIds: z.array(idSchema),
    lifespan: sceneLifespanSchema,
    startDate: sceneDateSchema,
    actors: z.array(sceneActorSchema),
    interactions: z.array(sceneInteractionSchema),
    groupEvents: z.array(z.object({ code: z.enum(GROUP_EVENT_CODES), actorId: idSchema, date: z.number().int(), timestamp: z.number().int() })),
    /** What one undo would take back, heaviest first; empty when there is nothing to undo. */
    undo: z.array(sceneDiffItemSchema),
    version: sceneVersionSchema,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Scene' });
export type SceneView = z.infer<typeof sceneSchema>;

export const sceneSummarySchema = z.object({
  _id: idSchema,
  title: z.string(),
  status: sceneStatusSchema,
  lifespan: sceneLifespanSchema,
  startDate: sceneDateSchema,
  actorCount: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export const sceneListSchema = z.object({ items: z.array(sceneSummarySchema) });

export const sceneActorsField = z.array(sceneActorRefSchema).superRefine((actors, ctx) => {
  const size = teamSizeIssue(actors.length);
  if (size) ctx.addIssue(ruleIssue(size));
  const ids = actors.map((actor) => actor.profileId);
  if (new Set(ids).size !== ids.length) ctx.addIssue(ruleIssue({ code: 'sceneDuplicateActor' }));
});

export const createSceneSchema = z.object({
  title: z.string().trim().min(1).max(100),
  lifespan: sceneLifespanSchema,
  startDate: sceneDateSchema,
  actors: sceneActorsField,
  /** A member who leads the team from its first day (the assembler's proposal opened in the simulator). */
  leadProfileId: idSchema.optional(),
});

/**
 * One edit of a scene: a new title, and at most one of a change, an added or removed actor, or an undo,
 * made on the scene's `version`.
 */
export const updateSceneSchema = z
  .object({
    version: sceneVersionSchema,
    title: z.string().trim().min(1).max(100).optional(),
    change: sceneChangeSchema.optional(),
    addActor: sceneActorRefSchema.optional(),
    removeActorId: idSchema.optional(),
    undo: z.literal(true).optional(),
    /** One of the what-if advisor's changes, applied as one change (a swap's candidate is a profile id). */
    advice: adviceChangeSchema.optional(),
  })
  .refine((body) => [body.change, body.addActor, body.removeActorId, body.undo, body.advice].filter((part) => part !== undefined).length <= 1, {
    message: 'one_operation',
  });

export const copySceneSchema = z.object({
  title: z.string().trim().min(1).max(100),
  /** The copy's first forecast day. */
  startDay: sceneDateSchema,
  /** The day of the original whose team the copy starts with; 0 by default. */
  summonDay: z.number().int().min(0).max(364).optional(),
});

export const sandboxSchema = z.object({ scene: sceneSchema.nullable() });
export const createSandboxSchema = z.object({
  lifespan: sceneLifespanSchema,
  startDate: sceneDateSchema,
  actors: sceneActorsField,
});

/** A profile that can go into a scene: the owner's or attached, and filled. */
export const sceneProfileSchema = sceneActorSchema.omit({ events: true }).extend({ filled: z.boolean() });
export const sceneProfilesSchema = z.object({ items: z.array(sceneProfileSchema) });
export const deleteScenesSchema = z.object({ sceneIds: z.array(idSchema).min(1).max(200) });
export const deletedCountSchema = z.object({ deleted: z.number().int() });

/** A pair: a scene of two actors, on its own or made from two actors of a team. */
export const pairSchema = sceneSchema.extend({ sourceSceneId: idSchema.nullable() }).meta({ id: 'Pair' });
export type Pair = z.infer<typeof pairSchema>;
export const createPairSchema = z.object({
  actors: z.tuple([idSchema, idSchema]),
  /** The first forecast day; the first of the current month by default. */
  startDay: sceneDateSchema.optional(),
  title: z.string().trim().min(1).max(100).optional(),
});
export const createTeamPairSchema = z.object({ actorIds: z.tuple([idSchema, idSchema]) });
export const updatePairSchema = z.object({
  version: sceneVersionSchema,
  actors: z.tuple([idSchema, idSchema]).optional(),
  startDay: sceneDateSchema.optional(),
  title: z.string().trim().min(1).max(100).optional(),
});
/** A pair is forecast for working together; `love` or `friend` adds that relationship's score. */
export const PAIR_RUN_TYPES = ['love', 'friend'] as const;
export const runPairSchema = z.object({
  type: z.enum(PAIR_RUN_TYPES).optional().describe('Adds the love or the friendship score; left out, the run is about work only'),
});
// The rule comes first, so its issue leads; the bounds after it are what OpenAPI shows.
export const compareScenesSchema = z.object({
  sceneIds: z
    .array(idSchema)
    .superRefine((ids, ctx) => {
      if (ids.length < 2) ctx.addIssue(ruleIssue({ code: 'sceneMinCompare' }));
      if (ids.length > 4) ctx.addIssue(ruleIssue({ code: 'sceneMaxCompare' }));
    })
    .min(2)
    .max(4),
});
