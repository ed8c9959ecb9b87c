import type { GroupEventCode, SceneDiffType } from '@teamcast/domain';

/** A team event in words (the spec's codes); the member's name goes before it. */
export const eventLabels = {
  START: 'simulator.events.codes.START',
  JOIN: 'simulator.events.codes.JOIN',
  REJOIN: 'simulator.events.codes.REJOIN',
  M_JOIN: 'simulator.events.codes.M_JOIN',
  L_JOIN: 'simulator.events.codes.L_JOIN',
  M_RANK: 'simulator.events.codes.M_RANK',
  L_RANK: 'simulator.events.codes.L_RANK',
  DISMISS: 'simulator.events.codes.DISMISS',
  DISRANK: 'simulator.events.codes.DISRANK',
  M_REJOIN: 'simulator.events.codes.M_REJOIN',
  L_REJOIN: 'simulator.events.codes.L_REJOIN',
} as const satisfies Record<GroupEventCode, string>;

/** What one undo takes back, in the spec's undo confirmation texts; a rank names the level. */
export const undoLabels = {
  add: 'simulator.undo.items.add',
  remove: 'simulator.undo.items.remove',
  update: 'simulator.undo.items.update',
  dismiss: 'simulator.undo.items.dismiss',
  rejoin: 'simulator.undo.items.rejoin',
  disrank: 'simulator.undo.items.disrank',
} as const satisfies Record<Exclude<SceneDiffType, 'rank'>, string>;

export const undoRankLabels = { 1: 'simulator.undo.items.rankLead', 2: 'simulator.undo.items.rankManager' } as const;

export const levelLabels = { 1: 'simulator.member.lead', 2: 'simulator.member.manager' } as const;
