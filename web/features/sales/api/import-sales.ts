import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SalesImportResponse } from '#contract/sales.ts';
import { refreshSession } from '#web/lib/api-client.ts';
import { apiErrorFromBody, ApiError, ErrorType, NETWORK_FAILURE_MESSAGE } from '#web/lib/errors.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { salesKeys } from './keys.ts';

export interface SalesImportRequest {
  file: File;
  /** The days a summary file without dates covers (YYYY-MM-DD); empty when not asked. */
  from: string;
  to: string;
  /** Answer what would be imported, writing nothing. */
  preview: boolean;
}

function send(locationId: string, request: SalesImportRequest): Promise<Response> {
  const form = new FormData();
  form.set('location_id', locationId);
  if (request.from) form.set('from', request.from);
  if (request.to) form.set('to', request.to);
  if (request.preview) form.set('preview', 'true');
  // The file last: the server reads the fields before the file's stream.
  form.set('file', request.file, request.file.name);
  const token = useAuthStore.getState().session?.access_token;
  // No Content-Type: the browser writes the multipart boundary itself.
  return fetch('/api/sales/import', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * `POST /api/sales/import` as multipart (`location_id`, `from`, `to`, `preview`, `file`). The
 * JSON client cannot send a file, so this call refreshes the token once on a 401 itself.
 */
async function importSales(
  locationId: string,
  request: SalesImportRequest,
): Promise<SalesImportResponse> {
  let response: Response;
  try {
    response = await send(locationId, request);
    if (response.status === 401 && (await refreshSession()))
      response = await send(locationId, request);
  } catch {
    throw new ApiError({ message: NETWORK_FAILURE_MESSAGE, type: ErrorType.NETWORK_ERROR });
  }
  const body = await bodyOf(response);
  if (!response.ok)
    throw apiErrorFromBody(response.status, body, response.headers.get('Retry-After'));
  return body as SalesImportResponse;
}

/** Reads a file without writing anything: what an import of it would do. */
export function usePreviewSales(locationId: string) {
  return useMutation({
    mutationFn: (request: Omit<SalesImportRequest, 'preview'>) =>
      importSales(locationId, { ...request, preview: true }),
  });
}

/** Imports a file: every line written, or none when a row is bad. */
export function useImportSales(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<SalesImportRequest, 'preview'>) =>
      importSales(locationId, { ...request, preview: false }),
    onSuccess: (answer) =>
      answer.errors.length === 0
        ? queryClient.invalidateQueries({ queryKey: salesKeys.location(locationId) })
        : undefined,
  });
}
