import { performance } from 'node:perf_hooks';

/**
 * The liveness probe of bench/importLiveness.bench.ts, in a process of its own as an orchestrator's is: GET
 * /health every PROBE_EVERY_MS at PROBE_URL, each timed from its request to its answer, until the parent says
 * "stop"; then the times go back to the parent. In the bench's own process the probe's times took in that
 * process's work too (a 10 MB body copied, its heap of 50,000-row files collected): delays of the client, not of
 * the server. A probe that fails (the connection not even accepted within undici's 10 s) counts with the time
 * it waited.
 */
const url = process.env.PROBE_URL;
const everyMs = Number(process.env.PROBE_EVERY_MS);
const answers = [];
const pending = new Set();

const probe = () => {
  const started = performance.now();
  const answer = fetch(url)
    .then((reply) => reply.arrayBuffer())
    .catch(() => {})
    .then(() => void answers.push(performance.now() - started))
    .finally(() => pending.delete(answer));
  pending.add(answer);
};

// A process's first request loads and compiles the HTTP client and opens the connection: tens of ms of the
// prober's own, made before the parent starts its work and left out of the answers.
await fetch(url).then((reply) => reply.arrayBuffer());
process.send('ready');
// One at once, so that even a phase shorter than the interval is probed.
probe();
const timer = setInterval(probe, everyMs);
process.once('message', async () => {
  clearInterval(timer);
  await Promise.all(pending);
  process.send(answers, () => process.exit(0));
});
