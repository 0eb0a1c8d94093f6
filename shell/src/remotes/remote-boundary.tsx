import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { reloadPageOnChunkError } from './chunk-reload.ts';

interface Props {
  /** Shown when the remote cannot be loaded or its component throws. */
  fallback: ReactNode;
  /** Shown while the remote loads. */
  loading?: ReactNode;
  children: ReactNode;
}

/** Keeps a failing remote to its own corner of the page. */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reloadPageOnChunkError(error);
    console.error('Remote failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback;
    return <Suspense fallback={this.props.loading ?? null}>{this.props.children}</Suspense>;
  }
}
