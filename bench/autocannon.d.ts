// autocannon ships no type declarations; this declares the part of its API the benches use.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface RequestContext {
    [key: string]: unknown;
  }

  export interface RequestSpec {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send with a copy of the request; returns the request to send. */
    setupRequest?: (request: RequestSpec, context: RequestContext) => RequestSpec;
    /** Called with each complete answer to this request, just before the instance's `response` event. */
    onResponse?: (status: number, body: string, context: RequestContext, headers: Record<string, string>) => void;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    overallRate?: number;
    title?: string;
    headers?: Record<string, string>;
    requests?: RequestSpec[];
    initialContext?: RequestContext;
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    total: number;
  }

  export interface Result {
    title?: string;
    duration: number;
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    mismatches: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
