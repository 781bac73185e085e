import type { z } from 'zod';
import type {
  AssistantProposal,
  AssistantToolName,
  AssistantToolResult,
} from '#contract/assistant-results.ts';
import type { ToolScope } from './scope.ts';

/** What a tool gives back: what the web shows, the figures behind it, maybe a proposal. */
export interface ToolOutput<D = unknown> {
  result: AssistantToolResult;
  /** The figures, as the model reads them and as the built-in assistant words them. */
  data: D;
  proposal?: AssistantProposal;
}

/** One tool: its name, what the model reads of it, its arguments and what it does. */
export interface ToolDefinition {
  name: AssistantToolName;
  description: string;
  args: z.ZodObject;
  run(scope: ToolScope, args: never, callId: string): Promise<ToolOutput>;
}

/** A tool from its parts, its arguments checked by `args` before `run` sees them. */
export const defineTool = <S extends z.ZodObject, D>(
  name: AssistantToolName,
  description: string,
  args: S,
  run: (scope: ToolScope, args: z.infer<S>, callId: string) => Promise<ToolOutput<D>>,
): ToolDefinition => ({ name, description, args, run: run as ToolDefinition['run'] });
