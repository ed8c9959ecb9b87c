/** Business constants of the product (spec section 9), kept in one place for server and web. */
export const limits = {
  sceneDays: 365,
  pastDays: 730,
  yearForecastDays: 364,
  forecastHorizonMonths: 12,
  minSpecialistsPerTeam: 2,
  pairSlots: 2,
  teamSlots: 4,
  minPasswordLength: 6,
  dashboardHistoryItems: 15,
  undoSnapshots: 2,
  websocketPingMs: 180_000,
  websocketReconnectMs: 5_000,
  scriptChunkTimeoutMs: 120_000,
  truncateLength: 17,
  interactionWarningHoursPerWeek: 50,
  defaultInteractionHours: 5,
  // A forecast's address works without a session, so it is short-lived and read a bounded number of times.
  snapshotLinkMinutes: 10,
  snapshotLinkReads: 20,
} as const;

export const interactionHourOptions = [0.5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
