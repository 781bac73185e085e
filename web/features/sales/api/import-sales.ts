import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SalesImportResponse } from '#contract/sales.ts';
import { postForm } from '#web/lib/upload-form.ts';
import { salesKeys } from './keys.ts';

export interface SalesImportRequest {
  file: File;
  /** The days a summary file without dates covers (YYYY-MM-DD); empty when not asked. */
  from: string;
  to: string;
  /** Answer what would be imported, writing nothing. */
  preview: boolean;
}

/** `POST /api/sales/import` as multipart (`location_id`, `from`, `to`, `preview`, `file`). */
function importSales(
  locationId: string,
  request: SalesImportRequest,
): Promise<SalesImportResponse> {
  return postForm('/api/sales/import', () => {
    const form = new FormData();
    form.set('location_id', locationId);
    if (request.from) form.set('from', request.from);
    if (request.to) form.set('to', request.to);
    if (request.preview) form.set('preview', 'true');
    // The file last: the server reads the fields before the file's stream.
    form.set('file', request.file, request.file.name);
    return form;
  });
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
