import type { GroupEvent, GroupEventCode, SceneActor } from './scene-types';
import { byDateThenTimestamp } from './timeline';

/**
 * The scene's group events in the specification's codes, derived from the actors' events: joining on
 * the scene's first day is START; a rank given on the day of a join or rejoin folds into it (L_JOIN,
 * M_REJOIN…); any demotion is DISRANK.
 */
export function deriveGroupEvents(actors: readonly SceneActor[], firstDay: number): GroupEvent[] {
  const result: GroupEvent[] = [];
  for (const actor of actors) {
    const events = [...actor.events].sort(byDateThenTimestamp);
    for (const [index, event] of events.entries()) {
      const previous = events[index - 1];
      const joinedThatDay = previous !== undefined && previous.date === event.date && (previous.type === 'join' || previous.type === 'rejoin');
      let code: GroupEventCode;
      switch (event.type) {
        case 'join':
          code = event.date === firstDay ? 'START' : 'JOIN';
          break;
        case 'rejoin':
          code = 'REJOIN';
          break;
        case 'dismiss':
          code = 'DISMISS';
          break;
        case 'l_disrank':
        case 'm_disrank':
          code = 'DISRANK';
          break;
        case 'l_rank':
        case 'm_rank': {
          const prefix = event.type === 'l_rank' ? 'L' : 'M';
          code = joinedThatDay ? (previous.type === 'join' ? `${prefix}_JOIN` : `${prefix}_REJOIN`) : `${prefix}_RANK`;
          if (joinedThatDay) result.pop();
          break;
        }
      }
      result.push({ code, actorId: actor.id, date: event.date, timestamp: event.timestamp });
    }
  }
  return result.sort((a, b) => a.date - b.date || a.timestamp - b.timestamp || a.actorId.localeCompare(b.actorId));
}
