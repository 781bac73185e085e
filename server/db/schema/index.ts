// The whole database schema. drizzle-kit reads this file; `client.ts` hands it to drizzle.
export * from './users.ts';
export * from './locations.ts';
export * from './inventory.ts';
export * from './buying.ts';
export * from './cooking.ts';
export * from './sales.ts';
export * from './assistant.ts';
export * from './mail.ts';
export * from './relations.ts';
