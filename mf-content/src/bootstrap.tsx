import { Route, Routes } from 'react-router-dom';
import { LOCALIZED_ROUTES } from '@clinic/contracts/routes';
import { mountStandalone } from '@clinic/dev-harness/standalone';
import { pages } from './pages.ts';

// Every page this remote has, on its own routes, without the shell's frame.
void mountStandalone(
  <Routes>
    {LOCALIZED_ROUTES.map((route) => {
      const Page = pages[route.id];
      return <Route key={route.name} path={route.pattern} element={<Page />} />;
    })}
  </Routes>,
);
