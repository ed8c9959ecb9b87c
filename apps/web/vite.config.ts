import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Vendor groups for what every page needs. Mantine is left to the bundler's own splitting: one chunk
 * of all of it would make every first page carry the components of every screen (tables, steppers,
 * sliders), while split by use a sign-in page loads only what it draws and the consumer test none.
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 40 },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/, priority: 20 },
  { name: 'data', test: /node_modules[\\/](@tanstack|zod)[\\/]/, priority: 20 },
];

export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
