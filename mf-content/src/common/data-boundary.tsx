import { Component, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Loader } from '@clinic/ui/loader';
import { EmptyState } from './empty-state.tsx';

interface State {
  error: unknown;
  resetKey: string;
}

function isPageStatus(error: unknown): boolean {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number' && !(error instanceof Error);
}

class FetchErrorBoundary extends Component<{ children: ReactNode; fallback: ReactNode; resetKey: string }, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  // Another query gets its own attempt: the caches forget a failed fetch, so it is asked again.
  static getDerivedStateFromProps(props: { resetKey: string }, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    const { error } = this.state;
    // A page's own 404 belongs to the router, which shows the error page.
    if (error && isPageStatus(error)) throw error;
    if (error) return this.props.fallback;
    return this.props.children;
  }
}

/**
 * Where content is read: a loader while it comes, an empty state if the call fails (fetch failures are
 * swallowed, never a crash). `loading` can reserve the section's height.
 * The address says what is read (path, category, page), so a new address is a new attempt.
 */
export function DataBoundary({ children, loading, empty }: { children: ReactNode; loading?: ReactNode; empty?: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <FetchErrorBoundary fallback={empty ?? <EmptyState />} resetKey={`${pathname}${search}`}>
      <Suspense
        fallback={
          loading ?? (
            <div className="content-loading">
              <Loader />
            </div>
          )
        }
      >
        {children}
      </Suspense>
    </FetchErrorBoundary>
  );
}
