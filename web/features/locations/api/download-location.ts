import { downloadFile } from '#web/lib/download-file.ts';

/** `GET /api/locations/{id}/export` (owner): everything in the location, saved as a JSON file. */
export function downloadLocation(locationId: string): Promise<void> {
  return downloadFile(`/api/locations/${locationId}/export`, 'location.barback.json');
}
