import { useStore } from '@nanostores/react';
import { Plus } from 'lucide-react';
import type { AssistantConversation } from '#contract/assistant.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LoadError } from '#web/components/ui/query-states.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatWhen } from '#web/lib/amounts.ts';
import { cn } from '#web/lib/cn.ts';
import { assistantMessages } from '#web/lib/i18n/locales/en/assistant.ts';

/** The person's own conversations in this location, newest first, and a way to start anew. */
export function ConversationList({
  conversations,
  isPending,
  error,
  onRetry,
  currentId,
  onOpen,
  onNew,
}: {
  conversations: AssistantConversation[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  currentId: string | null;
  onOpen: (id: string) => void;
  onNew: () => void;
}) {
  const t = useStore(assistantMessages);
  let content;
  if (isPending) content = <Spinner label={t.loadingConversations} />;
  else if (error)
    content = <LoadError error={error} message={t.conversationsLoadFailed} onRetry={onRetry} />;
  else if (!conversations || conversations.length === 0)
    content = <p className="text-sm text-muted">{t.noConversations}</p>;
  else
    content = (
      <ul className="flex flex-col gap-1">
        {conversations.map((conversation) => {
          const current = conversation.id === currentId;
          return (
            <li key={conversation.id}>
              <button
                type="button"
                aria-current={current ? 'page' : undefined}
                onClick={() => onOpen(conversation.id)}
                className={cn(
                  'flex min-h-11 w-full flex-col items-start rounded-lg px-3 py-2 text-left',
                  current ? 'bg-primary text-primary-fg' : 'text-fg hover:bg-surface-hover',
                )}
              >
                <span className="line-clamp-2 font-medium">
                  {conversation.title ?? t.newConversation}
                </span>
                <span className={cn('text-xs', current ? 'text-primary-fg' : 'text-muted')}>
                  {formatWhen(conversation.updated_at)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <nav aria-label={t.yourConversations} className="flex flex-col gap-3">
      <Button
        variant="secondary"
        onClick={onNew}
        aria-current={currentId === null ? 'page' : undefined}
      >
        <Plus aria-hidden="true" className="size-5" />
        {t.newConversation}
      </Button>
      {content}
    </nav>
  );
}
