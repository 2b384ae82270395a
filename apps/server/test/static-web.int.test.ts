import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/test-app';

describe(`the built web app, rebuilt while the server runs, on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let webDist: string;
  let outside: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'rb-web-'));
    outside = `${webDist}-secret.txt`;
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><script src="/assets/index-old.js"></script>',
    );
    await writeFile(path.join(webDist, 'assets', 'index-old.js'), 'console.log("old")');
    ctx = await createTestContext({ env: { WEB_DIST_DIR: webDist } });
    // A rebuild after start-up: new hashed assets and a dotfile that must stay private.
    await writeFile(path.join(webDist, 'assets', 'index-new.js'), 'console.log("new")');
    await writeFile(path.join(webDist, '.env'), 'SECRET=1');
    await writeFile(outside, 'outside the web app');
  });
  afterAll(async () => {
    await ctx?.close();
    await rm(webDist, { recursive: true, force: true });
    await rm(outside, { force: true });
  });

  it('serves an asset written after start-up, cached for good like the others', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-new.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("new")');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('still serves the assets that were there at start-up', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-old.js' });
    expect(response.statusCode).toBe(200);
  });

  it('does not serve dotfiles or files outside the web app directory', async () => {
    const dotfile = await ctx.app.inject({ method: 'GET', url: '/.env', headers: { accept: '*/*' } });
    expect(dotfile.statusCode).toBe(404);
    const escaped = await ctx.app.inject({
      method: 'GET',
      url: `/..%2F${path.basename(outside)}`,
      headers: { accept: '*/*' },
    });
    expect(escaped.statusCode).toBe(404);
    expect(escaped.body).not.toContain('outside the web app');
  });
});
