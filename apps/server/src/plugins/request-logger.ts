import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LevelWithSilent } from 'pino';

// Fastify gives every request a child of the app's logger, carrying the request's id. pino builds
// a child eagerly (its bindings serialized to text, its prototype chain set up): several
// microseconds on each request, spent even when the request writes no line, as at LOG_LEVEL warn
// nearly all do (decision 226). This factory hands Fastify a stand-in that makes the real child
// only when a line is written at a level the logger writes; the line is the same, reqId and all.

/** What the stand-in needs of pino's logger: its level test and its child. */
type PinoLike = FastifyBaseLogger & { isLevelEnabled(level: LevelWithSilent): boolean };

class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: PinoLike,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The real child, made on first use and kept. */
  private get real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }

  private write(level: Level, args: unknown[]): void {
    // Once made (or its level changed), the child decides; before, the app's logger does.
    const logger = this.#child ?? (this.parent.isLevelEnabled(level) ? this.real : undefined);
    if (logger) (logger[level] as (...line: unknown[]) => void)(...args);
  }
}

/**
 * Fastify's `childLoggerFactory`: the request's logger, made lazily. A route that asks for a
 * level or serializers of its own (none does today) gets pino's child at once, as before.
 */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined) {
    return logger.child(bindings, options);
  }
  return new RequestLogger(logger as PinoLike, bindings, options) as unknown as FastifyBaseLogger;
}
