import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoUser, demoEmail, demoPassword } from '../../src/server/admin/create-demo-user';
import { readLocaleTree, type TextTree as Tree } from '../../src/server/i18n/locale-files';
import { languageCodes, type LanguageCode } from '../../src/shared/i18n/languages';
import { startAppServer, type RunningApp } from './support/app-server';
import { closeAll, launchBrowser, newContext, startApp } from './support/browser';

/**
 * Public pages are rendered to HTML at build time in every language: a crawler without JavaScript
 * reads the page's head and text, and the browser hydrates that HTML without changing it.
 */
let server: RunningApp;
let browser: Browser;
/** A blank page whose DOMParser reads fetched HTML (parsing runs none of its scripts). */
let parser: Page;

beforeAll(async () => {
  server = await startAppServer({ env: { PUBLIC_URL: 'https://postura.example' } });
  browser = await launchBrowser();
  parser = await browser.newPage();
});
afterAll(async () => {
  await closeAll(undefined, browser);
  await server.close();
});

/**
 * A browser context for pages of `server`. A page view's beacon, sent 5 s after it, is refused by
 * that server (its PUBLIC_URL is https, the page http): on a busy machine it comes before a test ends,
 * and no test here is about it, so it is answered locally.
 */
async function contextForServer(options?: Parameters<typeof newContext>[1]) {
  const opened = await newContext(browser, options);
  await opened.context.route('**/api/analytics', (route) => route.fulfill({ status: 204 }));
  return opened;
}

const translations = (language: LanguageCode) => readLocaleTree(language);
const text = (tree: Tree, key: string): string => {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no translation ${key}`);
  return node;
};

/** Per page: its path, its title as the head writes it, its <h1>, and a paragraph of its text. */
const pages = {
  home: { path: '/', title: 'pages.home.tagline', h1: 'pages.home.heroTitle', body: 'pages.home.steps.calibrate.body' },
  faq: { path: '/faq', title: 'pages.faq.title', h1: 'pages.faq.title', body: 'faq.items.video.a' },
  features: { path: '/features', title: 'pages.features.title', h1: 'pages.features.title', body: 'featuresPage.detection.body' },
  privacy: { path: '/privacy', title: 'pages.privacy.title', h1: 'pages.privacy.title', body: 'privacyPage.video.body' },
  help: { path: '/help', title: 'pages.help.title', h1: 'pages.help.title', body: 'help.articles.calibration.body' },
  signin: { path: '/signin', title: 'pages.signin.title', h1: 'pages.signin.title', body: 'pages.signin.intro' },
  signup: { path: '/signup', title: 'pages.signup.title', h1: 'pages.signup.title', body: 'pages.signup.intro' },
} as const; // prettier-ignore

/** What a crawler reads in the served HTML: the head's metadata and the text inside #root. */
function readHtml(html: string) {
  return parser.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'text/html');
    const root = document.getElementById('root')!;
    const attribute = (selector: string, name: string) =>
      document.querySelector(selector)?.getAttribute(name);
    return {
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      title: document.title,
      description: attribute('meta[name="description"]', 'content'),
      canonical: attribute('link[rel="canonical"]', 'href'),
      hreflangs: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) =>
        l.getAttribute('hreflang'),
      ),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) =>
          JSON.parse(script.textContent ?? '{}') as { '@type': string; mainEntity?: Array<{ name: string }> },
      ),
      prerendered: root.dataset.prerendered,
      h1: root.querySelector('main h1')?.textContent,
      paragraphs: [...root.querySelectorAll('main p')].map((p) => p.textContent),
      navbar: root.querySelector('header nav')?.textContent,
      footer: root.querySelector('footer')?.textContent,
      links: [...root.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')),
    };
  }, html);
}

describe('pre-rendered public pages without JavaScript', () => {
  const languages: LanguageCode[] = ['en', 'de', 'ar', 'ja'];
  for (const language of languages) {
    it(`serves the head and visible text of public pages in ${language}`, async () => {
      const t = translations(language);
      for (const [id, page] of Object.entries(pages)) {
        const url = `/${language}${page.path === '/' ? '/' : page.path}`;
        const response = await fetch(`${server.url}${url}`);
        expect(response.status, url).toBe(200);
        const read = await readHtml(await response.text());
        expect(read.lang).toBe(language);
        expect(read.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
        expect(read.title).toContain(text(t, page.title));
        expect(read.description, url).toBe(
          text(t, id === 'home' ? 'pages.home.heroSubtitle' : `pages.${id}.intro`),
        );
        expect(read.canonical).toBe(`https://postura.example${url}`);
        expect(read.hreflangs).toEqual([...languageCodes, 'x-default']);
        expect(read.jsonLd.map((data) => data['@type'])).toContain('Organization');
        if (id === 'faq') {
          const faq = read.jsonLd.find((data) => data['@type'] === 'FAQPage');
          expect(faq?.mainEntity?.map((q) => q.name)).toContain(text(t, 'faq.items.video.q'));
        }
        // The page itself, inside the layout, in the URL's language and signed out.
        expect(read.prerendered).toBe(`${language}/${id}`);
        expect(read.h1, url).toBe(text(t, page.h1));
        expect(read.paragraphs, url).toContain(text(t, page.body));
        expect(read.navbar).toContain(text(t, 'nav.signIn'));
        expect(read.footer).toContain(text(t, 'footer.privacyPolicy'));
        expect(read.links).toContain(`/${language}/faq`);
      }
    });
  }

  it('serves the forms of sign-in, sign-up and contact disabled until the page has hydrated', async () => {
    // Typed before hydration, text would be lost; a plain submit would put the password in the URL.
    for (const url of ['/en/signin', '/fr/signup', '/en/contact']) {
      const html = await (await fetch(`${server.url}${url}`)).text();
      const disabled = await parser.evaluate((source) => {
        const form = new DOMParser().parseFromString(source, 'text/html').querySelector('main form');
        return [...(form?.querySelectorAll('fieldset') ?? [])].map((fieldset) => fieldset.disabled);
      }, html);
      expect(disabled, url).toEqual([true]);
    }
  });

  it('leaves private and unknown pages to the browser, and keeps the pre-rendered files private', async () => {
    for (const url of ['/en/account', '/de/pose', '/en/no-such-page', '/en/forgot-password']) {
      const html = await (await fetch(`${server.url}${url}`)).text();
      expect(html, url).toContain('<div id="root"></div>');
    }
    expect((await fetch(`${server.url}/prerendered/en/home.html`)).status).toBe(404);
  });
});

describe('hydration in the browser', () => {
  const cases: Array<{ url: string; theme?: 'light' | 'dark' }> = [
    { url: '/en/' },
    { url: '/de/faq' },
    { url: '/ar/features' },
    { url: '/ja/help' },
    { url: '/fa/privacy' },
    { url: '/hi/contact' },
    { url: '/en/download', theme: 'light' },
    { url: '/de/signin' },
    { url: '/ar/signup' },
  ];

  for (const { url, theme } of cases) {
    it(`hydrates ${url}${theme ? ` (${theme} theme)` : ''} without an error or a text change`, async () => {
      // What a visitor sees before any script runs.
      const still = await browser.newContext({ javaScriptEnabled: false });
      const staticPage = await still.newPage();
      await staticPage.goto(`${server.url}${url}`);
      const before = await staticPage.locator('#root').innerText();
      await still.close();
      expect(before.length).toBeGreaterThan(200);

      const { context, errors } = await contextForServer({ theme });
      // Hydration adopts the server's nodes; a fresh render would first empty #root.
      await context.addInitScript(() => {
        const state = window as unknown as { removedFromRoot: string[] };
        state.removedFromRoot = [];
        new MutationObserver((records) => {
          for (const record of records) {
            const target = record.target as Element;
            if (target.id !== 'root' && !target.closest?.('#root')) continue;
            for (const node of record.removedNodes) state.removedFromRoot.push(node.nodeName);
            if (record.type === 'characterData') state.removedFromRoot.push(`text: ${record.oldValue}`);
          }
        }).observe(document, {
          childList: true,
          subtree: true,
          characterData: true,
          characterDataOldValue: true,
        });
      });
      const page = await context.newPage();
      await page.goto(`${server.url}${url}`, { waitUntil: 'networkidle' });
      // The content pages load the app when the visitor first moves, taps or types.
      await startApp(page);
      await page.waitForTimeout(300);

      const removed = await page.evaluate(
        () => (window as unknown as { removedFromRoot: string[] }).removedFromRoot,
      );
      // The saved light theme swaps only the theme button's icon, once hydrated.
      expect(removed).toEqual(theme === 'light' ? ['svg'] : []);
      expect(await page.locator('#root').innerText()).toBe(before);
      expect(errors).toEqual([]);
      if (theme === 'light') {
        await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
        expect(await page.getAttribute('html', 'data-theme')).toBe('light');
      }
      await context.close();
    });
  }

  it('starts the content pages without the app, and the app at the first interaction, replaying a click', async () => {
    // A server of its own without PUBLIC_URL, so that this http:// page's beacons are accepted.
    const local = await startAppServer();
    try {
      const { context, errors } = await newContext(browser);
      const page = await context.newPage();
      await page.goto(`${local.url}/en/features`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const scripts = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((path) => path.endsWith('.js')),
        );
      const hydrated = () =>
        page.evaluate(() =>
          Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')),
        );
      // Only the small entry and what it imports: no React, no page chunk.
      const before = await scripts();
      expect(before.some((path) => path.includes('/deferred-start-'))).toBe(true);
      expect(before.some((path) => /\/(main|features-page)-/.test(path))).toBe(false);
      expect(await hydrated()).toBe(false);
      // The page view is counted without the app (queued, sent within 5 s).
      const views = () =>
        local.app.database.db
          .selectFrom('analytics_event')
          .select('path')
          .where('name', '=', 'page_view')
          .execute();
      const deadline = Date.now() + 10_000;
      while ((await views()).length === 0 && Date.now() < deadline) await page.waitForTimeout(250);
      expect(await views()).toEqual([{ path: '/en/features' }]);

      // A click on the theme button loads the app, which then gets the click.
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
      await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
      expect(await page.getAttribute('html', 'data-theme')).toBe('light');
      expect(await hydrated()).toBe(true);
      expect((await scripts()).some((path) => /\/main-/.test(path))).toBe(true);
      // Hydrating does not count the page again.
      await page.waitForTimeout(5500);
      expect(await views()).toEqual([{ path: '/en/features' }]);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await local.close();
    }
  });

  it('serves the app at once to a browser with a session cookie, and to pages with a form', async () => {
    const entryOf = async (url: string, cookie?: string) => {
      const html = await (await fetch(`${server.url}${url}`, { headers: cookie ? { cookie } : {} })).text();
      return /<script type="module" crossorigin src="\/assets\/(deferred-start|index)-/.exec(html)?.[1];
    };
    expect(await entryOf('/de/')).toBe('deferred-start');
    expect(await entryOf('/de/faq')).toBe('deferred-start');
    expect(await entryOf('/de/', 'postura.session_token=abc.def')).toBe('index');
    expect(await entryOf('/de/', '__Secure-postura.session_token=abc.def')).toBe('index');
    expect(await entryOf('/de/contact')).toBe('index');
    expect(await entryOf('/de/signin')).toBe('index');
    expect(await entryOf('/de/progress')).toBe('index');
  });

  it("applies the sign-in page's query once hydrated: the message it names and the e-mail it fills in", async () => {
    const { context, errors } = await contextForServer();
    const page = await context.newPage();
    await page.goto(`${server.url}/en/signin?verified=1&email=ada%40example.com`);
    await page.getByText(text(translations('en'), 'auth.verifiedNowSignIn')).waitFor();
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isEnabled()).toBe(true);
    expect(
      await page.getByRole('textbox', { name: text(translations('en'), 'auth.email') }).inputValue(),
    ).toBe('ada@example.com');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a signed-in user on from the pre-rendered sign-in page', async () => {
    // A server of its own without PUBLIC_URL, so that this http:// page may sign in.
    const local = await startAppServer();
    try {
      await createDemoUser(local.app.database.db, local.app.database.kind, { days: 1 });
      const { context, errors } = await newContext(browser);
      const page = await context.newPage();
      await page.goto(`${local.url}/en/signin`);
      await page.getByLabel('E-mail address').fill(demoEmail);
      await page.getByLabel('Password', { exact: true }).fill(demoPassword);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL('**/en/pose');
      // A fresh load of the pre-rendered page: its form first, then on to where ?redirect= says.
      await page.goto(`${local.url}/en/signin?redirect=%2Fen%2Ffaq`);
      await page.waitForURL('**/en/faq');
      await page.getByRole('heading', { name: text(translations('en'), 'pages.faq.title') }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await local.close();
    }
  });

  it('still works as a browser-rendered app after following a link from a hydrated page', async () => {
    const { context, errors } = await contextForServer();
    const page = await context.newPage();
    await page.goto(`${server.url}/de/`);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text(translations('de'), 'footer.faq') })
      .click();
    await page.waitForURL('**/de/faq');
    await page.getByText(text(translations('de'), 'faq.items.video.q')).click();
    await page.getByText(text(translations('de'), 'faq.items.video.a')).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
