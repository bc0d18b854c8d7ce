// The parts of autocannon 9's programmatic API the load bench uses (the package ships no types).
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Per-request timeout in seconds. */
    timeout?: number;
    headers?: Record<string, string>;
    warmup?: { connections?: number; duration?: number };
    /** Requests each connection sends in turn, over and over. */
    requests?: Array<{ path?: string; method?: string; headers?: Record<string, string>; body?: string }>;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }

  interface Result {
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    /** Milliseconds. */
    latency: Histogram;
    /** Requests per second samples. */
    requests: Histogram & { sent: number };
    /** Bytes per second samples. */
    throughput: Histogram;
  }

  interface Instance extends PromiseLike<Result> {
    stop(): void;
    /** Each answer as it arrives. */
    on(event: "response", listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
  export type { Options, Result };
}
