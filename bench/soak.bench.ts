// One production gateway under mixed load for BENCH_SOAK_MINUTES (10): pages of every kind, content API calls
// and order mails, about 20 requests a second from 4 clients. Its resident memory (RSS) is read every 30 s;
// the figure is RSS at the start, its highest, at the end, and the growth over the second half, when a leak
// shows and the warm-up (caches filling, code compiled) is over.
import { readFileSync } from 'node:fs';
import { startQuietGateway } from './support/gateway-process.ts';
import { benchSetting } from './support/settings.ts';

const MINUTES = benchSetting('BENCH_SOAK_MINUTES', 10);
const CLIENTS = 4;
const PAUSE_MS = 200;
const PATHS = [
  '/',
  '/en',
  '/likari',
  '/en/likari',
  '/zahvoryuvannya',
  '/blog',
  '/en/clinics',
  '/kontakty',
  '/search?query=акне',
  '/api/uk/api/doctors/get-doctors/?page=1',
  '/api/en/api/posts/get-posts/?page=1',
  '/no-such-page',
];
const ORDER = JSON.stringify({
  config: 'order',
  page: '/likari',
  fields: { firstName: 'Олена', phone: '38(050) 123-45-67', goal: 'Консультація дерматолога', note: 'Дерматологія' },
});

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const gateway = await startQuietGateway();
const pid = gateway.child.pid!;
const samples: Array<{ at: number; rss: number }> = [];
const started = Date.now();
const until = started + MINUTES * 60_000;
let requests = 0;
let failures = 0;

async function client(offset: number): Promise<void> {
  for (let index = offset; Date.now() < until; index += 1) {
    const mail = index % 10 === 0;
    const response = await fetch(
      `${gateway.url}${mail ? '/mail/send' : PATHS[index % PATHS.length]}`,
      mail ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: ORDER } : undefined,
    ).catch(() => undefined);
    requests += 1;
    if (!response || response.status >= 500) failures += 1;
    await response?.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
}

const sampler = setInterval(() => samples.push({ at: Date.now() - started, rss: rssMb(pid) }), 30_000);
samples.push({ at: 0, rss: rssMb(pid) });
try {
  await Promise.all(Array.from({ length: CLIENTS }, (_, offset) => client(offset)));
  samples.push({ at: Date.now() - started, rss: rssMb(pid) });
} finally {
  clearInterval(sampler);
  await gateway.stop();
}
const half = samples.filter((sample) => sample.at >= (MINUTES * 60_000) / 2);
const peak = Math.max(...samples.map((sample) => sample.rss));
console.log(
  `soak: ${MINUTES} min, ${requests} requests (${(requests / (MINUTES * 60)).toFixed(1)}/s), ${failures} answered 5xx or not at all`,
);
console.log(
  `RSS: ${samples[0]!.rss.toFixed(0)} MB at start, ${peak.toFixed(0)} MB at most, ${samples.at(-1)!.rss.toFixed(0)} MB at the end; second half ${(half.at(-1)!.rss - half[0]!.rss).toFixed(1)} MB`,
);
console.log(
  `samples (min: MB): ${samples.map((sample) => `${(sample.at / 60_000).toFixed(1)}: ${sample.rss.toFixed(0)}`).join(', ')}`,
);
