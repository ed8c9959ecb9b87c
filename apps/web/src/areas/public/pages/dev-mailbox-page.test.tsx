import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, failure } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';

describe('dev mailbox page', () => {
  it('lists kept mail newest first, with links that can be followed', async () => {
    const api = createFakeApi({
      getDevOutbox: [
        {
          to: 'new@example.com',
          subject: 'Teamcast: подтвердите email',
          text: 'Откройте ссылку: http://localhost:3000/owner/magic-link?token=abc_DEF-123\nСпасибо.',
          html: '<p>…</p>',
          createdAt: '2026-11-22T10:05:00.000Z',
        },
        { to: 'old@example.com', subject: 'Older', text: 'No links here.', html: '', createdAt: '2026-11-22T09:00:00.000Z' },
      ],
    });
    const { router } = renderApp('/dev/mailbox', { fetch: api.fetch });
    await settled(router);
    const messages = await screen.findAllByTestId('outbox-message');
    expect(messages).toHaveLength(2);
    expect(messages[0]?.textContent).toContain('new@example.com');
    expect(messages[0]?.textContent).toContain('Teamcast: подтвердите email');
    const link = screen.getByRole('link', { name: 'http://localhost:3000/owner/magic-link?token=abc_DEF-123' });
    expect(link.getAttribute('href')).toBe('http://localhost:3000/owner/magic-link?token=abc_DEF-123');
    expect(messages[1]?.textContent).toContain('No links here.');
    expect(await screen.findByTestId('layout-public')).toBeTruthy();
  });

  it('says clearly when the server keeps no mail', async () => {
    const api = createFakeApi({ getDevOutbox: failure(404, 'not_found') });
    const { router } = renderApp('/dev/mailbox', { fetch: api.fetch });
    await settled(router);
    expect((await screen.findByTestId('dev-mailbox-unavailable')).textContent).toContain('недоступна');
  });
});
