import { useQueryClient } from '@tanstack/react-query';
import type { NeuronetModelList, NeuronetTrainingPayload, RealtimeMessage } from '@teamcast/contract';
import { useEffect, useState } from 'react';
import { useAreaToken } from '../../../shared/auth/credentials-store';
import { useOpenRealtime } from '../../../shared/realtime/realtime-context';
import { modelsQueryKey } from './neuronet-api';

export interface TrainingProgress {
  /** Where each model under training is, as the server last pushed it. */
  readonly byModel: ReadonlyMap<string, NeuronetTrainingPayload>;
  /** Whether the realtime connection is open; while it is not, the list is read again now and then. */
  readonly live: boolean;
}

const showsTraining = (data: unknown) => (data as NeuronetModelList | undefined)?.items.some((model) => model.status === 'training') ?? false;

/**
 * Follows the trainings the server pushes to administrators over the realtime connection: their
 * progress as it goes, and the models list read again once one ends. When the connection comes
 * (back) while a training shows, the list is read again, for whatever ended meanwhile.
 */
export function useTrainingProgress(): TrainingProgress {
  const open = useOpenRealtime();
  const token = useAreaToken('administrator');
  const queryClient = useQueryClient();
  const [byModel, setByModel] = useState<ReadonlyMap<string, NeuronetTrainingPayload>>(() => new Map());
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!token) return undefined;
    const connection = open(() => token);
    const onMessage = (message: RealtimeMessage) => {
      if (message.type !== 'neuronetTraining') return;
      const { payload } = message;
      setByModel((shown) => {
        const next = new Map(shown);
        if (payload.phase === 'finished') next.delete(payload.modelId);
        else next.set(payload.modelId, payload);
        return next;
      });
      if (payload.phase === 'finished') void queryClient.invalidateQueries({ queryKey: modelsQueryKey });
    };
    const stopMessages = connection.onMessage(onMessage);
    const stopState = connection.onState((state) => {
      setLive(state === 'open');
      if (state !== 'open') return;
      const stale = queryClient.getQueriesData({ queryKey: modelsQueryKey }).some(([, data]) => showsTraining(data));
      if (stale) void queryClient.invalidateQueries({ queryKey: modelsQueryKey });
    });
    // The state listener is in place first, so it hears the connection open.
    connection.start();
    return () => {
      stopMessages();
      stopState();
      connection.stop();
      setLive(false);
    };
  }, [open, token, queryClient]);

  return { byModel, live };
}
