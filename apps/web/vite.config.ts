import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Vendor groups. Mantine (and what only it uses) gets a chunk of its own so the consumer test,
 * which renders without Mantine, never downloads it, while every area that does use it shares one copy.
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 40 },
  { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll[^\\/]*|react-number-format|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|aria-hidden|tabbable|clsx|detect-node-es)[\\/]/, priority: 30 },
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
