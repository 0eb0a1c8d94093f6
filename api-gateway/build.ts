import { bundleGateway } from './bundle.ts';

// Another place only for scripts/scan-secrets.ts, which builds with secrets in the environment.
await bundleGateway(process.argv[2] ?? 'dist/main.js');
