import { describe, expect, it } from 'vitest';
import { sharedProblem } from './shared-compatibility.ts';

describe('whether the shell’s copy of a shared singleton serves a remote', () => {
  it('accepts a build made before a patch or a minor of the shell, exact range or caret', () => {
    expect(sharedProblem({ name: '@clinic/i18n/', version: '1.0.2', requiredVersion: '^1.0.2' }, '1.1.0')).toBe(
      undefined,
    );
    expect(sharedProblem({ name: '@clinic/ui/', version: '1.1.0', requiredVersion: '^1.1.0' }, '1.1.7')).toBe(
      undefined,
    );
    expect(sharedProblem({ name: 'react', version: '19.2.0', requiredVersion: '~19.2.0' }, '19.2.4')).toBe(undefined);
  });

  it('refuses a build that needs a newer minor than the shell has, or another major, in one clause', () => {
    expect(sharedProblem({ name: '@clinic/i18n/', version: '1.2.0', requiredVersion: '^1.2.0' }, '1.1.0')).toBe(
      'needs @clinic/i18n/ ^1.2.0; the shell provides 1.1.0',
    );
    expect(sharedProblem({ name: 'react', version: '18.3.1', requiredVersion: '^18.2.0' }, '19.3.1')).toBe(
      'needs react ^18.2.0; the shell provides 19.3.1',
    );
  });

  it('reads a build without a range as made for the version it carries and later ones of that major', () => {
    expect(sharedProblem({ name: '@clinic/state/settled', version: '1.0.0', requiredVersion: false }, '1.4.2')).toBe(
      undefined,
    );
    expect(sharedProblem({ name: '@clinic/state/settled', version: '2.0.0' }, '1.0.0')).toBe(
      'needs @clinic/state/settled ^2.0.0; the shell provides 1.0.0',
    );
  });

  it('names a range or a version that is none', () => {
    expect(sharedProblem({ name: 'jotai', version: '2.9.3', requiredVersion: 'workspace:*' }, '2.20.3')).toBe(
      'needs jotai "workspace:*", which is no version range',
    );
    expect(sharedProblem({ name: 'jotai', version: '2.9.3', requiredVersion: '^2.9.3' }, 'latest')).toBe(
      'needs jotai ^2.9.3; the shell provides "latest", which is no version',
    );
  });
});
