import { refreshSession } from './api-client.ts';
import { apiErrorFromBody, ApiError, ErrorType, NETWORK_FAILURE_MESSAGE } from './errors.ts';
import { useAuthStore } from './stores/auth.ts';

function fetchFile(path: string): Promise<Response> {
  const token = useAuthStore.getState().session?.access_token;
  return fetch(path, {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

/** The file name the server gives in Content-Disposition, or a plain one. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * A file the API answers with (an attachment), saved by the browser. The call needs the bearer
 * token, so a plain link cannot do it: the file is fetched (refreshing the token once on a 401,
 * like every call) and handed to the browser as a download. Refusals throw the API's error.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetchFile(path);
    if (response.status === 401 && (await refreshSession())) response = await fetchFile(path);
  } catch {
    throw new ApiError({ message: NETWORK_FAILURE_MESSAGE, type: ErrorType.NETWORK_ERROR });
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON: the status alone tells what went wrong
    }
    throw apiErrorFromBody(response.status, body, response.headers.get('Retry-After'));
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
