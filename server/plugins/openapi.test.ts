import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';

const ctx = useTestApp();

describe('the OpenAPI document', () => {
  it('is generated from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Barback API');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/health', '/api/auth/me']),
    );
    const health =
      document.paths['/health'].get.responses['200'].content['application/json'].schema;
    expect(health.properties.database.enum).toEqual(['ok', 'down']);
  });

  it('serves its UI at /api/docs with a content security policy', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['content-security-policy']).toBeTruthy();
  });
});
