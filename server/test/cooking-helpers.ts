import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '#server/app.ts';
import { tokenFor } from '#server/test/request.ts';

export interface Upload {
  filename: string;
  contentType: string;
  data: Buffer | string;
}

/** A multipart/form-data body: text fields, then the file under `file` (when given). */
export function multipartBody(fields: Record<string, string>, file?: Upload) {
  const boundary = `----barback-${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/recipes/bulk-import as `user` (anonymous without one). */
export async function postImport(
  app: App,
  user: { id: string; email: string } | undefined,
  fields: Record<string, string>,
  file?: Upload,
): Promise<LightMyRequestResponse> {
  const body = multipartBody(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/recipes/bulk-import',
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(user ? { authorization: `Bearer ${await tokenFor(app, user)}` } : {}),
    },
  });
}

/** A CSV upload of these lines. */
export const csvFile = (text: string, filename = 'recipes.csv'): Upload => ({
  filename,
  contentType: 'text/csv',
  data: text,
});
