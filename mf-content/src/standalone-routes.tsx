import { Route, Routes } from 'react-router-dom';
import { LOCALIZED_ROUTES } from '@clinic/contracts/routes';
import { StandaloneErrorView } from '@clinic/dev-harness/standalone';
import { pages } from './pages.ts';

/** Every page this remote has, on its own routes, without the shell's frame; an address of none shows the not-found view. */
export function StandaloneRoutes() {
  return (
    <Routes>
      {LOCALIZED_ROUTES.map((route) => {
        const Page = pages[route.id];
        return <Route key={route.name} path={route.pattern} element={<Page />} />;
      })}
      <Route path="*" element={<StandaloneErrorView status={404} />} />
    </Routes>
  );
}
