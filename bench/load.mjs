// Runs autocannon against a URL and prints its summary as one JSON line (run pinned to its own core).
import autocannon from 'autocannon';

const [url, seconds, connections, headers = '{}'] = process.argv.slice(2);
const result = await autocannon({
  url,
  duration: Number(seconds),
  connections: Number(connections),
  pipelining: 1,
  headers: JSON.parse(headers),
});
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  }),
);
