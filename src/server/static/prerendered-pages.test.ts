import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDir, startTestApp } from '../../../tests/support/test-app';

/** The build's pre-rendered pages go into #root of their own URL only, with their CSS in the head. */
describe('pre-rendered pages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const webDir = fakeWebDir();
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(webDir, file)), { recursive: true });
      fs.writeFileSync(path.join(webDir, file), text);
    };
    // `$&` and `$1` must reach the page as written, not as replacement patterns.
    write('prerendered/en/faq.html', '<main><h1>FAQ</h1><p>Pro costs $& $1 a month</p></main>');
    write('prerendered/en/account.html', '<main>never served</main>');
    write(
      'prerendered/assets.json',
      JSON.stringify({ faq: { stylesheets: ['/assets/faq-1.css'], modules: ['/assets/faq-1.js'] } }),
    );
    app = await startTestApp({ env: { WEB_DIR: webDir } });
  });
  afterAll(() => app.close());

  const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;

  it('serves the page inside #root, marked with its language and route, and links its CSS', async () => {
    const html = await page('/en/faq');
    expect(html).toContain(
      '<div id="root" data-prerendered="en/faq"><main><h1>FAQ</h1><p>Pro costs $& $1 a month</p></main></div>',
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/faq-1.css">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/faq-1.js">');
  });

  it('keeps an empty #root where nothing was pre-rendered or the page is not public', async () => {
    expect(await page('/de/faq')).toContain('<div id="root"></div>');
    expect(await page('/en/account')).toContain('<div id="root"></div>');
    expect(await page('/en/no-such-page')).toContain('<div id="root"></div>');
  });

  it('does not serve the pre-rendered files themselves', async () => {
    const response = await app.inject({ method: 'GET', url: '/prerendered/en/faq.html' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Pro costs');
  });
});
