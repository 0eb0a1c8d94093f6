// Components render in a DOM with the shared set-up from @clinic/dev-harness, so the remote tests the same
// way in its own repository.
export { remoteTestConfig as default } from '@clinic/dev-harness/testing/vitest-config';
