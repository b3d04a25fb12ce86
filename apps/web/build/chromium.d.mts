import type { ChildProcess } from 'node:child_process';

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function waitUntilHealthy(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void>;
