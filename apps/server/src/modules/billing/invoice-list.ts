import type { InvoicePage } from '@teamcast/contract';
import { AppError } from '../../http/app-error';
import type { Session } from '../../identity/session';
import type { ModuleDeps } from '../module-deps';
import { listInvoicesPage } from './billing-repository';
import { toInvoice } from './billing-view';

/** The cursor of the next page: the (createdAt, id) of the last invoice shown, opaque to the caller. */
function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    const createdAt = new Date(typeof at === 'string' ? at : Number.NaN);
    if (typeof id === 'string' && id.length <= 64 && /^[\w-]+$/.test(id) && !Number.isNaN(createdAt.getTime())) return { createdAt, id };
  } catch {
    // Falls through to the refusal below.
  }
  throw new AppError(400, 'validation', 'next_page is not a page of this list', { field: 'next_page' });
}

/** The owner's invoices a page at a time, in SQL: newest first, each page after the last one's key. */
export function createInvoiceList(deps: Pick<ModuleDeps, 'db'>) {
  return {
    async page(session: Session<'owner'>, limit: number, nextPage: string | undefined): Promise<InvoicePage> {
      const rows = await listInvoicesPage(deps.db, session.accountId, limit, nextPage ? decodeCursor(nextPage) : null);
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      const hasMore = rows.length > limit;
      return { data: shown.map(toInvoice), has_more: hasMore, next_page: hasMore && last ? encodeCursor(last.createdAt, last.id) : null };
    },
  };
}
