import { describe, expect, it } from 'vitest';
import { createLocation } from '#server/test/factories.ts';
import { csvFile, multipartBody } from '#server/test/cooking-helpers.ts';
import { tokenFor } from '#server/test/request.ts';
import { useTestApp } from '#server/test/app.ts';

const ctx = useTestApp();

const FILE = csvFile('recipe,ingredient,quantity,unit\nNegroni,Gin,30,ml\n');

describe('POST /api/recipes/bulk-import with a body the reader cannot finish', () => {
  it('answers 400 BAD_REQUEST in the contract body to a multipart body cut off anywhere', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const { payload, headers } = multipartBody({ location_id: location.id }, FILE);
    const authorization = `Bearer ${await tokenFor(ctx.app, owner)}`;
    // In the first part's headers, in the location id, in the file's headers and in its data.
    for (const cut of [40, 120, 200, payload.length - 12]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/recipes/bulk-import',
        payload: payload.subarray(0, cut),
        headers: { ...headers, authorization },
      });
      expect(response.statusCode, `cut at ${cut}`).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'The upload was cut off or is not a valid form. Send it again.',
        error_id: expect.any(String),
      });
    }
  });

  it('answers 400 BAD_REQUEST to a multipart body without its boundary', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const { payload } = multipartBody({ location_id: location.id }, FILE);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes/bulk-import',
      payload,
      headers: {
        'content-type': 'multipart/form-data',
        authorization: `Bearer ${await tokenFor(ctx.app, owner)}`,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });
});
