import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths.ts';
import { GATEWAY_DEFAULTS, GATEWAY_VARIABLES } from './config.ts';

// The configuration table (docs/configuration.md) is how an operator learns the gateway's variables: it names every
// one the gateway reads, in the schema's order, with the default the gateway really takes.

/** Variables the table names that OpenTelemetry's SDK reads itself, not the gateway's schema. */
const READ_BY_LIBRARIES = ['OTEL_SERVICE_NAME'];

interface Row {
  variables: string[];
  defaults: string;
}

function configurationTable(): Row[] {
  const page = readFileSync(path.join(REPO_ROOT, 'docs', 'configuration.md'), 'utf8');
  const table = page.slice(0, page.indexOf('\n\n', page.indexOf('\n| variable')));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [variables = '', defaults = ''] = line.split(' | ').map((cell) => cell.replace(/^\|/, '').trim());
      return { variables: [...variables.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]!), defaults };
    });
}

describe('the configuration table of docs/configuration.md', () => {
  const rows = configurationTable();
  const named = rows.flatMap((row) => row.variables);

  it('names every variable the gateway reads, once, in the order the gateway lists them', () => {
    expect(named.filter((name) => !READ_BY_LIBRARIES.includes(name))).toEqual(GATEWAY_VARIABLES);
  });

  it('gives each variable the default the gateway takes', () => {
    const wrong = rows.flatMap(({ variables, defaults }) => {
      // Rows of several variables give their defaults in the same order, split by ` / `.
      const cells =
        variables.length > 1 && defaults.includes(' / ') ? defaults.split(' / ') : variables.map(() => defaults);
      return variables.flatMap((name, index) => {
        const expected = GATEWAY_DEFAULTS[name];
        return expected === undefined || cells[index]!.includes(`\`${expected}\``)
          ? []
          : [`${name}: the gateway takes ${expected}, the table says ${defaults}`];
      });
    });
    expect(wrong).toEqual([]);
  });
});
