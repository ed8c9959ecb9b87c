import { INTERACTION_HOURS, TEAM_ORIENTATIONS } from '@teamcast/domain';
import { z } from 'zod';
import { idSchema, isoDateTime } from '../fields';

/** The assembler, the what-if advisor and the director monitor: their requests and results. */

// The scene's date field, here too: the scene entities import the advisor's change, so this file cannot import them.
const sceneDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date');

export const teamOrientationSchema = z.enum(Object.keys(TEAM_ORIENTATIONS) as ['launch', 'growth', 'support']);

/** The most candidates the assembler searches, and the team sizes it builds. */
export const ASSEMBLY_POOL_MAX = 200;
export const ASSEMBLY_SIZE_MIN = 2;
export const ASSEMBLY_SIZE_MAX = 12;
/** The most candidates the advisor tries in swaps. */
export const ADVICE_POOL_MAX = 50;

/** The rule the monitor's start is refused by when none of the owner's teams has all its people. */
export const MONITOR_NO_TEAMS = 'monitor_no_teams';

export const yearScoreSchema = z.object({
  score: z.number(),
  power: z.number(),
  cohesion: z.number(),
  microclimate: z.number(),
  fit: z.number(),
});

export const assembleRequestSchema = z
  .object({
    profileIds: z.array(idSchema).min(2).max(ASSEMBLY_POOL_MAX),
    size: z.number().int().min(ASSEMBLY_SIZE_MIN).max(ASSEMBLY_SIZE_MAX),
    orientation: teamOrientationSchema,
    mustHave: z.array(idSchema).max(ASSEMBLY_SIZE_MAX).default([]),
    leadId: idSchema.nullable().default(null),
    /** The proposed teams' first forecast day; today by default. */
    startDate: sceneDateSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const pool = new Set(body.profileIds);
    if (pool.size !== body.profileIds.length) ctx.addIssue({ code: 'custom', path: ['profileIds'], message: 'duplicate', params: { code: 'duplicate' } });
    if (body.size > pool.size) ctx.addIssue({ code: 'custom', path: ['size'], message: 'size_over_pool', params: { code: 'size_over_pool', pool: pool.size } });
    const must = new Set([...body.mustHave, ...(body.leadId ? [body.leadId] : [])]);
    if (must.size > body.size) ctx.addIssue({ code: 'custom', path: ['mustHave'], message: 'must_have_over_size', params: { code: 'must_have_over_size', size: body.size } });
    for (const id of must) {
      if (!pool.has(id)) ctx.addIssue({ code: 'custom', path: ['mustHave'], message: 'must_have_outside_pool', params: { code: 'must_have_outside_pool', profileId: id } });
    }
  });
export type AssembleRequest = z.input<typeof assembleRequestSchema>;

const reasonSchema = z.object({
  code: z.enum(['strong_power', 'weak_power', 'high_cohesion', 'low_cohesion', 'warm_microclimate', 'cold_microclimate', 'fits_orientation', 'misses_orientation', 'best_pair', 'worst_pair', 'lead_fit']),
  actorIds: z.array(idSchema),
  value: z.number(),
});

const shortfallSchema = z.object({
  indicator: z.enum(['power', 'cohesion', 'microclimate', 'fit']),
  difference: z.number(),
  missing: z.array(idSchema),
  instead: z.array(idSchema),
});

export const assemblyProposalSchema = z.object({
  memberIds: z.array(idSchema),
  leadId: idSchema.nullable(),
  year: yearScoreSchema,
  surrogate: z.number(),
  reasons: z.array(reasonSchema),
  shortfall: z.array(shortfallSchema).nullable(),
  /** The forecast's daily power, cohesion and microclimate, for the proposal's small charts. */
  days: z.object({ power: z.array(z.number()), cohesion: z.array(z.number()), microclimate: z.array(z.number()) }),
});

export const assemblyResultSchema = z.object({
  orientation: teamOrientationSchema,
  size: z.number().int(),
  startDate: sceneDateSchema,
  proposals: z.array(assemblyProposalSchema),
  /** The names of the people in the proposals, as the owner sees them in the profile list. */
  people: z.array(z.object({ id: idSchema, name: z.string() })),
  search: z.object({
    surrogateTeams: z.number().int(),
    simulatedTeams: z.number().int(),
    restarts: z.number().int(),
    restartsAgreeing: z.number().int(),
    possibleTeams: z.number(),
    exhaustive: z.boolean(),
    confidence: z.enum(['high', 'medium', 'low']),
  }),
});

export const adviceChangeSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('swap'), day: z.number().int().min(0).max(364), actorId: idSchema, candidateId: idSchema }),
    z.object({ kind: z.enum(['lead', 'manager', 'dismiss']), day: z.number().int().min(0).max(364), actorId: idSchema }),
    z.object({
      kind: z.literal('pair'),
      day: z.number().int().min(0).max(364),
      actorIds: z.tuple([idSchema, idSchema]),
      hours: z.number().refine((hours) => (INTERACTION_HOURS as readonly number[]).includes(hours), { message: 'interactionHours' }),
      remote: z.boolean(),
    }),
  ])
  .meta({ id: 'AdviceChange' });
export type AdviceChangeView = z.infer<typeof adviceChangeSchema>;

export const adviseRequestSchema = z.object({
  /** The first day a change may take effect: the simulator's chosen day. */
  day: z.number().int().min(0).max(364),
  /** Candidates for swaps: the owner's filled profiles not in the team. */
  poolProfileIds: z.array(idSchema).max(ADVICE_POOL_MAX).default([]),
  orientation: teamOrientationSchema.optional(),
});
export type AdviseRequest = z.input<typeof adviseRequestSchema>;

export const adviceResultSchema = z.object({
  sceneId: idSchema,
  /** The team's version the advice was worked out on; advice on an older version is stale. */
  version: z.number().int(),
  orientation: teamOrientationSchema,
  base: yearScoreSchema,
  items: z.array(z.object({ change: adviceChangeSchema, year: yearScoreSchema, effect: yearScoreSchema })),
  people: z.array(z.object({ id: idSchema, name: z.string() })),
  tried: z.number().int(),
  pruned: z.number().int(),
});

const riskSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('low_mood'), day: z.number().int(), mood: z.number() }),
  z.object({ code: z.literal('overwork'), day: z.number().int(), hours: z.number() }),
  z.object({ code: z.literal('isolated'), contacts: z.number().int(), familiarity: z.number() }),
]);

const seriesSchema = z.array(z.number().nullable());

export const monitorResultSchema = z.object({
  orientation: teamOrientationSchema,
  teams: z.array(
    z.object({
      sceneId: idSchema,
      title: z.string(),
      startDate: sceneDateSchema,
      members: z.number().int(),
      year: yearScoreSchema,
      power: seriesSchema,
      cohesion: seriesSchema,
      microclimate: seriesSchema,
      sharesWith: z.array(idSchema),
    }),
  ),
  people: z.array(
    z.object({
      actorId: idSchema,
      name: z.string(),
      sceneIds: z.array(idSchema),
      meanMood: z.number(),
      lowestMood: z.number(),
      peakWeeklyHours: z.number(),
      contacts: z.number().int(),
      familiarity: z.number(),
      risks: z.array(riskSchema),
    }),
  ),
  organisation: z.object({ people: z.number().int(), contacts: z.number().int(), sharedPeople: z.number().int(), organisationScenes: z.number().int() }),
  /** The owner's teams not forecast, as someone in them has a profile gone: the page names them so they can be fixed. */
  leftOut: z.array(z.object({ sceneId: idSchema, title: z.string() })),
});

export const ANALYSIS_KINDS = ['assemble', 'advise', 'monitor'] as const;
export type AnalysisKind = (typeof ANALYSIS_KINDS)[number];

/** An analysis run as its owner reads it: where it stands and, once done, its result. */
export const analysisSchema = z
  .object({
    ruid: idSchema,
    kind: z.enum(ANALYSIS_KINDS),
    status: z.enum(['queued', 'running', 'done', 'failed']),
    /** 0..100 while it runs. */
    progress: z.number().min(0).max(100),
    sceneId: idSchema.nullable(),
    createdAt: isoDateTime,
    errorCode: z.string().nullable(),
    result: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('assemble'), assembly: assemblyResultSchema }),
        z.object({ kind: z.literal('advise'), advice: adviceResultSchema }),
        z.object({ kind: z.literal('monitor'), monitor: monitorResultSchema }),
      ])
      .nullable(),
  })
  .meta({ id: 'Analysis' });

export type AnalysisView = z.infer<typeof analysisSchema>;
export type AssemblyResultView = z.infer<typeof assemblyResultSchema>;
export type AdviceResultView = z.infer<typeof adviceResultSchema>;
export type MonitorResultView = z.infer<typeof monitorResultSchema>;
