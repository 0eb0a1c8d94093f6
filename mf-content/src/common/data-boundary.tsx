import { Component, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Loader } from '@clinic/ui/loader';
import { useForgetContentFailures } from '@clinic/state/use-content';
import { EmptyState } from './empty-state.tsx';

interface State {
  error: unknown;
  resetKey: string;
}

function isPageStatus(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    !(error instanceof Error)
  );
}

/** What shows when the read failed; given a way to try again, for a section that offers one. */
type Fallback = ReactNode | ((tryAgain: () => void) => ReactNode);

interface BoundaryProps {
  children: ReactNode;
  fallback: Fallback;
  resetKey: string;
  forgetFailures: () => void;
}

class FetchErrorBoundary extends Component<BoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  private readonly tryAgain = () => {
    this.props.forgetFailures();
    this.setState({ error: null });
  };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  // Another query gets its own attempt; the content cache answers one that failed lately with that failure, without asking again.
  static getDerivedStateFromProps(props: { resetKey: string }, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    const { error } = this.state;
    // A page's own 404 belongs to the router, which shows the error page.
    if (error && isPageStatus(error)) throw error;
    const { fallback } = this.props;
    if (error) return typeof fallback === 'function' ? fallback(this.tryAgain) : fallback;
    return this.props.children;
  }
}

/**
 * Where content is read: a loader while it comes, an empty state if the call fails (fetch failures are
 * swallowed, never a crash), or what `empty` makes of a way to try again. `loading` can reserve the section's height.
 * The address says what is read (path, category, page), so a new address is a new attempt.
 */
export function DataBoundary({
  children,
  loading,
  empty,
}: {
  children: ReactNode;
  loading?: ReactNode;
  empty?: Fallback;
}) {
  const { pathname, search } = useLocation();
  const forgetFailures = useForgetContentFailures();
  return (
    <FetchErrorBoundary
      fallback={empty ?? <EmptyState />}
      resetKey={`${pathname}${search}`}
      forgetFailures={forgetFailures}
    >
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
