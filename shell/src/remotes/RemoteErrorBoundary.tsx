import { Component, type ReactNode } from 'react';

interface Props {
  /** Changing it clears a caught error, so a retry renders the page again. */
  resetKey: unknown;
  fallback: ReactNode;
  /** Called once per caught error, after the fallback rendered. */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  failedAt: unknown;
  failed: boolean;
}

/** Keeps a remote that throws while rendering inside its own frame; the shell and other routes go on. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, failedAt: undefined };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failed && state.failedAt === undefined) return { failedAt: props.resetKey };
    if (state.failed && state.failedAt !== props.resetKey) return { failed: false, failedAt: undefined };
    return null;
  }

  override componentDidCatch(error: unknown): void {
    console.error('[tabula] a remote page crashed', error);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
