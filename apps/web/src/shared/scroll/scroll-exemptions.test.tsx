import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { keepsScroll, scrollKeepingPaths } from './scroll-exemptions';
import { ScrollToTop } from './scroll-to-top';

describe('scroll exemptions', () => {
  it('keeps the position on the FAQ and below it, nowhere else', () => {
    expect(scrollKeepingPaths).toContain('/faq');
    expect(keepsScroll('/faq')).toBe(true);
    expect(keepsScroll('/faq/')).toBe(true);
    expect(keepsScroll('/faq/billing')).toBe(true);
    expect(keepsScroll('/faqs')).toBe(false);
    expect(keepsScroll('/')).toBe(false);
    expect(keepsScroll('/owner/dashboard')).toBe(false);
  });

  it('scrolls to the top after a navigation except onto an exempt page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <ScrollToTop />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <p>home</p> },
            { path: '/enterprise', element: <p>enterprise</p> },
            { path: '/faq', element: <p>faq</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    scrollTo.mockClear();

    await act(() => router.navigate('/enterprise'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await act(() => router.navigate('/faq'));
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });
});
