import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Vendor groups for what every page needs. Mantine is left to the bundler's own splitting: one chunk
 * of all of it would make every first page carry the components of every screen (tables, steppers,
 * sliders), while split by use a sign-in page loads only what it draws and the consumer test none.
 */
const vendorGroups = [
  // React alone: the consumer test's page loads it without the router the rest of the app needs.
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 40 },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/, priority: 20 },
  // Zod's setting against eval travels with Zod itself: a chunk of schemas the entry imports is run before
  // the entry's own code, so the setting must already be in force when that chunk runs.
  { name: 'data', test: /node_modules[\\/](@tanstack|zod)[\\/]|src[\\/]shared[\\/]browser[\\/]schemas-without-eval/, priority: 20 },
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

/**
 * The consumer test (`/main`) is a page of its own, main.html, so that its first load carries nothing of the
 * rest of the app; the server answers it for `/main` and every path under it. The development and preview
 * servers do the same here.
 */
function consumerTestPage(): Plugin {
  const rewrite = (url: string | undefined) => {
    const pathname = url?.split(/[?#]/)[0] ?? '';
    return pathname === '/main' || pathname.startsWith('/main/') ? `/main.html${url!.slice(pathname.length)}` : url;
  };
  return {
    name: 'teamcast-consumer-test-page',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        request.url = rewrite(request.url);
        next();
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        request.url = rewrite(request.url);
        next();
      });
    },
  };
}

const page = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

export default defineConfig({
  plugins: [react(), faqDocuments(), consumerTestPage()],
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      // The prerendered public pages' light script (decision on the public site): no React, no app.
      input: { index: page('index.html'), main: page('main.html'), 'public-site': page('src/areas/public/site/enhance.ts') },
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
