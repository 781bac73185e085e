import { downloadFile } from '#web/lib/download-file.ts';

export type ExportFormat = 'pdf' | 'csv';

/**
 * `GET /api/shopping-lists/{id}/export?format=pdf|csv`, saved as a file (download-file.ts: the
 * bearer token, one renewal on a 401, the server's file name or `<list name>.<format>`).
 */
export function downloadExport(listId: string, format: ExportFormat, name: string): Promise<void> {
  return downloadFile(`/api/shopping-lists/${listId}/export?format=${format}`, `${name}.${format}`);
}
