import { randomUUID } from 'node:crypto';
import { endpoints, type EndpointAuth } from '@teamcast/contract';
import type { AccountKind } from '../../src/identity/account-kind';
import { newLinkToken } from '../../src/modules/profiles/link-token';
import { listQuestionnaires } from '../../src/modules/questionnaires/questionnaires-repository';
import { bearer, createAdministrator, createEstimator, createOwner, signIn } from '../helpers/accounts';
import type { TestApp } from '../helpers/build-test-app';
import { insertTestProfile } from '../helpers/profiles';
import { insertFinishedRun, insertTestTeam, openScenes } from '../helpers/scenes';
import type { Operation } from './openapi';
import type { Prng } from './prng';

/**
 * Accounts and things that exist, so that a malformed request to `/profiles/{id}` names a real
 * profile and the part it breaks is what gets checked, not the id. Made afresh for each operation:
 * an operation that deletes or signs out spoils only its own world.
 */
export interface FuzzWorld {
  tokens: Record<AccountKind, string>;
  /** Ids a body field named like an id may take, for each kind of caller. */
  ids: Record<AccountKind | 'none', string[]>;
  /** A value for a path parameter that names something of the caller's, when the world has one. */
  pathValue(path: string, name: string, rng: Prng): string | undefined;
  queryValue(name: string, rng: Prng): string | undefined;
}

/** Which account an operation needs: the contract says it; a path says it for anything else. */
export function accountOf(operation: Operation): AccountKind | 'none' {
  const endpoint = (endpoints as Record<string, { auth: EndpointAuth } | undefined>)[operation.id];
  if (endpoint) return endpoint.auth;
  if (!operation.secured) return 'none';
  if (operation.path.includes('/administrator/')) return 'administrator';
  if (operation.path.includes('/estimator')) return 'estimator';
  return 'owner';
}

export async function createWorld(ctx: TestApp): Promise<FuzzWorld> {
  const administrator = await createAdministrator(ctx);
  const estimator = await createEstimator(ctx);
  const owner = await createOwner(ctx);
  const other = await createOwner(ctx);
  await openScenes(ctx, [owner.id, other.id], { allowTeams: true, allowCreateTeams: true, allowScene: true, allowCompareTeams: true });

  const empty = await insertTestProfile(ctx, owner.id, { sharelink: newLinkToken() });
  const filled = await insertTestProfile(ctx, owner.id, { filled: true, sharelink: newLinkToken() });
  const short = await insertTestProfile(ctx, owner.id, { filled: true, kind: 'short' });
  const foreign = await insertTestProfile(ctx, other.id, { filled: true, sharelink: newLinkToken() });
  const team = await insertTestTeam(ctx, owner.id);
  const pair = await insertTestTeam(ctx, owner.id, { kind: 'pair', count: 2 });
  const ruid = await insertFinishedRun(ctx, owner.id, team);
  const questionnaires = (await listQuestionnaires(ctx.database.db)).map((row) => row.id);

  const tokens = {
    administrator: await signIn(ctx, 'administrator', administrator.id),
    estimator: await signIn(ctx, 'estimator', estimator.id),
    owner: await signIn(ctx, 'owner', owner.id),
  };
  await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/owner/data',
    headers: bearer(tokens.owner),
    payload: { key: 'fuzz_key', data: { seen: true } },
  });
  const profiles = [empty.id, filled.id, short.id];
  const actorIds = team.state.actors.map((actor) => actor.id);

  // Path parameters by where they stand, most specific first.
  const pools: [RegExp, string[]][] = [
    [/\/profiles\/(attach|detach|check-attach|check-attach-exist)\/\{id\}/, [foreign.sharelink!, filled.sharelink!]],
    [/\/shared\/\{sharelink\}/, [foreign.sharelink!, filled.sharelink!]],
    [/\{permalink\}/, [empty.permalink, filled.permalink, short.permalink]],
    [/\/owner\/profiles\//, profiles],
    [/\/owner\/data\/\{key\}/, ['fuzz_key']],
    [/\/p2p\/\{sceneId\}/, [pair.id, team.id]],
    [/\/p2p\/\{id\}/, [pair.id]],
    [/\/scene\/snapshot\/\{sceneId\}/, [team.id]],
    [/\/scene\/snapshots\/\{ruid\}/, [ruid]],
    [/\/scene\/scene\/\{id\}/, [team.id]],
    [/\/administrator\/questionnaire\/\{id\}/, questionnaires],
    [/\/administrator\/estimators\/\{id\}/, [estimator.id]],
    [/\/administrator\/\{target\}\/\{id\}/, [owner.id, estimator.id]],
    [/\{token\}/, [newLinkToken(), randomUUID()]],
  ];

  return {
    tokens,
    ids: {
      owner: [...profiles, team.id, pair.id, ...actorIds],
      administrator: [owner.id, estimator.id, ...questionnaires, ...profiles],
      estimator: profiles,
      none: [...profiles],
    },
    pathValue(path, name, rng) {
      if (name === 'target') return undefined;
      const pool = pools.find(([pattern]) => pattern.test(path))?.[1];
      return pool && pool.length > 0 ? rng.pick(pool) : undefined;
    },
    queryValue(name) {
      if (name === 'ruid') return ruid;
      return undefined;
    },
  };
}
