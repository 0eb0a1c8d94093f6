/**
 * Writes the gateway's alerts as a prometheus-operator PrometheusRule
 * (deploy/kubernetes/components/prometheus-operator/gateway-prometheusrule.yaml) from the rules file any
 * Prometheus reads (deploy/prometheus/gateway-alerts.yml), so both hold the same rules.
 * Run: npm run prometheus-rule -w @clinic/system-tests — the output is committed, and a test checks it is current.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { REPO_ROOT } from './paths.ts';

export const ALERT_RULES_FILE = path.join(REPO_ROOT, 'deploy', 'prometheus', 'gateway-alerts.yml');
export const PROMETHEUS_RULE_FILE = path.join(
  REPO_ROOT,
  'deploy',
  'kubernetes',
  'components',
  'prometheus-operator',
  'gateway-prometheusrule.yaml',
);

/** The PrometheusRule of the rules file's groups, as the committed file holds it. */
export function prometheusRule(alertRules: string): string {
  const { groups } = parse(alertRules) as { groups: unknown[] };
  const rule = {
    apiVersion: 'monitoring.coreos.com/v1',
    kind: 'PrometheusRule',
    metadata: { name: 'clinic-gateway', labels: { 'app.kubernetes.io/name': 'clinic-gateway' } },
    spec: { groups },
  };
  return [
    '# Written by system-tests/src/prometheus-rule.ts from deploy/prometheus/gateway-alerts.yml: edit that',
    '# file, then run `npm run prometheus-rule -w @clinic/system-tests`.',
    stringify(rule, { lineWidth: 0 }),
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  fs.writeFileSync(PROMETHEUS_RULE_FILE, prometheusRule(fs.readFileSync(ALERT_RULES_FILE, 'utf8')));
  console.log(`Wrote ${path.relative(process.cwd(), PROMETHEUS_RULE_FILE)}`);
}
