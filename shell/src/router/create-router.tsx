import { createBrowserRouter, type HydrationState } from 'react-router-dom';
import { createAppRoutes } from './app-routes.tsx';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
  }
}

/** The browser's router; over a server-rendered page it starts from the state the server rendered (an error page included). */
export function createAppRouter() {
  return createBrowserRouter(createAppRoutes(), { hydrationData: window.__staticRouterHydrationData });
}
