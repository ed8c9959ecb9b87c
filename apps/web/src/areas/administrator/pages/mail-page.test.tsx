import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxMessage } from '@teamcast/contract';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeBody, type FakeRequest } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';

const mail = (n: number, to = `person-${n}@example.com`): OutboxMessage => ({
  to,
  subject: `Вход в Teamcast ${n}`,
  text: `Ссылка для входа: http://localhost:3000/owner/magic-link?token=token-${n}`,
  html: '<p></p>',
  createdAt: new Date(Date.UTC(2026, 10, 24, 10, 0, 60 - n)).toISOString(),
});

const all = Array.from({ length: 45 }, (_, i) => mail(i + 1));

/** Answers like the server: newest first, filtered by recipient, one page at a time. */
function kept({ query }: FakeRequest): FakeBody<'listUndeliveredMail'> {
  const to = (query.to ?? '').toLowerCase();
  const found = all.filter((message) => message.to.includes(to));
  const offset = Number(query.offset ?? 0);
  const limit = Number(query.limit ?? 20);
  return { delivery: 'outbox', items: found.slice(offset, offset + limit), total: found.length };
}

describe('administrator: mail the server kept', () => {
  it('shows the kept mail with its links, pages through it, and finds one recipient', async () => {
    const api = createFakeApi({ listUndeliveredMail: kept });
    const { router } = renderApp('/administrator/mail', { signedIn: ['administrator'], fetch: api.fetch });
    await settled(router);
    const user = userEvent.setup();

    const list = await screen.findByTestId('mail-list');
    expect(within(list).getAllByTestId('outbox-message')).toHaveLength(20);
    expect(screen.getByTestId('mail-total').textContent).toBe('45 писем');
    const link = within(list).getByRole('link', { name: 'http://localhost:3000/owner/magic-link?token=token-1' });
    expect(link.getAttribute('href')).toBe('http://localhost:3000/owner/magic-link?token=token-1');

    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(within(screen.getByTestId('mail-list')).getAllByTestId('outbox-message')).toHaveLength(5));
    expect(api.calls('listUndeliveredMail').at(-1)?.query).toEqual({ limit: '20', offset: '40' });

    await user.type(screen.getByLabelText('Адрес получателя'), 'person-42@');
    await waitFor(() => expect(within(screen.getByTestId('mail-list')).getAllByTestId('outbox-message')).toHaveLength(1));
    expect(screen.getByTestId('mail-list').textContent).toContain('person-42@example.com');
    expect(api.calls('listUndeliveredMail').at(-1)?.query).toEqual({ to: 'person-42@', limit: '20', offset: '0' });
  });

  it('says when mail goes out through a mail server and nothing is kept', async () => {
    const api = createFakeApi({ listUndeliveredMail: { delivery: 'smtp', items: [], total: 0 } });
    const { router } = renderApp('/administrator/mail', { signedIn: ['administrator'], fetch: api.fetch });
    await settled(router);
    expect((await screen.findByTestId('mail-sent-by-smtp')).textContent).toBe('Письма уходят через почтовый сервер и здесь не хранятся.');
  });
});
