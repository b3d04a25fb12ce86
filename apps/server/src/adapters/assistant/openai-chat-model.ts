import OpenAI from 'openai';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import { assertOutsideTransaction } from '../../db/transaction-guard.ts';
import { ChatModelError, type ChatModel, type ChatModelAnswer } from './chat-model.ts';
import { SUGGEST_REQUEST_TOOL, suggestRequestTool } from './suggest-request-tool.ts';
import { plainAnswer, plainStream, providerMessages } from './untrusted-turns.ts';

export interface OpenAiChatModelOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The whole call, streamed or not, from request to last token. */
  timeoutMs: number;
  maxTokens: number;
}

/** What went wrong, in words fit for a log line (never the prompt or the answer). */
function reasonOf(error: unknown): string {
  if (error instanceof ChatModelError) return error.reason;
  if (error instanceof OpenAI.APIUserAbortError) return 'timeout';
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'timeout';
  if (error instanceof OpenAI.APIConnectionError) return 'connection failed';
  if (error instanceof OpenAI.APIError) return `status ${error.status ?? 'unknown'}`;
  return 'malformed answer';
}

type ToolCallParts = { name: string; args: string };

function suggestionFrom(calls: readonly ToolCallParts[]): unknown {
  const call = calls.find((part) => part.name === SUGGEST_REQUEST_TOOL);
  if (!call) return null;
  try {
    return JSON.parse(call.args);
  } catch (error) {
    throw new ChatModelError('malformed tool call', { cause: error });
  }
}

function finish(text: string, calls: readonly ToolCallParts[]): ChatModelAnswer {
  const suggestion = suggestionFrom(calls);
  const plain = plainAnswer(text);
  if (plain === '' && suggestion === null) throw new ChatModelError('empty answer');
  return { text: plain, suggestion };
}

/** Gathers a streamed answer: content deltas as they come, tool call arguments by index. */
async function readStream(
  stream: AsyncIterable<ChatCompletionChunk>,
  onDelta: (text: string) => void,
): Promise<ChatModelAnswer> {
  let text = '';
  const calls: ToolCallParts[] = [];
  // Passed on as the whole answer will be: plain text, no other site's address.
  const shown = plainStream(onDelta);
  for await (const chunk of stream) {
    const delta = chunk.choices?.[0]?.delta;
    if (!delta) continue;
    if (delta.content) {
      text += delta.content;
      shown.push(delta.content);
    }
    for (const call of delta.tool_calls ?? []) {
      const part = (calls[call.index] ??= { name: '', args: '' });
      part.name += call.function?.name ?? '';
      part.args += call.function?.arguments ?? '';
    }
  }
  shown.end();
  return finish(text, calls);
}

/**
 * Any OpenAI-compatible chat completions endpoint (OpenAI, Ollama, vLLM, hosted APIs) through the
 * official SDK, with one tool for the request suggestion. No retries: a slow or failing provider
 * should hand over to the built-in assistant at once, not keep the person waiting.
 */
export function createOpenAiChatModel(options: OpenAiChatModelOptions): ChatModel {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });

  return {
    async complete({ system, messages }, onDelta) {
      // Seconds of a provider's time must never hold a database connection and its locks.
      assertOutsideTransaction('The AI provider');
      const body = {
        model: options.model,
        max_tokens: options.maxTokens,
        temperature: 0.3,
        tools: [suggestRequestTool],
        // Only our own instructions are system; the client's turns are quoted (untrusted-turns.ts).
        messages: providerMessages(system, messages),
      };
      const signal = AbortSignal.timeout(options.timeoutMs);
      try {
        if (onDelta) {
          const stream = await client.chat.completions.create(
            { ...body, stream: true },
            { signal },
          );
          return await readStream(stream, onDelta);
        }
        const completion = await client.chat.completions.create(body, { signal });
        const message = completion.choices?.[0]?.message;
        if (!message) throw new ChatModelError('no choices');
        const calls = (message.tool_calls ?? []).flatMap((call) =>
          call.type === 'function'
            ? [{ name: call.function.name, args: call.function.arguments }]
            : [],
        );
        return finish(message.content ?? '', calls);
      } catch (error) {
        throw error instanceof ChatModelError
          ? error
          : new ChatModelError(reasonOf(error), { cause: error });
      }
    },
  };
}
