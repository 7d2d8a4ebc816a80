// The part of autocannon's API the benches use (the package ships no types).
declare module "autocannon" {
  interface Stats {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Stats & { total: number };
    latency: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  interface Options {
    url: string;
    method?: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
