import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  AssistantConversation,
  AssistantConversationDetail,
  AssistantEvent,
  AssistantMessage,
} from '#contract/assistant.ts';
import type {
  AssistantProposal,
  AssistantToolCall,
  AssistantToolResult,
} from '#contract/assistant-results.ts';
import { ApiError } from '#web/lib/errors.ts';
import { failureMessage } from '#web/lib/form-errors.ts';
import { language } from '#web/lib/i18n/language.ts';
import { assistantKeys } from './api/keys.ts';
import { streamChat } from './api/stream-chat.ts';

export const ANSWER_FAILED_MESSAGE =
  'The answer could not be loaded. Check your connection and try again.';
export const ANSWER_CUT_SHORT_MESSAGE = 'The answer stopped before it was complete. Try again.';

export interface TurnError {
  message: string;
  retryable: boolean;
}

/** A question being answered right now (or whose answer failed or was stopped). */
export interface Turn {
  question: string;
  status: 'answering' | 'failed' | 'stopped';
  /** The question as the server saved it. */
  userMessage: AssistantMessage | null;
  text: string;
  toolCalls: AssistantToolCall[];
  toolResults: AssistantToolResult[];
  proposals: AssistantProposal[];
  /** The saved answer, once it came (a partial one may come before an error). */
  answer: AssistantMessage | null;
  error: TurnError | null;
}

function newTurn(question: string): Turn {
  return {
    question,
    status: 'answering',
    userMessage: null,
    text: '',
    toolCalls: [],
    toolResults: [],
    proposals: [],
    answer: null,
    error: null,
  };
}

function withEvent(turn: Turn, event: AssistantEvent): Turn {
  switch (event.type) {
    case 'user_message':
      return { ...turn, userMessage: event.message };
    case 'text':
      return { ...turn, text: turn.text + event.delta };
    case 'tool_call':
      return { ...turn, toolCalls: [...turn.toolCalls, event.call] };
    case 'tool_result':
      return { ...turn, toolResults: [...turn.toolResults, event.result] };
    case 'proposal':
      return { ...turn, proposals: [...turn.proposals, event.proposal] };
    case 'message':
      return { ...turn, answer: event.message, text: event.message.content };
    case 'error':
      return {
        ...turn,
        error: { message: event.error.message, retryable: event.error.retryable },
      };
    case 'conversation':
    case 'done':
      return turn;
  }
}

function appendMessages(
  detail: AssistantConversationDetail | undefined,
  messages: AssistantMessage[],
): AssistantConversationDetail | undefined {
  if (!detail) return detail;
  const known = new Set(detail.messages.map((message) => message.id));
  return { ...detail, messages: [...detail.messages, ...messages.filter((m) => !known.has(m.id))] };
}

/**
 * One conversation with the assistant: asks, streams the answer into a `Turn` as it arrives,
 * and once it is saved moves it into the cached conversation. `onConversation` hears of the
 * conversation a first question started, so the screen can put it in its address.
 */
export function useChat({
  locationId,
  conversationId,
  onConversation,
}: {
  locationId: string;
  conversationId: string | null;
  onConversation: (conversation: AssistantConversation) => void;
}) {
  const queryClient = useQueryClient();
  const [turn, setTurn] = useState<Turn | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const running = useRef<AbortController | null>(null);
  // The conversation the running answer belongs to (a new one gets its id mid-stream).
  const answering = useRef<string | null>(conversationId);

  // Another conversation (or a new one) was opened: what was running belongs to the old one.
  useEffect(() => {
    if (answering.current === conversationId) return;
    running.current?.abort();
    running.current = null;
    answering.current = conversationId;
    setTurn(null);
  }, [conversationId]);

  useEffect(() => () => running.current?.abort(), []);

  const ask = useCallback(
    async (question: string) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      let current = newTurn(question);
      let target = answering.current;
      const update = (next: Turn) => {
        current = next;
        if (running.current === controller) setTurn(next);
      };
      // A failed or stopped answer before this one may have been saved in part: show the
      // conversation as the server has it.
      if (turn && turn.status !== 'answering' && target) {
        void queryClient.invalidateQueries({
          queryKey: assistantKeys.conversation(locationId, target),
        });
      }
      update(current);
      setAnnouncement('');

      try {
        await streamChat(
          {
            location_id: locationId,
            conversation_id: target ?? undefined,
            message: question,
            // The answer comes in the app's language.
            language: language.get(),
          },
          (event) => {
            if (event.type === 'conversation') {
              if (target === null) {
                target = event.conversation.id;
                answering.current = target;
                queryClient.setQueryData<AssistantConversationDetail>(
                  assistantKeys.conversation(locationId, target),
                  { ...event.conversation, messages: [] },
                );
                onConversation(event.conversation);
              }
              return;
            }
            update(withEvent(current, event));
          },
          controller.signal,
        );
        if (!current.answer && !current.error) {
          update({ ...current, error: { message: ANSWER_CUT_SHORT_MESSAGE, retryable: true } });
        }
      } catch (error) {
        if (controller.signal.aborted) {
          if (running.current === controller) update({ ...current, status: 'stopped' });
          return;
        }
        const retryable = !(error instanceof ApiError) || error.retryable || error.status === 429;
        update({
          ...current,
          error: { message: failureMessage(error, ANSWER_FAILED_MESSAGE), retryable },
        });
      }
      if (running.current !== controller) return;
      running.current = null;

      const saved = [current.userMessage, current.answer].filter(
        (message): message is AssistantMessage => message !== null,
      );
      if (target && saved.length > 0) {
        queryClient.setQueryData<AssistantConversationDetail>(
          assistantKeys.conversation(locationId, target),
          (detail) => appendMessages(detail, saved),
        );
      }
      void queryClient.invalidateQueries({ queryKey: assistantKeys.conversations(locationId) });
      if (current.error) {
        // A partial answer now shows from the conversation; the turn stays for its error and
        // Retry.
        setTurn({
          ...current,
          status: 'failed',
          ...(current.answer ? { text: '', toolResults: [], proposals: [], toolCalls: [] } : {}),
        });
        return;
      }
      setAnnouncement(current.answer?.content ?? current.text);
      setTurn(null);
    },
    [locationId, onConversation, queryClient, turn],
  );

  const stop = useCallback(() => {
    running.current?.abort();
  }, []);

  return { turn, ask, stop, announcement, answering: turn?.status === 'answering' };
}
