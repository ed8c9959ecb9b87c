import { paymentFailureCodes, SCENE_RULE_CODES } from '@teamcast/domain';
import { z } from 'zod';
import { pairSchema, sceneSchema, type Pair, type SceneView } from './entities/scenes';

/** Why a run gave no forecast: each maps to one of the spec's scene render messages. */
export const renderFailureCodes = ['communication_setting_failed', 'initialization_error', 'unstable_connection', 'run_interrupted'] as const;

/**
 * Codes the server answers with. The web app and mail turn each into a sentence in the user's
 * language, so the server never sends prose that a user has to read.
 */
export const errorCodes = [
  'validation',
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'not_acceptable',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'internal',
  'service_unavailable',
  'web_not_built',
  // The client's own: no answer reached it, an answer broke the endpoint's schema, or an error code
  // came that this version of the client does not know (from a newer server).
  'network',
  'contract_violation',
  'unknown',
  // Identity and access (spec section 8).
  'invalid_credentials',
  'link_expired',
  'email_in_use',
  'user_not_found',
  'owner_not_found',
  'email_already_verified',
  'account_unverified',
  'wrong_password',
  // Questionnaires and profiles.
  'profile_not_found',
  'profile_deleted',
  'profile_exists',
  'questionnaire_locked',
  'questionnaire_incomplete',
  'questionnaire_not_found',
  'questionnaire_in_use',
  'definition_invalid',
  'invitation_needs_name',
  'profile_not_editable',
  // Teams and scenes: access, eligibility and the rules of team events.
  'feature_unavailable',
  'scene_not_found',
  'actors_ineligible',
  'connection_failed',
  // A forecast's address outlived its time or its number of reads (a new one is asked for).
  'url_expired',
  'url_count',
  // A run's failure arrives over the realtime gateway, but reads like any other error.
  ...renderFailureCodes,
  'team_limit_reached',
  // Someone else stored a newer version of the scene; the answer carries it.
  'scene_conflict',
  // Limits that keep one owner's load from starving the others.
  'runs_in_flight',
  'runs_too_often',
  'profile_limit_reached',
  // Sign-in throttling: a growing wait for one account from one address, and a proof of work.
  'login_delayed',
  'proof_required',
  // Registration and the contact forms carry a solved proof of work unless the server runs without it.
  'captcha_required',
  ...SCENE_RULE_CODES,
  // Payments (spec section 8): the card's refusals as the product names them, then the billing rules.
  ...paymentFailureCodes,
  'card_invalid',
  'payment_method_required',
  'payment_method_not_found',
  'payment_not_found',
  'invoice_not_found',
  'subscription_not_found',
  'plan_not_sold',
  'seats_sold_out',
  'demo_already_used',
  'webhook_signature_invalid',
  // The consumer partner test and its shared links.
  'flame_not_found',
  'flame_already_answered',
  'flame_not_ready',
  'report_unpaid',
  'share_not_found',
  'share_revoked',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The one shape of every failure the API returns. */
export const apiErrorSchema = z
  .object({
    statusCode: z.number().int().min(400).max(599),
    code: z.enum(errorCodes),
    message: z.string(),
    field: z.string().optional().describe('Dotted path of the offending field, for validation errors'),
    rule: z.string().optional().describe('The validation rule the field broke (a domain rule code), for validation errors'),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional().describe('Parameters of the rule, like a length'),
    // A pair first: a team or the scratch scene has no `sourceSceneId`, and a pair read as a scene would lose it.
    current: z
      .union([pairSchema, sceneSchema])
      .optional()
      .describe('The scene as it is now, for `scene_conflict`: the newer version a stale edit was refused against'),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A failed call as the client sees it; `statusCode` 0 means no answer reached us. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly rule: string | undefined;
  readonly params: Record<string, string | number> | undefined;
  /** With `scene_conflict`: the newer scene the edit was refused against, to show instead of the stale one. */
  readonly current: SceneView | Pair | undefined;

  constructor(body: {
    statusCode: number;
    code: ErrorCode;
    message: string;
    field?: string | undefined;
    rule?: string | undefined;
    params?: Record<string, string | number> | undefined;
    current?: SceneView | Pair | undefined;
  }) {
    super(body.message);
    this.name = 'ApiError';
    this.statusCode = body.statusCode;
    this.code = body.code;
    this.field = body.field;
    this.rule = body.rule;
    this.params = body.params;
    this.current = body.current;
  }

  get isNetwork(): boolean {
    return this.statusCode === 0;
  }
}

/**
 * A success answer that breaks its endpoint's schema: the server and this client disagree about the
 * contract, so nothing the user does will fix it. An `ApiError` so it reaches the same top-level display.
 */
export class ApiContractError extends ApiError {
  /** `METHOD /path` of the endpoint, as the contract names it. */
  readonly endpoint: string;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(endpoint: { method: string; path: string }, statusCode: number, issues: readonly z.core.$ZodIssue[]) {
    const name = `${endpoint.method} ${endpoint.path}`;
    const where = issues.slice(0, 3).map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
    super({ statusCode, code: 'contract_violation', message: `${name} answered outside its contract (${where.join('; ')})` });
    this.name = 'ApiContractError';
    this.endpoint = name;
    this.issues = issues;
  }
}
