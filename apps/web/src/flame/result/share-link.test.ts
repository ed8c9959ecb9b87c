import { describe, expect, it, vi } from 'vitest';
import { copyLink, shareLink } from './share-link';

const link = { url: 'https://x.test/main/questionnaire/k', title: 'Тест' };

describe('sending a link', () => {
  it('uses the phone’s share sheet where there is one', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await shareLink(link, { share, writeText })).toBe('shared');
    expect(share).toHaveBeenCalledWith(link);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats a closed share sheet as a change of mind, not a failure', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    expect(await shareLink(link, { share, writeText: vi.fn() })).toBe('cancelled');
  });

  it('copies the link where sharing is missing or refused', async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareLink(link, { writeText })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(link.url);
    const refusing = vi.fn(async () => {
      throw new DOMException('no', 'NotAllowedError');
    });
    expect(await shareLink(link, { share: refusing, writeText })).toBe('copied');
    expect(await shareLink(link, { share: vi.fn(), canShare: () => false, writeText })).toBe('copied');
  });

  it('leaves the copying to the person when the clipboard is closed too', async () => {
    expect(await copyLink(link.url, {})).toBe('manual');
    expect(
      await copyLink(link.url, {
        writeText: async () => {
          throw new Error('denied');
        },
      }),
    ).toBe('manual');
  });
});
