import { ASSEMBLY_POOL_MAX, ASSEMBLY_SIZE_MAX, ASSEMBLY_SIZE_MIN } from '@teamcast/contract';

/** The assembler's choices before they are sent. */
export interface AssemblyChoice {
  pool: readonly string[];
  size: number;
  mustHave: readonly string[];
  leadId: string | null;
}

/** Why the choices cannot be sent yet, by the codes the server would answer with where it has one. */
export type AssemblyIssue =
  | { code: 'pool_small' }
  | { code: 'pool_over'; max: number }
  | { code: 'size_range'; min: number; max: number }
  | { code: 'size_over_pool'; pool: number }
  | { code: 'must_have_over_size'; size: number }
  | { code: 'must_have_outside_pool' };

/** The first thing that keeps the choices from a search; the server checks the same. */
export function assemblyIssue({ pool, size, mustHave, leadId }: AssemblyChoice): AssemblyIssue | null {
  if (pool.length < ASSEMBLY_SIZE_MIN) return { code: 'pool_small' };
  if (pool.length > ASSEMBLY_POOL_MAX) return { code: 'pool_over', max: ASSEMBLY_POOL_MAX };
  if (!Number.isInteger(size) || size < ASSEMBLY_SIZE_MIN || size > ASSEMBLY_SIZE_MAX) return { code: 'size_range', min: ASSEMBLY_SIZE_MIN, max: ASSEMBLY_SIZE_MAX };
  if (size > pool.length) return { code: 'size_over_pool', pool: pool.length };
  const inPool = new Set(pool);
  const must = new Set([...mustHave, ...(leadId ? [leadId] : [])]);
  if ([...must].some((id) => !inPool.has(id))) return { code: 'must_have_outside_pool' };
  if (must.size > size) return { code: 'must_have_over_size', size };
  return null;
}

/** The issue's text key; the texts take the issue's figures. */
export const assemblyIssueKeys = {
  pool_small: 'assembler.issues.pool_small',
  pool_over: 'assembler.issues.pool_over',
  size_range: 'assembler.issues.size_range',
  size_over_pool: 'assembler.issues.size_over_pool',
  must_have_over_size: 'assembler.issues.must_have_over_size',
  must_have_outside_pool: 'assembler.issues.must_have_outside_pool',
} as const satisfies Record<AssemblyIssue['code'], string>;

const serverCodes = new Set<string>(['size_over_pool', 'must_have_over_size', 'must_have_outside_pool']);

/** A refusal's rule (the server's validation `params.code`, or the contract's own check) as one of the issues, if it is one. */
export function issueOfRule(rule: string | undefined, params: Record<string, unknown> | undefined): AssemblyIssue | null {
  const code = typeof params?.code === 'string' ? params.code : rule;
  if (!code || !serverCodes.has(code)) return null;
  if (code === 'size_over_pool') return { code, pool: Number(params?.pool ?? 0) };
  if (code === 'must_have_over_size') return { code, size: Number(params?.size ?? 0) };
  return { code: 'must_have_outside_pool' };
}
