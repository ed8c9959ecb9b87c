import type { startAdvice, startAssembly, startMonitor } from '@teamcast/contract';
import type { z } from 'zod';

/* The analyses' requests as the contract's endpoints parse them. */
export type AssembleBody = z.infer<(typeof startAssembly)['body']>;
export type AdviseBody = z.infer<(typeof startAdvice)['body']>;
export type MonitorBody = z.infer<(typeof startMonitor)['body']>;
