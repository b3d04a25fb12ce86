import { ERROR_CATALOG } from './catalog.ts';

export type ErrorCode = keyof typeof ERROR_CATALOG;

/** The `{name}`s of a text, as a union of names. */
type PlaceholdersOf<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** A value an error's text needs: a number, or words and amounts already written (₹1,500). */
export type ErrorParam = string | number;

/** The values a code's text needs, by name; `{}` for a text without any. */
export type ErrorParamsOf<C extends ErrorCode> = {
  [Name in PlaceholdersOf<(typeof ERROR_CATALOG)[C]['message']>]: Name extends 'wait'
    ? number
    : ErrorParam;
};

/** The codes whose text needs no value. */
export type PlainErrorCode = {
  [C in ErrorCode]: PlaceholdersOf<(typeof ERROR_CATALOG)[C]['message']> extends never ? C : never;
}[ErrorCode];

/** The arguments after a code: nothing for a plain text, else its values. */
export type ErrorParamsArg<C extends ErrorCode> = C extends PlainErrorCode
  ? [params?: Record<string, never>]
  : [params: ErrorParamsOf<C>];

/** The codes answered with one HTTP status, e.g. `CodeWithStatus<404>`. */
export type CodeWithStatus<Status extends number> = {
  [C in ErrorCode]: (typeof ERROR_CATALOG)[C]['status'] extends Status ? C : never;
}[ErrorCode];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_CATALOG, code);
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOG[code].status;
}

/**
 * '45 seconds', '1 second', '3 minutes': a `{wait}` (a number of seconds) in English, rounded up
 * to whole minutes from 90 seconds on.
 */
export function describeWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 90) return `${whole} ${whole === 1 ? 'second' : 'seconds'}`;
  return `${Math.ceil(whole / 60)} minutes`;
}

/** A code's English text with its values filled in: the `message` the server sends. */
export function errorMessage(
  code: ErrorCode,
  params: Readonly<Record<string, ErrorParam>> = {},
): string {
  return ERROR_CATALOG[code].message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return name === 'wait' && typeof value === 'number' ? describeWait(value) : String(value);
  });
}
