import { mountStandalone } from '@clinic/dev-harness/standalone';
import { StandaloneRoutes } from './standalone-routes.tsx';

void mountStandalone(<StandaloneRoutes />);
