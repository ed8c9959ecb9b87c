import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { analysisSchema, assembleRequestSchema, adviseRequestSchema } from '../entities/advice';
import { runStartedSchema } from '../entities/forecasts';
import { idSchema } from '../fields';

const scene = '/api/v1/scene';
const tags = ['owner', 'analyses'];

export const startAssembly = defineEndpoint({
  method: 'POST',
  path: `${scene}/assemble`,
  summary: 'Propose the best teams of a size from a pool of up to 200 filled profiles, for an orientation, with people who must be in and a lead; answers at once with the run, whose progress and end go out over the realtime gateway',
  tags,
  auth: 'owner',
  body: assembleRequestSchema,
  response: runStartedSchema,
  successStatus: 202,
});

export const startAdvice = defineEndpoint({
  method: 'POST',
  path: `${scene}/scene/:id/advise`,
  summary: "Try the single changes of a team (a swap with a candidate, a new lead or manager, one pair's hours or place, a dismissal) from a day on and rank the five that help its forecast year most; a run like the assembler's",
  tags,
  auth: 'owner',
  params: z.object({ id: idSchema }),
  body: adviseRequestSchema,
  response: runStartedSchema,
  successStatus: 202,
});

export const startMonitor = defineEndpoint({
  method: 'POST',
  path: `${scene}/monitor`,
  summary: "Forecast the owner's whole organisation: every team's year on shared axes and the people at risk; a run like the assembler's",
  tags,
  auth: 'owner',
  body: z.object({ orientation: z.enum(['launch', 'growth', 'support']).optional() }),
  response: runStartedSchema,
  successStatus: 202,
});

export const getAnalysis = defineEndpoint({
  method: 'GET',
  path: `${scene}/analyses/:ruid`,
  summary: "One of the owner's assembler, advisor or monitor runs: its state, progress and, once done, its result",
  tags,
  auth: 'owner',
  params: z.object({ ruid: idSchema }),
  response: analysisSchema,
});
