/**
 * The model path against a local OpenAI-compatible server the test starts and scripts: the
 * tools run in the request's location with the caller's role, their results go back to the
 * model, and a failing model becomes a clear error.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ask,
  callTool,
  createModelVenue,
  say,
  type Script,
  useModelServer,
} from '#server/test/assistant-helpers.ts';
import { useTestApp } from '#server/test/app.ts';
import type { TestLocation, TestUser } from '#server/test/factories.ts';

const model = useModelServer();
const { requests, reset, toolMessages } = model;
const ctx = useTestApp({ config: model.config });

let location: TestLocation;
let owner: TestUser;
let staff: TestUser;
let otherLocation: TestLocation;
let limesId: string;

beforeAll(async () => {
  ({ location, owner, staff, otherLocation, limesId } = await createModelVenue(ctx.db));
});

describe('the assistant with a model', () => {
  it('runs the tools the model calls in the request’s location and streams the answer', async () => {
    reset(
      // The model asks for Limes and tries to name another location: the tool has no such input.
      callTool('get_item', { item: 'limes', location_id: otherLocation.id }),
      say('You have 40 limes, ', 'below the par of 150.'),
    );
    const answer = await ask(ctx.app, owner, { location_id: location.id, message: 'limes?' });
    expect(answer.response.statusCode).toBe(200);
    expect(answer.response.headers['content-type']).toContain('text/event-stream');
    expect(answer.events.map((event) => event.type)).toEqual([
      'conversation',
      'user_message',
      'tool_call',
      'tool_result',
      'text',
      'text',
      'message',
      'done',
    ]);
    expect(answer.streamed).toBe('You have 40 limes, below the par of 150.');
    expect(answer.message).toMatchObject({
      role: 'assistant',
      content: 'You have 40 limes, below the par of 150.',
      incomplete: false,
      tool_calls: [{ id: 'call_model_1', tool: 'get_item' }],
    });
    expect(answer.message?.tool_results[0]).toMatchObject({
      kind: 'card',
      title: 'Limes',
      link: { target: 'item', id: limesId },
    });
    // What went back to the model: this location's Limes, as data.
    const [toolMessage] = toolMessages();
    expect(toolMessage?.tool_call_id).toBe('call_model_1');
    const sent = JSON.stringify(toolMessage?.content);
    expect(sent).toContain('Limes');
    expect(sent).toContain('40');
    expect(sent).not.toContain('999');
    // The model was told the tools, and the system prompt names the venue.
    expect(requests[0]?.tools?.map((tool) => tool.function.name)).toContain('draft_order');
    expect(JSON.stringify(requests[0]?.messages[0])).toContain('Model Bar');
    expect(requests[0]?.model).toBe('test-model');
  });

  it('gives a proposal only to a role that may apply it', async () => {
    for (const [person, expected] of [
      [owner, 1],
      [staff, 0],
    ] as const) {
      reset(callTool('draft_order', { vendor: 'greenmarket' }), say('Here is the draft.'));
      const answer = await ask(ctx.app, person, {
        location_id: location.id,
        message: 'order limes',
      });
      expect(answer.events.filter((event) => event.type === 'proposal')).toHaveLength(expected);
      expect(answer.message?.proposals).toHaveLength(expected);
      const sent = JSON.stringify(toolMessages()[0]?.content);
      expect(sent).toContain('Limes');
      expect(sent.includes('proposal')).toBe(expected === 1);
    }
  });

  it('continues a conversation with its earlier messages', async () => {
    reset(say('First answer.'));
    const first = await ask(ctx.app, owner, { location_id: location.id, message: 'hello' });
    reset(say('Second answer.'));
    const second = await ask(ctx.app, owner, {
      location_id: location.id,
      message: 'and then?',
      conversation_id: first.conversationId ?? '',
    });
    expect(second.conversationId).toBe(first.conversationId);
    const roles = requests[0]?.messages.map((message) => [message.role, message.content]);
    expect(roles?.slice(1)).toEqual([
      ['user', 'hello'],
      ['assistant', 'First answer.'],
      ['user', 'and then?'],
    ]);
  });

  it('turns a failing model server into a clear error after one retry', async () => {
    const fail: Script = (_request, response) => {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'overloaded' } }));
    };
    reset(fail, fail);
    const answer = await ask(ctx.app, owner, { location_id: location.id, message: 'limes?' });
    expect(answer.response.statusCode).toBe(200);
    expect(requests).toHaveLength(2);
    expect(answer.error).toEqual({
      code: 'AI_UNAVAILABLE',
      message: 'The assistant’s model server answered with an error (HTTP 503). Please try again.',
      retryable: true,
      retry_after: null,
    });
    expect(answer.message).toMatchObject({ content: '', incomplete: true });
    expect(answer.events.at(-1)).toEqual({ type: 'done' });
  });

  it('tells the model to answer in the app’s language', async () => {
    for (const [language, name] of [
      ['es', 'Answer in Spanish'],
      ['en', 'Answer in English'],
      [undefined, 'Answer in English'],
    ] as const) {
      reset(say('ok'));
      const body = { location_id: location.id, message: 'limes?', language };
      const answer = await ask(ctx.app, owner, body);
      expect(answer.response.statusCode).toBe(200);
      const system = JSON.stringify(requests[0]?.messages[0]);
      expect(requests[0]?.messages[0]?.role).toBe('system');
      expect(system).toContain(name);
    }
  });
});
