// The part of autocannon's API the goals bench uses (the package ships no types).
declare module 'autocannon' {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    requests?: { setupRequest?: (request: Request) => Request }[];
  };
  type Histogram = { average: number; p50: number; p90: number; p97_5: number; p99: number; max: number };
  export type Result = {
    latency: Histogram;
    requests: { average: number; total: number; sent: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  type Instance = {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): Instance;
    stop(): void;
  };
  export default function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
}
