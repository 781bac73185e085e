import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** One request the stand-in received: method, path, query and the form-encoded body. */
export interface StripeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  authorization: string | undefined;
}

export interface StandInPrice {
  id: string;
  productName: string;
  unitAmount: number;
  currency: string;
  interval: 'day' | 'week' | 'month' | 'year' | null;
}

export interface StripeStandIn {
  /** `http://127.0.0.1:PORT`, for `stripe.apiHost`. */
  readonly url: string;
  readonly requests: StripeRequest[];
  /** The URL every created Checkout Session answers. */
  readonly checkoutUrl: string;
}

function priceObject(price: StandInPrice, expandProduct: boolean) {
  const productId = `prod_${price.id}`;
  return {
    id: price.id,
    object: 'price',
    active: true,
    currency: price.currency,
    nickname: null,
    product: expandProduct
      ? { id: productId, object: 'product', active: true, name: price.productName }
      : productId,
    recurring: price.interval ? { interval: price.interval, interval_count: 1 } : null,
    type: price.interval ? 'recurring' : 'one_time',
    unit_amount: price.unitAmount,
    unit_amount_decimal: String(price.unitAmount),
  };
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local HTTP server standing in for the Stripe API for the whole test file: it answers
 * `GET /v1/prices/{id}` and `POST /v1/checkout/sessions`, and records every request.
 */
export function useStripeStandIn(prices: StandInPrice[]): StripeStandIn {
  const requests: StripeRequest[] = [];
  const checkoutUrl = 'https://checkout.stripe.test/c/pay/cs_test_standin';
  let url: string | undefined;
  const server = createServer((request, response) => {
    void (async () => {
      const target = new URL(request.url ?? '/', 'http://stand-in');
      const form = new URLSearchParams(await readBody(request));
      requests.push({
        method: request.method ?? 'GET',
        path: target.pathname,
        query: target.searchParams,
        form,
        authorization: request.headers.authorization,
      });
      const priceMatch = /^\/v1\/prices\/([^/]+)$/.exec(target.pathname);
      if (request.method === 'GET' && priceMatch) {
        const price = prices.find((candidate) => candidate.id === priceMatch[1]);
        if (!price) {
          send(response, 404, {
            error: {
              type: 'invalid_request_error',
              message: 'No such price',
              code: 'resource_missing',
            },
          });
          return;
        }
        const expand = [...target.searchParams.entries()].some(
          ([key, value]) => key.startsWith('expand') && value === 'product',
        );
        send(response, 200, priceObject(price, expand));
        return;
      }
      if (request.method === 'POST' && target.pathname === '/v1/checkout/sessions') {
        send(response, 200, {
          id: 'cs_test_standin',
          object: 'checkout.session',
          mode: form.get('mode'),
          client_reference_id: form.get('client_reference_id'),
          url: checkoutUrl,
        });
        return;
      }
      send(response, 404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${target.pathname})`,
        },
      });
    })();
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  return {
    get url() {
      if (!url) throw new Error('The Stripe stand-in is not started yet: use it inside a test.');
      return url;
    },
    requests,
    checkoutUrl,
  };
}
