import { useQueryClient } from '@tanstack/react-query';
import { ownerAccessRulesSchema, type OwnerAccessRules, type OwnerArea, type OwnerSelf, type RealtimeMessage } from '@teamcast/contract';
import { useEffect } from 'react';
import { useAreaToken } from '../../../shared/auth/credentials-store';
import { useOpenRealtime } from '../../../shared/realtime/realtime-context';
import { reflectAnalysis } from '../../analyses';
import { reflectRun } from '../../forecasts';
import { reflectDashboard, reflectSceneState } from '../../scenes';
import { selfQueryKey } from '../api/self-queries';
import { reflectTutorial } from '../api/tutorial-progress';

const ruleNames = Object.keys(ownerAccessRulesSchema.shape) as (keyof OwnerAccessRules)[];

const sameRules = (a: OwnerAccessRules, b: OwnerAccessRules) => ruleNames.every((name) => a[name] === b[name]);

/**
 * Keeps the owner's realtime connection open while the area is signed in. When the access rules the
 * server pushes differ from the account on screen (the email was verified in another tab, say), the
 * account is loaded again, so blocked screens open without a reload; a scene stored in another tab
 * is read again wherever an older version of it is shown. The dashboard's history, counters and
 * training progress arrive here too, and so does the progress of every forecast run and analysis run, and are kept for the screens to show.
 */
export function useOwnerRealtime(area: OwnerArea): void {
  const open = useOpenRealtime();
  const token = useAreaToken(area);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return undefined;
    const connection = open(() => token);
    const onMessage = (message: RealtimeMessage) => {
      // Another tab stored a newer version of a scene this one may hold.
      if (message.type === 'reflectState') return reflectSceneState(queryClient, area, message);
      reflectDashboard(queryClient, area, message);
      reflectRun(queryClient, area, message);
      reflectAnalysis(queryClient, area, message);
      reflectTutorial(queryClient, area, message);
      if (message.type !== 'syncAccessRules') return;
      const key = selfQueryKey(area);
      const shown = queryClient.getQueryData<OwnerSelf>(key);
      if (shown && !sameRules(shown.accessRules, message.payload)) void queryClient.invalidateQueries({ queryKey: key });
    };
    const unsubscribe = connection.onMessage(onMessage);
    connection.start();
    return () => {
      unsubscribe();
      connection.stop();
    };
  }, [open, token, area, queryClient]);
}
