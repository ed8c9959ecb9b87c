import { COMPUTE_PHASES, FORECAST_RUN_KINDS } from '@teamcast/domain';
import { z } from 'zod';
import { ownerAccessRulesSchema } from './entities/accounts';
import { ANALYSIS_KINDS } from './entities/advice';
import { sceneVersionSchema } from './entities/scenes';
import { renderFailureCodes } from './errors';
import { idSchema, isoDateTime } from './fields';
import { neuronetTrainingMessageSchema } from './realtime-administrators';

/** Milliseconds between the gateway's pings, and before a client reconnects after a drop (spec section 9). */
export const REALTIME_PING_MS = 180_000;
export const REALTIME_RECONNECT_MS = 5_000;
export const REALTIME_PATH = '/api/v1/realtime';

const phaseSchema = z.enum(Object.keys(COMPUTE_PHASES) as [keyof typeof COMPUTE_PHASES, ...(keyof typeof COMPUTE_PHASES)[]]);


const historyItemSchema = z.object({
  id: idSchema,
  type: z.enum(FORECAST_RUN_KINDS),
  title: z.string(),
  actors: z.array(idSchema),
  scenes: z.array(idSchema),
  createdAt: isoDateTime,
});

const message = <T extends string, P extends z.ZodType>(type: T, payload: P) => z.object({ type: z.literal(type), payload });

/**
 * Every message the gateway sends; a message reaches only the connections of the owner it concerns,
 * or, for the administrators' messages (`realtime-administrators.ts`), every administrator's connection.
 */
export const realtimeMessageSchema = z
  .discriminatedUnion('type', [
    message('ping', z.object({ at: isoDateTime })),
    message('teamCheck', z.object({ sceneId: idSchema, status: z.enum(['ok', 'broken']), missingProfileIds: z.array(idSchema) })),
    message('sceneComputePhase', z.object({ ruid: idSchema, sceneId: idSchema.nullable(), phase: phaseSchema, progress: z.number().min(0).max(100) })),
    message('renderCheckTeam', z.object({ ruid: idSchema, sceneId: idSchema, url: z.string() })),
    message('renderPair', z.object({ ruid: idSchema, pairId: idSchema, url: z.string() })),
    message('renderCompareTeam', z.object({ ruid: idSchema, sceneIds: z.array(idSchema), url: z.string() })),
    message('rejectScene', z.object({ ruid: idSchema, sceneId: idSchema.nullable(), code: z.enum(renderFailureCodes) })),
    message('syncHistory', z.object({ items: z.array(historyItemSchema) })),
    message('integralStats', z.object({ p2p: z.number().int(), team: z.number().int() })),
    message('syncAccessRules', ownerAccessRulesSchema),
    message('syncTutorial', z.object({ steps: z.record(z.string(), z.boolean()) })),
    // The version lets a tab tell whether the scene it shows is now stale, or is the one it just saved.
    // The assembler's, the advisor's and the monitor's runs: how far along, and their end.
    message('analysisProgress', z.object({ ruid: idSchema, kind: z.enum(ANALYSIS_KINDS), progress: z.number().min(0).max(100) })),
    message('analysisDone', z.object({ ruid: idSchema, kind: z.enum(ANALYSIS_KINDS), status: z.enum(['done', 'failed']), code: z.string().nullable() })),
    message('reflectState', z.object({ sceneId: idSchema, updatedAt: isoDateTime, version: sceneVersionSchema })),
    // For administrators only: a model's training progress, and its outcome at the end.
    neuronetTrainingMessageSchema,
  ])
  .meta({ id: 'RealtimeMessage' });
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;
export type RealtimeMessageType = RealtimeMessage['type'];
export const REALTIME_MESSAGE_TYPES = realtimeMessageSchema.options.map((option) => option.shape.type.value);
