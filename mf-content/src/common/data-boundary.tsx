import { Component, Suspense, type ReactNode } from 'react';
import { Loader } from '@clinic/ui/loader';
import { EmptyState } from './empty-state.tsx';

interface State {
  error: unknown;
}

function isPageStatus(error: unknown): boolean {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number' && !(error instanceof Error);
}

class FetchErrorBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    // A page's own 404 belongs to the router, which shows the error page (spec §8).
    if (error && isPageStatus(error)) throw error;
    if (error) return this.props.fallback;
    return this.props.children;
  }
}

/**
 * Where content is read: a loader while it comes, an empty state if the call fails (spec §8:
 * fetch failures are swallowed, never a crash). `loading` can reserve the section's height.
 */
export function DataBoundary({ children, loading, empty }: { children: ReactNode; loading?: ReactNode; empty?: ReactNode }) {
  return (
    <FetchErrorBoundary fallback={empty ?? <EmptyState />}>
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
