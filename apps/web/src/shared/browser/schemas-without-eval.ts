import { z } from 'zod';

// Zod builds fast object parsers with `new Function` where it may, and finds out whether it may by
// trying once. The server's Content-Security-Policy forbids eval, and the browser reports even that
// caught attempt as a violation; the interpreted parsers are quick enough for the answers a page reads.
// Imported first by the entry, so it is set before any schema parses.
z.config({ jitless: true });
