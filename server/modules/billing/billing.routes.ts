import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutSessionBody, checkoutSessionResponse, plan } from '../../../contract/auth.ts';
import { errorBody } from '../../../contract/errors.ts';
import { checkoutForSignedInUser, listPlans } from './billing.service.ts';
import { applyStripeEvent, verifyStripeEvent } from './webhook.service.ts';

/** Registered under `/api/billing`. */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { config: app.config, db: app.db };

  app.get(
    '/plans',
    {
      schema: {
        tags: ['billing'],
        summary: 'The plans on sale; empty when card payments are not configured',
        response: { 200: z.array(plan), 503: errorBody },
      },
    },
    async () => listPlans(app.config),
  );

  app.post(
    '/checkout-session',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: 'Start paying for a plan: the address of the payment page',
        security: [{ bearer: [] }],
        body: checkoutSessionBody,
        response: { 200: checkoutSessionResponse, 401: errorBody, 422: errorBody, 503: errorBody },
      },
    },
    async (request) => ({
      url: await checkoutForSignedInUser(ctx, request.auth, request.body.price_id),
    }),
  );

  // Stripe signs the exact bytes it sends: this route alone keeps the body as a raw Buffer.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    webhook.post(
      '/webhook',
      {
        schema: {
          tags: ['billing'],
          summary: 'Stripe events (signed); records the subscription state on the user',
          response: { 200: z.object({ received: z.literal(true) }), 400: errorBody },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : undefined;
        const event = verifyStripeEvent(app.config, body, request.headers['stripe-signature']);
        await applyStripeEvent(app.db, event);
        return { received: true as const };
      },
    );
  });
};

export default billingRoutes;
