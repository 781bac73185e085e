import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '#contract/inventory.ts';
import {
  creditRequestBody,
  exportQuery,
  listWithItems,
  sendListBody,
} from '#contract/shopping-lists.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { requestCredit } from './credit-request.service.ts';
import { retryListMail } from './list-mail.service.ts';
import { exportList, sendList } from './send.service.ts';

/** A list and its vendor: send the order, export it as a file, ask for a credit. */
const sendRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const tags = ['shopping-lists'];

  app.post(
    '/:id/send',
    {
      schema: {
        tags,
        summary:
          "Mark a list sent and queue the order's email (with its PDF) to the vendor's address (manager or owner); 409 below the minimum order unless confirmed",
        security,
        params: idParams,
        body: sendListBody,
        response: { 200: listWithItems, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => sendList(request.ctx, { listId: request.params.id, send: request.body }),
  );

  app.get(
    '/:id/export',
    {
      schema: {
        tags,
        summary: 'The order as a file: PDF (as emailed to the vendor) or CSV',
        security,
        params: idParams,
        querystring: exportQuery,
        response: {
          200: z.string().describe('The file: application/pdf or text/csv, as an attachment'),
          ...errorResponses(401, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const file = await exportList(request.ctx, {
        listId: request.params.id,
        format: request.query.format,
      });
      return (
        reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          // Sent as they are: Fastify serialises neither a Buffer nor a string with a type set.
          .send(file.content as string)
      );
    },
  );

  app.post(
    '/:id/credit-request',
    {
      schema: {
        tags,
        summary:
          'Queue an email to the vendor with the short and dearer lines of a received list, asking for a credit (manager or owner)',
        security,
        params: idParams,
        body: creditRequestBody,
        response: { 202: listWithItems, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await requestCredit(request.ctx, { listId: request.params.id, request: request.body }),
        ),
  );

  app.post(
    '/:id/mail/retry',
    {
      schema: {
        tags,
        summary:
          "Queue the list's newest email (order or credit request) again after it failed (manager or owner); 409 when it has not failed",
        security,
        params: idParams,
        response: { 200: listWithItems, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => retryListMail(request.ctx, { listId: request.params.id }),
  );
};

export default sendRoutes;
