// What screens of teams, the scratch scene, pairs and the dashboard's history use to read and edit them.
export { pairQuery, sandboxQuery, sceneQueryKey, scenesQueryKey, teamQuery, teamsQuery } from './api/scene-queries';
export { keepScene, newerSceneOf, reflectSceneState } from './api/scene-cache';
export { useEditPair, useEditSandbox, useEditTeam, useFixTeam, type PairEdit, type SceneEdit } from './api/scene-mutations';
export { reflectDashboard, useDashboardHistory, useRunCounters, type HistoryItem, type RunCounters } from './api/dashboard-history';
