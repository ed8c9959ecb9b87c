import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

/**
 * The FAQ the app bundles is also a static document of the site (spec section 3), at /docs/faq.<lang>.json,
 * written from the same file, so the two never differ.
 */
function faqDocuments(): Plugin {
  return {
    name: 'teamcast-faq-documents',
    apply: 'build',
    generateBundle() {
      for (const locale of ['ru', 'en']) {
        const source = readFileSync(new URL(`./src/shared/help/faq.${locale}.json`, import.meta.url), 'utf8');
        this.emitFile({ type: 'asset', fileName: `docs/faq.${locale}.json`, source });
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), faqDocuments()],
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
