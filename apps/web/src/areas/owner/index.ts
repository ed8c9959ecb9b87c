// The owner area's chunk: the signed-in layout and the dashboard, the first page after signing in. The rest are
// chunks of their own, so that the dashboard's first load carries none of them: the sign-in pages (./guest), the
// pair and team checks (./tools), the teams, a team and the comparison (./simulator), the FAQ (./help) and the
// profile pages (./profiles).
export { OwnerLayout } from './components/owner-layout';
export { DashboardPage } from './pages/dashboard-page';
