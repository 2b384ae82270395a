import { ProblemDetails } from '@receiptbox/contracts';
import { closeExtractor } from '@receiptbox/extract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RECEIPT_FOUND_MESSAGE } from '../src/extractor';
import { converterRoutes } from '../src/features/converter/routes';
import { createTestContext, type TestContext } from './helpers/test-app';

/** A white 400x600 PNG: a page with nothing on it. */
const BLANK_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAZAAAAJYCAMAAAB7MkC6AAAAA1BMVEX///+nxBvIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABAElEQVR42u3BMQEAAADCoPVPbQ0PoAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAvgysBQABQtQeEgAAAABJRU5ErkJggg==';

describe(`POST /api/Converter with a picture that is not a receipt, on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ features: [{ name: 'converter', plugin: converterRoutes }] });
  });
  afterAll(async () => {
    await ctx?.close();
    await closeExtractor();
  });

  it('answers a blank photo with a 422 that says no receipt was found, not an empty success', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Converter',
      payload: { fileName: 'blank.png', fileContent: BLANK_PNG },
    });
    expect(response.statusCode).toBe(422);
    expect(ProblemDetails.parse(response.json())).toMatchObject({
      code: 'unprocessable_file',
      reason: 'NO_RECEIPT_FOUND',
      detail: NO_RECEIPT_FOUND_MESSAGE,
    });
  });
});
