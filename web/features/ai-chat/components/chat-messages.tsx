import { useStore } from '@nanostores/react';
import { LoaderCircle } from 'lucide-react';
import type { AssistantMessage } from '#contract/assistant.ts';
import type {
  AssistantProposal,
  AssistantToolCall,
  AssistantToolName,
  AssistantToolResult,
} from '#contract/assistant-results.ts';
import type { Role } from '#contract/roles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { assistantMessages } from '#web/lib/i18n/locales/en/assistant.ts';
import type { AssistantText } from '#web/lib/i18n/locales/en/assistant.ts';
import { language as appLanguage } from '#web/lib/i18n/language.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { ANSWER_CUT_SHORT_MESSAGE, ANSWER_FAILED_MESSAGE } from '../use-chat.ts';
import type { Turn } from '../use-chat.ts';
import { ProposalCard } from './proposal-card.tsx';
import { ToolResultView } from './tool-result-view.tsx';

/** What the assistant is doing while a lookup runs, in the venue's words. */
const LOOKING_UP: Partial<Record<AssistantToolName, AssistantText>> = {
  search_items: 'searchItems',
  get_item: 'getItem',
  items_below_par: 'itemsBelowPar',
  stock_value_by_category: 'stockValueByCategory',
  changelog: 'changelog',
  vendors: 'vendors',
  vendor_prices: 'vendorPrices',
  price_changes: 'priceChanges',
  open_orders: 'openOrders',
  deliveries: 'deliveries',
  recipe_cost: 'recipeCost',
  menu_margins: 'menuMargins',
  draft_order: 'draftOrder',
  propose_par_level: 'proposeParLevel',
  item_usage: 'itemUsage',
  variance: 'variance',
  waste: 'waste',
  menu_engineering: 'menuEngineering',
};

/** The answer's own failures, written in English by use-chat.ts. */
const TURN_ERRORS: Partial<Record<string, AssistantText>> = {
  [ANSWER_FAILED_MESSAGE]: 'answerFailed',
  [ANSWER_CUT_SHORT_MESSAGE]: 'answerCutShort',
};

export interface Shared {
  locationId: string;
  role: Role | undefined;
  currency: string;
  /** `fromKeys`: asked with the keyboard, so the question box takes the focus next. */
  onAsk: (question: string, fromKeys?: boolean) => void;
  /** Suggestions cannot be asked while an answer is coming in. */
  busy: boolean;
}

function Question({ text }: { text: string }) {
  const t = useStore(assistantMessages);
  return (
    <li className="flex justify-end">
      <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 whitespace-pre-wrap text-primary-fg">
        <span className="sr-only">{t.you}</span>
        {text}
      </div>
    </li>
  );
}

function Suggestions({ suggestions, shared }: { suggestions: string[]; shared: Shared }) {
  const t = useStore(assistantMessages);
  if (suggestions.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted">{t.youCouldAsk}</p>
      <ul lang="en" className="flex flex-wrap gap-2">
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <Button
              variant="secondary"
              className="text-left"
              disabled={shared.busy}
              // A click from the keyboard has no mouse clicks to count.
              onClick={(event) => shared.onAsk(suggestion, event.detail === 0)}
            >
              {suggestion}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Answer({
  text,
  toolCalls,
  toolResults,
  proposals,
  suggestions,
  incomplete,
  shared,
}: {
  text: string;
  toolCalls: AssistantToolCall[];
  toolResults: AssistantToolResult[];
  proposals: AssistantProposal[];
  suggestions: string[];
  incomplete: boolean;
  shared: Shared;
}) {
  const t = useStore(assistantMessages);
  const language = useStore(appLanguage);
  const callOf = (result: AssistantToolResult) =>
    toolCalls.find((call) => call.id === result.call_id);
  return (
    <div className="flex w-full flex-col gap-3">
      <span className="sr-only">{t.assistant}</span>
      {toolResults.map((result) => (
        <ToolResultView
          key={result.call_id}
          result={result}
          call={callOf(result)}
          locationId={shared.locationId}
          currency={shared.currency}
        />
      ))}
      {/* The assistant answers in the app's language (the request carries it): marked so for
          screen readers. */}
      {text !== '' && (
        <p lang={language} className="whitespace-pre-wrap">
          {text}
        </p>
      )}
      {incomplete && <p className="text-sm text-muted">{t.incomplete}</p>}
      {proposals.map((proposal) => (
        <ProposalCard
          key={proposal.id}
          proposal={proposal}
          locationId={shared.locationId}
          role={shared.role}
          currency={shared.currency}
        />
      ))}
      <Suggestions suggestions={suggestions} shared={shared} />
    </div>
  );
}

/** A saved message of the conversation. */
export function SavedMessage({ message, shared }: { message: AssistantMessage; shared: Shared }) {
  if (message.role === 'user') return <Question text={message.content} />;
  return (
    <li className="flex">
      <Answer
        // A lookup's own message is data for the answer, not words to show.
        text={message.role === 'tool' ? '' : message.content}
        toolCalls={message.tool_calls}
        toolResults={message.tool_results}
        proposals={message.proposals}
        suggestions={message.suggestions}
        incomplete={message.incomplete}
        shared={shared}
      />
    </li>
  );
}

/** The question being answered: what has streamed in so far, or why it stopped. */
export function TurnView({
  turn,
  shared,
  questionSaved,
  onRetry,
}: {
  turn: Turn;
  shared: Shared;
  /** The question already shows among the saved messages. */
  questionSaved: boolean;
  onRetry: () => void;
}) {
  const t = useStore(assistantMessages);
  const known = useKnownMessage();
  const answering = turn.status === 'answering';
  const pending = turn.toolCalls.filter(
    (call) => !turn.toolResults.some((result) => result.call_id === call.id),
  );
  const lookup = pending[0] ? LOOKING_UP[pending[0].tool] : undefined;
  const errorKey = turn.error ? TURN_ERRORS[turn.error.message] : undefined;
  return (
    <>
      {!questionSaved && <Question text={turn.question} />}
      <li className="flex flex-col gap-3" aria-busy={answering}>
        <Answer
          text={turn.text}
          toolCalls={turn.toolCalls}
          toolResults={turn.toolResults}
          proposals={turn.proposals}
          suggestions={[]}
          incomplete={false}
          shared={shared}
        />
        {answering && (
          <p className="flex items-center gap-2 text-muted">
            <LoaderCircle
              aria-hidden="true"
              className="size-5 animate-spin motion-reduce:animate-none"
            />
            {pending[0] ? t[lookup ?? 'lookingItUp'] : turn.text === '' ? t.thinking : t.answering}
          </p>
        )}
        {turn.status === 'stopped' && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted">{t.stopped}</p>
            <Button variant="secondary" onClick={onRetry}>
              {t.askAgain}
            </Button>
          </div>
        )}
        {turn.status === 'failed' && turn.error && (
          <FormAlert>
            <p>{errorKey ? t[errorKey] : known(turn.error.message)}</p>
            {turn.error.retryable && (
              <Button variant="secondary" className="mt-2" onClick={onRetry}>
                {t.retry}
              </Button>
            )}
          </FormAlert>
        )}
      </li>
    </>
  );
}
