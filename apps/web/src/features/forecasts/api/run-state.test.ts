import { QueryClient } from '@tanstack/react-query';
import type { RealtimeMessage } from '@teamcast/contract';
import { describe, expect, it } from 'vitest';
import { reflectRun, runQueryKey, type RunState } from './run-state';

const ruid = '11111111-1111-4111-8111-111111111111';
const sceneId = '22222222-2222-4222-8222-222222222222';
const phase = (name: 'init' | 'units' | 'render', progress: number): RealtimeMessage => ({
  type: 'sceneComputePhase',
  payload: { ruid, sceneId, phase: name, progress },
});

describe('run state from the realtime gateway', () => {
  const stateAfter = (messages: RealtimeMessage[]) => {
    const client = new QueryClient();
    for (const message of messages) reflectRun(client, 'owner', message);
    return client.getQueryData<RunState>(runQueryKey('owner', ruid));
  };

  it('follows the phases forward and ignores a late report of an earlier one', () => {
    expect(stateAfter([phase('init', 15), phase('render', 70), phase('units', 40)])).toEqual({ status: 'running', phase: 'render', progress: 70 });
  });

  it('keeps a result that arrived before any phase, and no later phase takes it back', () => {
    const done: RealtimeMessage = { type: 'renderCheckTeam', payload: { ruid, sceneId, url: '/x?key=k' } };
    expect(stateAfter([done, phase('render', 70)])).toEqual({ status: 'done', target: { ruid, sceneId, url: '/x?key=k' } });
  });

  it('records a refusal with its code', () => {
    const rejected: RealtimeMessage = { type: 'rejectScene', payload: { ruid, sceneId, code: 'unstable_connection' } };
    expect(stateAfter([phase('init', 12), rejected])).toEqual({ status: 'failed', code: 'unstable_connection' });
  });

  it('reads a comparison by its first team', () => {
    const other = '33333333-3333-4333-8333-333333333333';
    const done: RealtimeMessage = { type: 'renderCompareTeam', payload: { ruid, sceneIds: [sceneId, other], url: '/y' } };
    expect(stateAfter([done])).toEqual({ status: 'done', target: { ruid, sceneId, url: '/y' } });
  });
});
