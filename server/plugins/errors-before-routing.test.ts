import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocation } from '#server/test/factories.ts';
import { as } from '#server/test/request.ts';
import { useTestApp } from '#server/test/app.ts';

const ctx = useTestApp();
let port = 0;

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

/** Sends raw bytes to the listening server and reads the whole answer (it closes after). */
function rawRequest(text: string): Promise<{ status: number; type: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString();
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
        type: /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '',
        body: JSON.parse(body) as unknown,
      });
    });
    socket.end(text);
  });
}

const contractError = (code: string) => ({
  error: { code, message: expect.any(String), error_id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
});

describe('errors before any route answers, in the contract body', () => {
  it('answers 400 BAD_REQUEST to a malformed percent-encoding in a path', async () => {
    const { owner } = await createLocation(ctx.db);
    const response = await as(ctx.app, owner).get('/api/inventory/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(contractError('BAD_REQUEST'));
  });

  it('checks a path parameter over 100 characters like any other id: 422 on the field', async () => {
    const { owner } = await createLocation(ctx.db);
    const response = await as(ctx.app, owner).get(`/api/inventory/${'a'.repeat(150)}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'id', message: expect.any(String) }],
    });
  });

  it('answers 400 BAD_REQUEST to a path parameter past the router limit', async () => {
    const { owner } = await createLocation(ctx.db);
    const response = await as(ctx.app, owner).get(`/api/inventory/${'a'.repeat(600)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(contractError('BAD_REQUEST'));
  });

  it('answers 431 with the contract body to headers over 16 KB', async () => {
    const answer = await rawRequest(
      `GET /health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'x'.repeat(17_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.body).toEqual(contractError('PAYLOAD_TOO_LARGE'));
  });

  it('answers 431 with the contract body to a query over 16 KB', async () => {
    const answer = await rawRequest(
      `GET /api/inventory?search=${'x'.repeat(17_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual(contractError('PAYLOAD_TOO_LARGE'));
  });

  it('answers 400 BAD_REQUEST with the contract body to a request that is not HTTP', async () => {
    const answer = await rawRequest('HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(contractError('BAD_REQUEST'));
  });
});
