// The light script of the prerendered public pages. The pages show everything before it runs; it adds the cookie
// notice, the language links, moving between these pages without a full load, and hands over to the app when the
// visitor starts something only the app does (a form, an app page reached through the history).
import { sitePageAt, sitePagePath } from './site-pages';
import { cookieConsentKey, languageKey } from './storage-keys';

interface SiteData {
  locale: 'ru' | 'en';
  appEntry: string;
  reloadText: string;
  reloadLabel: string;
}

const readData = (doc: Document): SiteData | null => {
  const text = doc.getElementById('teamcast-site-data')?.textContent;
  return text ? (JSON.parse(text) as SiteData) : null;
};

let data = readData(document);
let appStarted = false;

const store = (key: string, value: string) => {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage refused: the choice lasts for the visit only.
  }
};

const stored = (key: string) => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

function showCookieNotice() {
  const notice = document.querySelector<HTMLElement>('[data-testid="cookie-notice"]');
  if (notice) notice.hidden = stored(cookieConsentKey) !== null;
}

function offerReload() {
  if (!data || document.querySelector('[data-testid="site-reload"]')) return;
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.dataset.testid = 'site-reload';
  box.className = 'tc-site-reload';
  const text = document.createElement('p');
  text.textContent = data.reloadText;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = data.reloadLabel;
  button.addEventListener('click', () => window.location.reload());
  box.append(text, button);
  document.body.prepend(box);
}

/** Where the focus was inside a form, to give it back once the app has drawn the same form. */
function focusPlace(): { form: string; index: number } | null {
  const active = document.activeElement;
  const form = active?.closest('[data-testid]');
  if (!active || !form) return null;
  const fields = [...form.querySelectorAll('input, textarea, button, select')];
  return { form: form.getAttribute('data-testid')!, index: fields.indexOf(active) };
}

/**
 * Loads the app and lets it take the page over. The app renders into a fresh `#root` kept hidden until its page
 * is drawn, so the visitor never sees a blank or a loader in place of the text they were reading.
 */
async function startApp() {
  if (appStarted || !data) return;
  appStarted = true;
  const here = sitePageAt(window.location.pathname);
  if (here) {
    // The app follows the language of the page the visitor reads, at the app's own address of that page.
    store(languageKey, here.locale);
    if (here.locale !== 'ru') window.history.replaceState(window.history.state, '', sitePagePath(here.page, 'ru'));
  }
  const place = focusPlace();
  const page = document.getElementById('root')!;
  page.id = 'static-root';
  const root = document.createElement('div');
  root.id = 'root';
  root.hidden = true;
  page.before(root);
  const reveal = () => {
    if (!root.hidden) return;
    root.hidden = false;
    page.remove();
    if (place) {
      const fields = root.querySelectorAll<HTMLElement>(`[data-testid="${place.form}"] :is(input, textarea, button, select)`);
      fields[place.index]?.focus();
    }
  };
  // Drawn: a page heading or a status page of the app, not its loader.
  const drawn = () => root.querySelector('main h1, [data-testid="not-found"], [data-testid="internal-error"], [data-testid^="login-"]') !== null;
  new MutationObserver((_, observer) => {
    if (!drawn()) return;
    observer.disconnect();
    reveal();
  }).observe(root, { childList: true, subtree: true });
  window.setTimeout(reveal, 8000);
  try {
    await import(/* @vite-ignore */ data.appEntry);
  } catch {
    root.remove();
    page.id = 'root';
    offerReload();
  }
}

/** Shows another prerendered page in place: fetched whole, its body and head swapped in. */
async function showPage(url: URL, { push }: { push: boolean }) {
  const target = sitePageAt(url.pathname);
  const from = sitePageAt(window.location.pathname);
  let html: string;
  try {
    const response = await fetch(url.pathname, { headers: { accept: 'text/html' } });
    if (!response.ok) throw new Error(String(response.status));
    html = await response.text();
  } catch {
    window.location.assign(url.href);
    return;
  }
  const next = new DOMParser().parseFromString(html, 'text/html');
  const nextRoot = next.getElementById('root');
  if (!nextRoot) {
    window.location.assign(url.href);
    return;
  }
  if (push) window.history.pushState(null, '', url.pathname + url.search + url.hash);
  document.getElementById('root')!.replaceChildren(...nextRoot.childNodes);
  document.title = next.title;
  document.documentElement.lang = next.documentElement.lang;
  for (const selector of ['meta[name="description"]', 'link[rel="canonical"]', 'link[rel="alternate"]', 'meta[property^="og:"]']) {
    document.head.querySelectorAll(selector).forEach((element) => element.remove());
    next.head.querySelectorAll(selector).forEach((element) => document.head.append(element));
  }
  data = readData(next) ?? data;
  showCookieNotice();
  // The FAQ keeps the reader's place, as it does in the app; the other pages start at the top.
  if (push && !(target?.page === 'faq' && target.locale === from?.locale)) window.scrollTo(0, 0);
  document.getElementById('main-content')?.focus({ preventScroll: true });
}

document.addEventListener('click', (event) => {
  const target = event.target as Element;
  const languageButton = target.closest<HTMLButtonElement>('button[lang]');
  if (languageButton && languageButton.closest('[role="group"]')) {
    const locale = languageButton.lang;
    store(languageKey, locale);
    const alternate = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${locale}"]`);
    if (alternate) void showPage(new URL(alternate.href, window.location.href), { push: true });
    else void startApp();
    return;
  }
  if (target.closest('[data-testid="internal-error"] button')) {
    window.location.reload();
    return;
  }
  const link = target.closest<HTMLAnchorElement>('a[href]');
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || link.target || !sitePageAt(url.pathname) || url.pathname === window.location.pathname) return;
  event.preventDefault();
  void showPage(url, { push: true });
});

document.addEventListener('click', (event) => {
  if ((event.target as Element).closest('[data-testid="cookie-notice"] button')) {
    store(cookieConsentKey, 'accepted');
    showCookieNotice();
  }
});

// A form is the app's: the first touch of one loads it.
document.addEventListener('focusin', (event) => {
  if ((event.target as Element).closest('#root form')) void startApp();
});

window.addEventListener('popstate', () => {
  if (appStarted) return;
  if (sitePageAt(window.location.pathname)) void showPage(new URL(window.location.href), { push: false });
  else void startApp();
});

showCookieNotice();
