import type { AssistantEvent, AssistantLanguage } from '#contract/assistant.ts';
import type {
  AssistantProposal,
  AssistantToolCall,
  AssistantToolName,
  AssistantToolResult,
} from '#contract/assistant-results.ts';
import { inLanguage, proposalInLanguage } from './result-labels.ts';
import { runTool } from './tools/registry.ts';
import type { ToolScope } from './tools/scope.ts';
import type { ToolOutput } from './tools/tool.ts';

/**
 * One answer being made: what it called, found, proposed and said, sent to the client as
 * it happens and kept for the saved message.
 */
export class Turn {
  readonly calls: AssistantToolCall[] = [];
  readonly results: AssistantToolResult[] = [];
  readonly proposals: AssistantProposal[] = [];
  suggestions: string[] = [];
  text = '';
  incomplete = false;
  private nextCall = 1;

  constructor(
    readonly scope: ToolScope,
    private readonly send: (event: AssistantEvent) => void,
    /** The app's language: the answer is worded in it. */
    readonly language: AssistantLanguage = 'en',
  ) {}

  emit(event: AssistantEvent): void {
    this.send(event);
  }

  /** Appends to the answer's text and streams it. */
  say(delta: string): void {
    if (delta === '') return;
    this.text += delta;
    this.send({ type: 'text', delta });
  }

  /** Runs a tool (the built-in assistant's calls get ids of their own). */
  async call(
    tool: AssistantToolName,
    args: Record<string, unknown>,
    id?: string,
  ): Promise<ToolOutput> {
    const callId = id ?? `call_${this.nextCall++}`;
    const call = { id: callId, tool, arguments: args };
    this.calls.push(call);
    this.send({ type: 'tool_call', call });
    const ran = await runTool(this.scope, tool, args, callId);
    // The result's labels in the app's language, as they are shown and saved.
    const output = {
      ...ran,
      result: inLanguage(ran.result, this.language),
      ...(ran.proposal ? { proposal: proposalInLanguage(ran.proposal, this.language) } : {}),
    };
    this.results.push(output.result);
    this.send({ type: 'tool_result', result: output.result });
    if (output.proposal) {
      this.proposals.push(output.proposal);
      this.send({ type: 'proposal', proposal: output.proposal });
    }
    return output;
  }
}
