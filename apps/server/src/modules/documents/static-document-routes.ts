import { locales } from '@teamcast/domain';
import type { FastifyPluginAsync } from 'fastify';
import {
  createStaticDocumentCache,
  staticDocumentFileName,
  staticDocumentNames,
} from '../../platform/documents/static/static-documents';

/** Where each static document lives: `/documents/user-guide.ru.pdf`, `/documents/pitch-deck.en.pdf`, … */
export function staticDocumentPath(name: string, locale: string): string {
  return `/documents/${name}.${locale}.pdf`;
}

/**
 * The browser's own PDF viewer shows the file through a plugin object and a page with inline styles, which the
 * site's policy (`object-src 'none'`, no inline styles by default) would block; a PDF of ours runs no script, so
 * its policy allows those two and nothing else.
 */
const pdfContentSecurityPolicy = "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/**
 * The static documents of spec section 7: the user guide, the pitch deck and the privacy policy, in Russian and
 * English, at stable addresses outside `/api` (they are files for people, not JSON). Each is made from its sources
 * on its first request and then served from memory, with an ETag that is the same on every server, so a reader's
 * copy is revalidated cheaply. Any other path under `/documents/` is the web app's, which shows its not-found page.
 */
export const staticDocumentRoutes: FastifyPluginAsync = async (app) => {
  const documents = createStaticDocumentCache();
  for (const name of staticDocumentNames) {
    for (const locale of locales) {
      app.get(staticDocumentPath(name, locale), { schema: { hide: true } }, async (request, reply) => {
        const { pdf, etag } = await documents.get(name, locale);
        reply
          .header('etag', etag)
          // An hour, then a revalidation: the address stays when a new edition of the text is deployed.
          .header('cache-control', 'public, max-age=3600')
          .header('content-language', locale)
          .header('content-security-policy', pdfContentSecurityPolicy);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${staticDocumentFileName(name, locale)}"`)
          .send(pdf);
      });
    }
  }
};
