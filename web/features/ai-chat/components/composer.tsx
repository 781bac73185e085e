import { useStore } from '@nanostores/react';
import { SendHorizontal, Square } from 'lucide-react';
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { ASSISTANT_MESSAGE_MAX_LENGTH } from '#contract/assistant.ts';
import { Button } from '#web/components/ui/button.tsx';
import { assistantMessages } from '#web/lib/i18n/locales/en/assistant.ts';
import { useKeyboardInset } from '../use-keyboard-inset.ts';

/**
 * The question box, kept at the bottom of the screen: above the bottom bar on a phone, and
 * above the on-screen keyboard while it is open. Enter sends, Shift+Enter starts a new line;
 * while an answer comes in, Send becomes Stop.
 */
export function Composer({
  answering,
  onAsk,
  onStop,
}: {
  answering: boolean;
  onAsk: (question: string) => void;
  onStop: () => void;
}) {
  const t = useStore(assistantMessages);
  const [question, setQuestion] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const keyboard = useKeyboardInset();
  const trimmed = question.trim();
  const tooLong = question.length > ASSISTANT_MESSAGE_MAX_LENGTH;

  function send() {
    if (answering || trimmed === '' || tooLong) return;
    onAsk(trimmed);
    setQuestion('');
    box.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while composing (Japanese, Chinese input) picks a word, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <form
      aria-label={t.askTheAssistant}
      className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 -mx-4 border-t border-border bg-bg px-4 py-3 lg:bottom-0 lg:mx-0 lg:px-0"
      style={keyboard > 0 ? { bottom: keyboard } : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor="assistant-question" className="sr-only">
          {t.yourQuestion}
        </label>
        <textarea
          id="assistant-question"
          ref={box}
          rows={1}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t.askAQuestion}
          aria-describedby="assistant-question-hint"
          aria-invalid={tooLong || undefined}
          enterKeyHint="send"
          className="max-h-40 min-h-11 flex-1 resize-none rounded-lg border border-border bg-surface px-3 py-2 text-base text-fg [field-sizing:content] placeholder:text-muted"
        />
        {answering ? (
          <Button variant="secondary" onClick={onStop}>
            <Square aria-hidden="true" className="size-4" />
            {t.stop}
          </Button>
        ) : (
          <Button type="submit" disabled={trimmed === '' || tooLong}>
            <SendHorizontal aria-hidden="true" className="size-5" />
            <span className="sr-only sm:not-sr-only">{t.send}</span>
          </Button>
        )}
      </div>
      <p id="assistant-question-hint" className="mt-1 text-xs text-muted max-sm:sr-only">
        {tooLong
          ? t.tooLong({
              max: String(ASSISTANT_MESSAGE_MAX_LENGTH),
              length: String(question.length),
            })
          : t.composerHint}
      </p>
    </form>
  );
}
