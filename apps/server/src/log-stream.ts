import { writeSync } from 'node:fs';
import { isatty } from 'node:tty';

/**
 * Where the server's log lines go: standard output, written directly, one line at a time, and
 * never retried. Pino's default stream buffers lines and flushes them on exit in a loop that, when
 * the reader is gone (EPIPE), retries the same write forever with the event loop blocked: servers
 * whose parent had exited ran on for hours, deaf to SIGTERM (issue 31). Here a line that cannot be
 * written at once (a full pipe) is dropped, and after a broken pipe (or any other failure)
 * nothing more is written to that stream: a log line is never worth holding the server.
 */
export function stdoutLogStream(fd = 1): { write(line: string): void } {
  let broken = false;
  return {
    write(line: string) {
      if (broken) return;
      try {
        const bytes = Buffer.from(line);
        const written = writeSync(fd, bytes);
        // A pipe with little room takes part of the line: one more try for the rest, no more.
        if (written < bytes.length) writeSync(fd, bytes.subarray(written));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') broken = true;
      }
    },
  };
}

/**
 * Where the running server logs: one line of text per entry, coloured, with the time of day, when
 * a person reads it in a terminal during development; pino's JSON lines anywhere else (production,
 * a pipe, a file, a log collector). Either way redaction has happened before (pino's `redact` and
 * our serializers), and the lines go through the same EPIPE-safe stdout stream.
 */
export async function serverLogStream(
  nodeEnv: string,
  fd = 1,
  isTerminal = isatty(fd),
): Promise<{ write(line: string): void }> {
  const out = stdoutLogStream(fd);
  if (!isTerminal || nodeEnv === 'production') return out;
  const { prettyFactory, isColorSupported } = await import('pino-pretty');
  const pretty = prettyFactory({
    colorize: isColorSupported,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
  });
  return {
    write(line: string) {
      let text: string;
      try {
        text = pretty(line);
      } catch {
        text = line;
      }
      out.write(text);
    },
  };
}

/**
 * Lets console output to a reader that is gone fail quietly: Node reports a broken pipe on
 * process.stdout and process.stderr as an 'error' event, which would otherwise end the process as
 * an uncaught exception in the middle of a shutdown.
 */
export function ignoreBrokenOutputPipes(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
}
