import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DefaultLayout } from '../layout/default-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

interface BoundaryProps {
  /** The address's history entry: a new one is a new page. */
  locationKey: string;
  /** What the gateway answered this address with, if an error: shown without rendering the page. */
  answeredError: { status: number } | undefined;
  children: ReactNode;
}

interface BoundaryState {
  thrown: { error: unknown } | undefined;
  locationKey: string;
}

class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { thrown: undefined, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { thrown: { error } };
  }

  /** Whatever failed on the last page is tried afresh on the next. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { thrown: undefined, locationKey: props.locationKey };
  }

  override render(): ReactNode {
    const error = this.state.thrown ? this.state.thrown.error : this.props.answeredError;
    if (error === undefined) return this.props.children;
    // Route errors switch to the default layout, whichever layout the page had.
    return (
      <DefaultLayout>
        <RouteErrorPage error={error} />
      </DefaultLayout>
    );
  }
}

/**
 * Shows the error page for a page that threw (a load failure, a missing item: the product reads the
 * status off the error), or the error the gateway answered the address with (`answeredError`),
 * which the server renders without rendering the page (error boundaries do not run there) and
 * the browser hydrates the same.
 */
export function RouteErrorBoundary({
  answeredError,
  children,
}: {
  answeredError: { status: number } | undefined;
  children: ReactNode;
}) {
  return (
    <PageErrorBoundary locationKey={useLocation().key} answeredError={answeredError}>
      {children}
    </PageErrorBoundary>
  );
}
