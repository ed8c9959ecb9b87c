// What the simulator shows about a forecast: its charts, each member's mood and who works with whom.
export { ForecastCharts, InteractionGraph } from './lazy-insights';
export { MoodBadge } from './mood-badge';
