import http from 'node:http';

// Latency with sub-millisecond resolution: autocannon reports whole milliseconds, and a read that
// takes 2 ms at 1k rows and 2.4 ms at 100k would show no growth at all in its table.

export interface LatencySample {
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

/**
 * `connections` keep-alive loops, each sending the next GET as soon as the last one answered,
 * for `seconds`; every answer's time is kept and the percentiles read from all of them.
 */
export async function sampleLatency(
  url: string,
  cookie: string | undefined,
  connections: number,
  seconds: number,
): Promise<LatencySample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const status = await get(url, cookie, agent).catch(() => 0);
      if (status === 200) times.push(performance.now() - started);
      else failures += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), requests: times.length, failures };
}

function get(url: string, cookie: string | undefined, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: cookie ? { cookie } : {} }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
