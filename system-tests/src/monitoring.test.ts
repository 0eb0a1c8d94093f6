import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { metricsText, debianPackagesUnavailable } from '@clinic/api-gateway/testing';
import { REPO_ROOT } from './paths.ts';

const PROMTOOL = '/usr/bin/promtool';
const unavailable = debianPackagesUnavailable([PROMTOOL], ['prometheus']);
if (unavailable) console.warn(`Skipping the checks of the alert rules and dashboard: ${unavailable}`);

const RULES = path.join(REPO_ROOT, 'deploy', 'prometheus', 'gateway-alerts.yml');
const RULE_TESTS = path.join(REPO_ROOT, 'deploy', 'prometheus', 'gateway-alerts.test.yml');
const DASHBOARD = path.join(REPO_ROOT, 'deploy', 'grafana', 'gateway-dashboard.json');
/** The counters the repository's mtail program makes of nginx's access log. */
const NGINX_MTAIL = path.join(REPO_ROOT, 'deploy', 'nginx', 'clinic-gateway.mtail');
/**
 * What the rules read from others than the gateway: the nightly backup job's last success, and the
 * kubelet's (cAdvisor's) view of the gateway container's memory and its limit.
 */
const SERVED_ELSEWHERE = [
  'clinic_backup_last_success_timestamp_seconds',
  'container_memory_working_set_bytes',
  'container_spec_memory_limit_bytes',
];

/** promtool's verdict: its output, and whether it exited 0. */
function promtool(...args: string[]): { ok: boolean; output: string } {
  try {
    return { ok: true, output: execFileSync(PROMTOOL, args, { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout}${stderr}` };
  }
}

interface Panel {
  title: string;
  targets?: { expr: string }[];
  panels?: Panel[];
}

function dashboardExpressions(): { panel: string; expr: string }[] {
  const { panels } = JSON.parse(fs.readFileSync(DASHBOARD, 'utf8')) as { panels: Panel[] };
  return panels
    .flatMap((panel) => [panel, ...(panel.panels ?? [])])
    .flatMap((panel) => (panel.targets ?? []).map(({ expr }) => ({ panel: panel.title, expr })));
}

function ruleExpressions(): { alert: string; expr: string }[] {
  // Each rule's `expr` as written (one line, or a `|` block indented under it).
  const text = fs.readFileSync(RULES, 'utf8');
  return [...text.matchAll(/- alert: (\w+)\n\s+expr: (?:\|\n((?:\s{10,}.+\n)+)|(.+)\n)/g)].map(
    ([, alert, block, line]) => ({ alert: alert!, expr: (block ?? line!).trim() }),
  );
}

/** Names of the series a PromQL expression reads: what is left once label matchers, groupings, ranges and function calls are taken out. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ');
  return [...bare.matchAll(/\b([a-zA-Z_:][a-zA-Z0-9_:]*)\b(?!\s*\()/g)]
    .map((match) => match[1]!)
    .filter((name) => !/^(and|or|unless|bool|e)$/.test(name));
}

describe.skipIf(unavailable)('alert rules and dashboard in deploy/', () => {
  // promtool evaluates every rule over each unit test's hours of series: long on a busy machine.
  it('has alert rules promtool accepts, whose unit tests pass', { timeout: 180_000 }, () => {
    const check = promtool('check', 'rules', RULES);
    expect(check.output).toContain('SUCCESS');
    expect(check.ok).toBe(true);
    const tests = promtool('test', 'rules', RULE_TESTS);
    expect(tests.output).toContain('SUCCESS');
    expect(tests.ok).toBe(true);
  });

  it('has a dashboard whose every panel query is valid PromQL', () => {
    const expressions = dashboardExpressions();
    expect(expressions.length).toBeGreaterThan(15);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dashboard-rules-')), 'panels.yml');
    try {
      // As recording rules, so promtool parses each one.
      const rules = expressions
        .map(({ expr }, index) => `      - record: dashboard:panel_${index}\n        expr: ${JSON.stringify(expr)}`)
        .join('\n');
      fs.writeFileSync(file, `groups:\n  - name: dashboard\n    rules:\n${rules}\n`);
      const check = promtool('check', 'rules', file);
      expect(check.output).toContain(`SUCCESS: ${expressions.length} rules found`);
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });

  it('reads only metrics the gateway, nginx’s mtail program and the few named others serve (and Prometheus’ own up)', async () => {
    const text = await metricsText();
    const served = new Set(
      [...text.matchAll(/^# TYPE (\S+) (\w+)$/gm)].flatMap(([, name, type]) =>
        type === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name!],
      ),
    );
    served.add('up');
    for (const [, name] of fs.readFileSync(NGINX_MTAIL, 'utf8').matchAll(/^(?:counter|gauge) (\w+)/gm))
      served.add(name!);
    for (const name of SERVED_ELSEWHERE) served.add(name);
    const used = [
      ...ruleExpressions().map(({ alert, expr }) => ({ where: `alert ${alert}`, expr })),
      ...dashboardExpressions().map(({ panel, expr }) => ({ where: `panel "${panel}"`, expr })),
    ];
    expect(ruleExpressions().length).toBe(19);
    const unknown = used.flatMap(({ where, expr }) =>
      metricNames(expr)
        .filter((name) => !served.has(name))
        .map((name) => `${where}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });
});
