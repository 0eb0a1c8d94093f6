import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitToProvider } from './submit-to-provider.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('submitToProvider', () => {
  it('posts every signed field as a hidden input to the provider', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const fields = { payment: 'CC', key: 'KEY', data: 'eyJ9', sign: 'abc', first_name: 'Олена' };
    const form = submitToProvider({ action: 'https://pay.example/auth', fields });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://pay.example/auth');
    expect(form.isConnected).toBe(true);
    const sent = Object.fromEntries([...form.querySelectorAll('input')].map((input) => [input.name, input.value]));
    expect(sent).toEqual(fields);
    expect([...form.querySelectorAll('input')].every((input) => input.type === 'hidden')).toBe(true);
  });
});
