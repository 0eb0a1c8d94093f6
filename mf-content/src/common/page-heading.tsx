import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';

/** Breadcrumbs, the page's one h1 and an optional lead paragraph. */
export function PageHeading({ title, crumbs, lead }: { title: string; crumbs?: readonly Crumb[]; lead?: ReactNode }) {
  return (
    <header className="page-heading">
      <Breadcrumbs items={crumbs ?? [{ label: title }]} />
      <h1>{title}</h1>
      {lead && <p className="content-lead">{lead}</p>}
    </header>
  );
}
