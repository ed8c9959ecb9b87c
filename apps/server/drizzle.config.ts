import { defineConfig } from 'drizzle-kit';

// One set of PostgreSQL migrations serves both PGlite and PostgreSQL; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
