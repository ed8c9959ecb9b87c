// The owner's pair check and team check: a chunk of their own, loaded when one of them opens, so that the
// dashboard's first load does not carry their forms and results.
export { P2pPage } from './pages/p2p-page';
export { TeamCheckPage } from './pages/team-check-page';
