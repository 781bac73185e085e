import { downloadFile } from '#web/lib/download-file.ts';

/** `GET /api/auth/user/export`: the person's own data, saved as a JSON file. */
export function downloadMyData(): Promise<void> {
  return downloadFile('/api/auth/user/export', 'barback-my-data.json');
}
