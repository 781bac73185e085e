import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutSessionBody, checkoutSessionResponse, plan } from '#contract/auth.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { listPlans, Payments, startCheckout } from './billing.service.ts';
import { applyStripeEvent, verifyStripeEvent } from './webhook.service.ts';

/** Registered under `/api/billing`. */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  // One Stripe client per app, built from the configuration; undefined when payments are off.
  const payments = Payments.fromConfig(app.config);

  app.get(
    '/plans',
    {
      schema: {
        tags: ['billing'],
        summary: 'The plans on sale; empty when card payments are not configured',
        security: [],
        response: { 200: z.array(plan), ...errorResponses(503) },
      },
    },
    async (request) => listPlans(request.publicCtx, { payments }),
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
        response: { 200: checkoutSessionResponse, ...errorResponses(401, 422, 503) },
      },
    },
    async (request) => ({
      url: await startCheckout(request.ctx, { payments, priceId: request.body.price_id }),
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
          // Authenticated by the provider's signature header, not by any credential of ours.
          security: [],
          response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400) },
        },
      },
      async (request) => {
        const ctx = request.publicCtx;
        const event = verifyStripeEvent(ctx, {
          payload: Buffer.isBuffer(request.body) ? request.body : undefined,
          signature: request.headers['stripe-signature'],
        });
        await applyStripeEvent(ctx, { event });
        return { received: true as const };
      },
    );
  });
};

export default billingRoutes;
