import { expect, test } from './support/test.ts';
import { startBuiltGateway } from './support/gateway.ts';

// An operator looks a visitor's request up in the gateway's log by the id its answer carried.

test('a page’s X-Request-Id finds the log lines of its request, and the log is JSON only', async ({ page }) => {
  // mf-search's address answers nothing: the gateway says so, the page renders without it.
  const gateway = await startBuiltGateway({ REMOTE_SEARCH_URL: 'http://127.0.0.1:9/mf-manifest.json' });
  try {
    const response = await page.goto(`${gateway.url}/likari`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const requestId = await response!.headerValue('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    await expect
      .poll(() => gateway.logs.some((line) => line.requestId === requestId && line.msg === 'request completed'))
      .toBe(true);
    const ofRequest = gateway.logs.filter((line) => line.requestId === requestId);
    expect(ofRequest.at(-1)).toMatchObject({ req: { method: 'GET', url: '/likari' }, res: { statusCode: 200 } });
    expect(gateway.logs).toContainEqual(expect.objectContaining({ level: 40, remote: 'mf_search' }));

    const notJson = gateway.stdout.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object';
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
  } finally {
    await gateway.stop();
  }
});
