import { assistantEvent } from '#contract/assistant.ts';
import type { AssistantEvent, ChatBody } from '#contract/assistant.ts';
import { addLogEntry } from '#web/lib/log-history.ts';
import { readEventStream } from './read-event-stream.ts';

/**
 * `POST /api/ai/chat`: asks a question and hands each event of the answer to `onEvent` as it
 * streams in (docs/api.md#assistant). An event the screen does not understand is logged and
 * skipped rather than breaking the answer. Rejects like `readEventStream`.
 */
export function streamChat(
  body: ChatBody,
  onEvent: (event: AssistantEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  return readEventStream(
    '/api/ai/chat',
    body,
    (message) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data) as unknown;
      } catch {
        data = undefined;
      }
      const parsed = assistantEvent.safeParse(data);
      if (parsed.success) onEvent(parsed.data);
      else
        addLogEntry({
          level: 'warn',
          // untranslated: a log entry, read by developers
          message: 'An assistant event could not be read',
          context: { event: message.event },
        });
    },
    { signal },
  );
}
