import { useStore } from '@nanostores/react';
import { MessagesSquare } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { suggestedQuestions } from '#contract/assistant.ts';
import type { AssistantConversation } from '#contract/assistant.ts';
import { can } from '#contract/permissions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState, LoadError } from '#web/components/ui/query-states.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { language as appLanguage } from '#web/lib/i18n/language.ts';
import { assistantMessages } from '#web/lib/i18n/locales/en/assistant.ts';
import { useCurrency } from '#web/lib/use-currency.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useConversation } from './api/get-conversation.ts';
import { useConversations } from './api/get-conversations.ts';
import { SavedMessage, TurnView } from './components/chat-messages.tsx';
import type { Shared } from './components/chat-messages.tsx';
import { Composer } from './components/composer.tsx';
import { ConversationList } from './components/conversation-list.tsx';
import { useChat } from './use-chat.ts';

/** `?conversation=<id>`: the open conversation, so a reload or Back keeps it. */
const CONVERSATION_PARAM = 'conversation';

/** Whether the end of the page is (about) in view: only then does new text scroll it. */
function nearEnd(): boolean {
  const { scrollHeight } = document.documentElement;
  return window.innerHeight + window.scrollY >= scrollHeight - 160;
}

/**
 * The assistant: a conversation list and a chat over the location's own data. Answers stream
 * in; lookups show as tables and cards linking to the screen they came from; changes come as
 * proposals a person with the right role applies.
 */
export function AiChatScreen() {
  const t = useStore(assistantMessages);
  const language = useStore(appLanguage);
  useDocumentTitle(t.title);
  const { locationId = '' } = useParams();
  const location = useCurrentLocation();
  const currency = useCurrency(locationId);
  const [searchParams, setSearchParams] = useSearchParams();
  const conversationId = searchParams.get(CONVERSATION_PARAM);
  const [listOpen, setListOpen] = useState(false);
  const conversations = useConversations(locationId);
  const conversation = useConversation(locationId, conversationId);
  const end = useRef<HTMLDivElement>(null);

  const open = useCallback(
    (id: string | null, replace = false) => {
      setListOpen(false);
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (id === null) next.delete(CONVERSATION_PARAM);
          else next.set(CONVERSATION_PARAM, id);
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );
  const onConversation = useCallback(
    (started: AssistantConversation) => open(started.id, true),
    [open],
  );
  const chat = useChat({ locationId, conversationId, onConversation });

  const messages = conversation.data?.messages ?? [];
  const turn = chat.turn;
  // Follow the answer as it streams in, unless the reader scrolled up to read.
  const following = useRef(true);
  useEffect(() => {
    const onScroll = () => {
      following.current = nearEnd();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => {
    if (following.current) end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, turn?.text, turn?.toolResults.length, turn?.status]);

  const shared: Shared = {
    locationId,
    role: location?.role,
    currency,
    onAsk: (question, fromKeys = false) => {
      following.current = true;
      void chat.ask(question);
      // The suggestion pressed is gone or disabled once asked: keep a keyboard user in the
      // question box rather than back at the top of the page. (A tap leaves the on-screen
      // keyboard closed.)
      if (fromKeys) document.getElementById('assistant-question')?.focus();
    },
    busy: chat.answering,
  };

  if (!can(location?.role, 'assistant.use')) {
    return (
      <EmptyState>
        <p>{t.roleCannotUse}</p>
      </EmptyState>
    );
  }

  const list = (
    <ConversationList
      conversations={conversations.data}
      isPending={conversations.isPending}
      error={conversations.isError ? conversations.error : null}
      onRetry={() => void conversations.refetch()}
      currentId={conversationId}
      onOpen={(id) => open(id)}
      onNew={() => open(null)}
    />
  );

  let content;
  if (conversationId !== null && conversation.isPending && !turn) {
    content = <Spinner label={t.loadingConversation} />;
  } else if (conversationId !== null && conversation.isError && !turn) {
    content = (
      <LoadError
        error={conversation.error}
        message={t.conversationLoadFailed}
        onRetry={() => void conversation.refetch()}
      />
    );
  } else if (messages.length === 0 && !turn) {
    content = (
      <div className="flex flex-col gap-4">
        <p className="text-muted">{t.intro({ location: location?.name ?? t.thisLocation })}</p>
        <div className="flex flex-col gap-2">
          <h2 className="font-semibold">{t.tryAsking}</h2>
          {/* Questions the assistant reads in the app's language. */}
          <ul lang={language} className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {suggestedQuestions(language).map((question) => (
              <li key={question}>
                <Button
                  variant="secondary"
                  className="w-full justify-start text-left sm:w-auto"
                  disabled={chat.answering}
                  onClick={(event) => shared.onAsk(question, event.detail === 0)}
                >
                  {question}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    );
  } else {
    content = (
      <>
        {/* The answers' tables and proposals carry h3 titles: they sit under this heading. */}
        <h2 className="sr-only">{t.theConversation}</h2>
        <ol className="flex flex-col gap-4">
          {messages.map((message) => (
            <SavedMessage key={message.id} message={message} shared={shared} />
          ))}
          {turn && (
            <TurnView
              turn={turn}
              shared={shared}
              questionSaved={messages.some((message) => message.id === turn.userMessage?.id)}
              onRetry={() => shared.onAsk(turn.question)}
            />
          )}
        </ol>
      </>
    );
  }

  return (
    // On a phone the page ends at the bottom bar, so the question box rests right on it.
    <div className="mx-auto flex w-full max-w-6xl gap-8 max-lg:-mb-16">
      <aside className="hidden w-64 shrink-0 lg:block">
        <div className="sticky top-20">{list}</div>
      </aside>
      <div className="flex min-h-[calc(100dvh-9rem)] min-w-0 flex-1 flex-col gap-4 lg:min-h-[calc(100dvh-7rem)]">
        <header className="flex items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t.title}</h1>
          <Button
            variant="secondary"
            className="lg:hidden"
            aria-expanded={listOpen}
            aria-controls="assistant-conversations"
            onClick={() => setListOpen((was) => !was)}
          >
            <MessagesSquare aria-hidden="true" className="size-5" />
            {t.conversations}
          </Button>
        </header>
        {listOpen && (
          <div
            id="assistant-conversations"
            className="rounded-xl border border-border bg-surface p-3 lg:hidden"
          >
            {list}
          </div>
        )}
        <section aria-label={t.conversation} className="flex flex-1 flex-col">
          {content}
          {/* Scrolled to the bottom of the screen above the composer and the tab bar, which
              stick over the page's end: the newest words stay in view. */}
          <div
            ref={end}
            data-testid="chat-end"
            className="scroll-mb-[calc(12rem+env(safe-area-inset-bottom))] lg:scroll-mb-32"
          />
        </section>
        {/* Read out once the answer is complete, not word by word as it streams. */}
        <div aria-live="polite" className="sr-only">
          {chat.announcement}
        </div>
        <Composer answering={chat.answering} onAsk={shared.onAsk} onStop={chat.stop} />
      </div>
    </div>
  );
}
