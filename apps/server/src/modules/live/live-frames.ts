import {
  clientMessageSchema,
  DomainError,
  errorMessage,
  errorStatus,
  LIVE_CLOSE_CODES,
  LIVE_FRAME_MAX_BYTES,
  type ClientMessage,
  type ServerMessageOf,
} from '@salahkar/domain';
import type { RawData } from 'ws';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, errorBodyOf } from '../../errors.ts';
import { logSafeError } from '../../log-safe-error.ts';
import type { LiveConnection } from './live-connection.ts';
import type { LiveRegistry } from './live-registry.ts';
import { joinCategoryAudience, joinRoom } from './live-rooms.ts';
import { relaySignal } from './live-signals.ts';
import { sendMessage } from '../chat/chat.service.ts';
import { hangUpOverChannel } from '../video-calls/call-signalling.ts';

type ErrorCode = ServerMessageOf<'error'>['code'];

/** How much of a validation problem an error frame repeats. */
const MAX_PROBLEM_LENGTH = 300;

/**
 * Reads one frame from a socket: the allowance first (cheap), then size, JSON and the shared
 * union. A refused frame is answered with an error frame and the socket stays, unless it keeps
 * sending refused frames (1008). Accepted frames are handled in order; a handler's failure becomes
 * an error frame, never an exception that could take the process down.
 */
export function receiveFrame(
  ctx: AppContext,
  registry: LiveRegistry,
  connection: LiveConnection,
  data: RawData,
  isBinary: boolean,
): void {
  if (connection.closing) return;
  const now = Date.now();
  if (!connection.takeFrame(now)) {
    return refuse(registry, connection, 'RATE_LIMITED', errorMessage('LIVE_MESSAGES_LIMIT'), {
      reason: 'LIVE_MESSAGES_LIMIT',
    });
  }
  if (isBinary) return refuse(registry, connection, 'BAD_FRAME', 'Frames must be JSON text');
  const text = rawText(data);
  if (Buffer.byteLength(text) > LIVE_FRAME_MAX_BYTES) {
    return refuse(
      registry,
      connection,
      'FRAME_TOO_LARGE',
      `Frames may be at most ${LIVE_FRAME_MAX_BYTES / 1024} KB`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse(registry, connection, 'BAD_FRAME', 'Frames must be JSON');
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (!parsed.success) {
    const problem = z.prettifyError(parsed.error).slice(0, MAX_PROBLEM_LENGTH);
    return refuse(registry, connection, 'BAD_FRAME', `Not a live channel message: ${problem}`);
  }
  const message = parsed.data;
  connection.enqueue(async () => {
    if (connection.closing) return;
    try {
      await handle(ctx, registry, connection, message);
    } catch (error) {
      connection.send(errorFrame(ctx, connection, message, error));
    }
  });
}

async function handle(
  ctx: AppContext,
  registry: LiveRegistry,
  connection: LiveConnection,
  message: ClientMessage,
): Promise<void> {
  switch (message.type) {
    case 'ping':
      return connection.send({ type: 'pong' });
    case 'register':
      await joinRoom(ctx, registry, connection, message.consultationId);
      return connection.send({ type: 'registered', consultationId: message.consultationId });
    case 'unregister':
      return registry.leave(connection, message.consultationId);
    case 'register_professional': {
      const category = joinCategoryAudience(registry, connection);
      return connection.send({ type: 'registered_professional', category });
    }
    case 'message':
      // Stored as the session's user whatever senderId the client sent; the chat service pushes
      // the stored message to the room (this socket included, if it joined) after commit.
      await sendMessage(ctx, connection.account, message.consultationId, {
        message: message.message,
      });
      return;
    case 'video_offer':
    case 'video_answer':
    case 'video_ice_candidate':
      return relaySignal(ctx, connection, message);
    case 'video_call_ended':
      // Hang Up as over HTTP; both people's sockets hear the end, this one included.
      await hangUpOverChannel(ctx, connection.account, message.consultationId, message.callId);
      return;
  }
}

/** Counts the violation now; the error frame waits its turn, so answers keep the frames' order. */
function refuse(
  registry: LiveRegistry,
  connection: LiveConnection,
  code: ErrorCode,
  text: string,
  extra: { reason?: string } = {},
): void {
  const tooMany = connection.addViolation(Date.now());
  connection.enqueue(async () => {
    connection.send({ type: 'error', code, message: text, ...extra });
    if (tooMany) {
      registry.closeConnection(connection, LIVE_CLOSE_CODES.policyViolation, 'Too many bad frames');
    }
  });
}

/** The live channel's codes for the service's refusals, by their HTTP status. */
const ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_FRAME',
  401: 'FORBIDDEN',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'INVALID_STATE',
  413: 'BAD_FRAME',
  415: 'BAD_FRAME',
  429: 'RATE_LIMITED',
  // A busy instance refusing a message (chat-sends.ts): the client may send it again shortly.
  503: 'RATE_LIMITED',
};

function errorFrame(
  ctx: AppContext,
  connection: LiveConnection,
  message: ClientMessage,
  error: unknown,
): ServerMessageOf<'error'> {
  // A domain rule's refusal (a call already over) speaks to the person as an AppError does.
  const refusal = error instanceof AppError || error instanceof DomainError ? error : null;
  const code = refusal ? ERROR_CODES[errorStatus(refusal.code)] : undefined;
  if (refusal && code) {
    const { message, params } = errorBodyOf(refusal);
    return { type: 'error', code, message, reason: refusal.code, ...(params ? { params } : {}) };
  }
  ctx.log.error(
    { err: logSafeError(error), frame: message.type, userId: connection.userId },
    'live channel frame failed',
  );
  return { type: 'error', code: 'INTERNAL', message: 'Something went wrong. Please try again.' };
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
