// Requests a mode sends to the server outside the load: one probe per endpoint before its load,
// and the members' sign-ins whose tokens the load uses.
import http from 'node:http';
import type autocannon from 'autocannon';
import { clientAddress } from './load.ts';
import type { Seeded } from './seed.ts';

/** One request sent before the load: its answer tells the load will measure what it should. */
export interface Probe {
  status: number;
  contentEncoding: string;
  /** Body bytes as sent (compressed when it was). */
  bodyBytes: number;
}

/** Sends one request as autocannon would, and reads its whole answer. */
export function probe(baseURL: string, requests: autocannon.Request[]): Promise<Probe> {
  const template = requests[0] ?? {};
  const setup = template.setupRequest;
  const request =
    typeof setup === 'function'
      ? setup({ ...template, headers: { ...template.headers } }, {})
      : template;
  const body = typeof request.body === 'string' ? request.body : undefined;
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      new URL(request.path ?? '/', baseURL),
      {
        method: request.method ?? 'GET',
        headers: {
          ...request.headers,
          ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const bodyBytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
          if (status >= 300) {
            const text = Buffer.concat(chunks).toString('utf8').slice(0, 300);
            console.warn(`    ${request.method} ${request.path} answered ${status}: ${text}`);
          }
          resolve({
            status,
            contentEncoding: String(response.headers['content-encoding'] ?? 'identity'),
            bodyBytes,
          });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Signs every member in once: the load spreads its requests over their tokens. */
export async function signIn(baseURL: string, seeded: Seeded): Promise<string[]> {
  const tokens: string[] = [];
  for (const [i, email] of seeded.emails.entries()) {
    const response = await fetch(`${baseURL}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': clientAddress(100_000 + i),
      },
      body: JSON.stringify({ email, password: seeded.password }),
    });
    if (!response.ok) {
      throw new Error(`Signing in ${email} answered ${response.status}: ${await response.text()}`);
    }
    tokens.push(((await response.json()) as { token: string }).token);
  }
  return tokens;
}
