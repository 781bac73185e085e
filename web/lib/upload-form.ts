import { refreshSession } from './api-client.ts';
import { apiErrorFromBody, ApiError, ErrorType, NETWORK_FAILURE_MESSAGE } from './errors.ts';
import { useAuthStore } from './stores/auth.ts';

function send(url: string, form: () => FormData): Promise<Response> {
  const token = useAuthStore.getState().session?.access_token;
  // No Content-Type: the browser writes the multipart boundary itself.
  return fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form(),
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
 * POSTs a multipart form (an import's file and its fields) and answers the JSON body. The JSON
 * client cannot send a file, so this refreshes the token once on a 401 itself, like every
 * other call; a refusal throws the ApiError the JSON client would.
 */
export async function postForm<T>(url: string, form: () => FormData): Promise<T> {
  let response: Response;
  try {
    response = await send(url, form);
    if (response.status === 401 && (await refreshSession())) response = await send(url, form);
  } catch {
    throw new ApiError({ message: NETWORK_FAILURE_MESSAGE, type: ErrorType.NETWORK_ERROR });
  }
  const body = await bodyOf(response);
  if (!response.ok)
    throw apiErrorFromBody(response.status, body, response.headers.get('Retry-After'));
  return body as T;
}
