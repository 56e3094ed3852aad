import { Component, type ErrorInfo, type ReactNode } from 'react';
import { type ErrorContext, reportError } from '../../core/errors.store';
import { isChunkLoadError } from '../../ui/lazy-screen';
import { ChunkLoadErrorScreen } from './ChunkLoadErrorScreen';
import { GlobalErrorScreen } from './lazy-error-screens';

export interface ErrorFallbackProps {
  error: unknown;
  /** The error store's id, null until the failure is reported (right after the first render). */
  errorId: string | null;
  /** Renders the children again. */
  reset: () => void;
}

export interface AppErrorBoundaryProps {
  children: ReactNode;
  /** Replaces the default choice (the chunk screen for a ChunkLoadError, the global screen otherwise). */
  fallback?: (props: ErrorFallbackProps) => ReactNode;
  /** Recorded with the report: which part of the app failed. */
  context?: string;
  /** A change of this value (the location) clears the error, so navigating away leaves a broken screen. */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  error: unknown;
  errorId: string | null;
}

const CLEAR: State = { failed: false, error: null, errorId: null };

/** Catches what a screen throws while rendering, reports it to the error store and shows the matching error screen. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, State> {
  override state: State = CLEAR;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error, errorId: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const context: ErrorContext = { where: this.props.context ?? 'render', componentStack: info.componentStack ?? undefined };
    const entry = reportError(error, context, { severity: isChunkLoadError(error) ? 'high' : 'critical', silent: true });
    this.setState({ errorId: entry.id });
  }

  override componentDidUpdate(previous: AppErrorBoundaryProps): void {
    if (this.state.failed && !Object.is(previous.resetKey, this.props.resetKey)) this.reset();
  }

  reset = (): void => {
    this.setState(CLEAR);
  };

  override render(): ReactNode {
    const { failed, error, errorId } = this.state;
    if (!failed) return this.props.children;
    if (this.props.fallback) return this.props.fallback({ error, errorId, reset: this.reset });
    if (isChunkLoadError(error)) return <ChunkLoadErrorScreen />;
    return <GlobalErrorScreen errorId={errorId} onRetry={this.reset} />;
  }
}
