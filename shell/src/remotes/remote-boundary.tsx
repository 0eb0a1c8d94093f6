import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@clinic/contracts/runtime-config';
import { isChunkLoadError, reloadPageOnChunkError } from './chunk-reload.ts';
import { isRemoteLoadFailure, remoteRenderError } from './federation.ts';

/** A page's own "not found" (`pageNotFound`): an answer, not a failure. */
const isPageStatus = (error: unknown) => typeof (error as { status?: unknown } | null)?.status === 'number';

/** A part of a remote that threw, not its code failing to load (reported where it fails) nor a page's status. */
function reportIfThrownByRemote(remote: RemoteName, error: unknown): void {
  if (!isRemoteLoadFailure(error) && !isChunkLoadError(error) && !isPageStatus(error)) remoteRenderError(remote, error);
}

interface Props {
  /** The remote whose part this is: a part that throws is reported for it. */
  remote: RemoteName;
  /** Shown when the remote cannot be loaded or its component throws. */
  fallback: ReactNode;
  /** Shown while the remote loads. */
  loading?: ReactNode;
  children: ReactNode;
}

/** Keeps a failing remote to its own corner of the page, and tells the gateway when its part throws. */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reloadPageOnChunkError(error);
    reportIfThrownByRemote(this.props.remote, error);
    console.error('Remote failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback;
    return <Suspense fallback={this.props.loading ?? null}>{this.props.children}</Suspense>;
  }
}

interface Caught {
  thrown: unknown;
  /** Reported: thrown again, to the boundary above. */
  passedOn: boolean;
}

/**
 * Reports what a remote's part throws and passes it on to the boundary above, which shows what it shows
 * for any failure (a content page's: the error page in its layout). Passed on once reported: a boundary
 * hears of an error (componentDidCatch) only once it has rendered without it.
 */
export class RemoteErrorReport extends Component<
  { remote: RemoteName; children: ReactNode },
  { caught: Caught | undefined }
> {
  override state: { caught: Caught | undefined } = { caught: undefined };

  static getDerivedStateFromError(thrown: unknown): { caught: Caught } {
    return { caught: { thrown, passedOn: false } };
  }

  override componentDidCatch(error: unknown): void {
    reportIfThrownByRemote(this.props.remote, error);
    this.setState({ caught: { thrown: error, passedOn: true } });
  }

  override render(): ReactNode {
    const { caught } = this.state;
    if (caught?.passedOn) throw caught.thrown;
    return caught ? null : this.props.children;
  }
}
