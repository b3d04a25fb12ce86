export declare function tlsProxyMissing(): string | null;
export declare function startTlsProxy(options: {
  dir: string;
  port: number;
  upstream: number;
}): Promise<{ url: string; spkiFlag: string; stop: () => Promise<void> }>;
