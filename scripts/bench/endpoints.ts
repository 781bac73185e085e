// The endpoints the benchmark drives, each with the request its baseline answers. To add an
// endpoint: its SQL to baseline-sql.ts, a route to baseline-server.ts, an entry here.
import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import type { Seeded } from './seed.ts';
import { clientAddress, cycle, pick } from './load.ts';

/** What the requests are built from: the seed, and a token per member (signed in once). */
export interface Subject {
  seeded: Seeded;
  /** Access tokens, in the order of seeded.emails / seeded.userIds. */
  tokens: string[];
}

interface Endpoint {
  key: string;
  /** As the report shows it. */
  label: string;
  /** What the load does, for the reader. */
  about: string;
  real(subject: Subject): autocannon.Request[];
  baseline(subject: Subject): autocannon.Request[];
}

type Setup = (request: autocannon.Request) => autocannon.Request;

const json = { 'content-type': 'application/json' };
// What a browser asks for (Node has no zstd before 22.15, so neither side offers it).
const BROWSER_ENCODINGS = 'gzip, deflate, br';

/** Requests spread over the members' tokens, one after the other. */
function signedIn(subject: Subject, build: (token: string, member: number) => Setup) {
  const members = cycle(subject.tokens.map((token, member) => ({ token, member })));
  return (request: autocannon.Request) => {
    const { token, member } = members();
    return build(token, member)(request);
  };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function listEndpoint(key: string, label: string, encoding: string): Endpoint {
  return {
    key,
    label,
    about: `the whole stock list of the location, Accept-Encoding: ${encoding}`,
    real: (subject) => [
      {
        method: 'GET',
        path: `/api/inventory?location_id=${subject.seeded.locationId}`,
        setupRequest: signedIn(subject, (token) => (request) => ({
          ...request,
          headers: { ...bearer(token), 'accept-encoding': encoding },
        })),
      },
    ],
    baseline: (subject) => [
      {
        method: 'GET',
        path: `/list?location_id=${subject.seeded.locationId}`,
        headers: { 'accept-encoding': encoding },
      },
    ],
  };
}

const item: Endpoint = {
  key: 'item',
  label: 'GET /api/inventory/{id}',
  about: 'one item, a random one of the location each time',
  real: (subject) => [
    {
      method: 'GET',
      setupRequest: signedIn(subject, (token) => (request) => ({
        ...request,
        path: `/api/inventory/${pick(subject.seeded.itemIds)}`,
        headers: bearer(token),
      })),
    },
  ],
  baseline: (subject) => [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `/items/${pick(subject.seeded.itemIds)}?location_id=${subject.seeded.locationId}`,
      }),
    },
  ],
};

/** A count's body: a new quantity, no version (so no count is refused as stale). */
const countBody = () =>
  JSON.stringify({ quantity: Math.floor(Math.random() * 40), reason: 'count' });

const count: Endpoint = {
  key: 'count',
  label: 'POST /api/inventory/update/{id}',
  about: 'a count of a random item, with a new Idempotency-Key each time',
  real: (subject) => [
    {
      method: 'POST',
      setupRequest: signedIn(subject, (token) => (request) => ({
        ...request,
        path: `/api/inventory/update/${pick(subject.seeded.itemIds)}`,
        headers: { ...bearer(token), ...json, 'idempotency-key': randomUUID() },
        body: countBody(),
      })),
    },
  ],
  baseline: (subject) => [
    {
      method: 'POST',
      setupRequest: signedIn(subject, (_token, member) => (request) => ({
        ...request,
        path:
          `/count/${pick(subject.seeded.itemIds)}?location_id=${subject.seeded.locationId}` +
          `&user_id=${subject.seeded.userIds[member]}`,
        headers: { ...json },
        body: countBody(),
      })),
    },
  ],
};

const changelog: Endpoint = {
  key: 'changelog',
  label: 'GET /api/inventory/updates/changelog',
  about: 'the newest page (100 rows) of the location’s changelog',
  real: (subject) => [
    {
      method: 'GET',
      path: `/api/inventory/updates/changelog?location_id=${subject.seeded.locationId}`,
      setupRequest: signedIn(subject, (token) => (request) => ({
        ...request,
        headers: bearer(token),
      })),
    },
  ],
  baseline: (subject) => [
    { method: 'GET', path: `/changelog?location_id=${subject.seeded.locationId}` },
  ],
};

const vendorItems: Endpoint = {
  key: 'vendor-items',
  label: 'GET /api/vendors/{id}/items',
  about: 'the whole catalogue of the vendor that sells every item (2,000 lines by default)',
  real: (subject) => [
    {
      method: 'GET',
      path: `/api/vendors/${subject.seeded.vendorIds[0]}/items`,
      setupRequest: signedIn(subject, (token) => (request) => ({
        ...request,
        headers: bearer(token),
      })),
    },
  ],
  baseline: (subject) => [
    {
      method: 'GET',
      path: `/vendors/${subject.seeded.vendorIds[0]}/items?location_id=${subject.seeded.locationId}`,
    },
  ],
};

/** Sign-ins of the members in turn, each from another client address. */
function loginRequests(subject: Subject, path: string): autocannon.Request[] {
  const emails = cycle(subject.seeded.emails);
  let n = 0;
  return [
    {
      method: 'POST',
      path,
      setupRequest: (request) => {
        n += 1;
        return {
          ...request,
          headers: { ...json, 'x-forwarded-for': clientAddress(n) },
          body: JSON.stringify({ email: emails(), password: subject.seeded.password }),
        };
      },
    },
  ];
}

export const login: Endpoint = {
  key: 'login',
  label: 'POST /api/auth/login',
  about: 'sign-ins of the members in turn (argon2id verification included)',
  real: (subject) => loginRequests(subject, '/api/auth/login'),
  baseline: (subject) => loginRequests(subject, '/login'),
};

export { item };

export const ENDPOINTS: Endpoint[] = [
  listEndpoint('list', 'GET /api/inventory (plain)', 'identity'),
  listEndpoint('list-compressed', 'GET /api/inventory (compressed)', BROWSER_ENCODINGS),
  item,
  changelog,
  count,
  vendorItems,
  login,
];
