import { Component, type ErrorInfo, type ReactNode } from 'react';
import { type ErrorContext, reportError } from '../core/errors.store';
import { isChunkLoadError } from './lazy-screen';

export interface ErrorFallbackProps {
  error: unknown;
  /** The error store's id, null until the failure is reported (right after the first render). */
  errorId: string | null;
  /** Renders the children again. */
  reset: () => void;
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What shows in place of the children once they threw; a fallback that throws hands the error to the boundary above. */
  fallback: (props: ErrorFallbackProps) => ReactNode;
  /** Recorded with the report: which part of the app failed. */
  context?: string;
  /** A change of this value (the location, a tab) clears the error, so moving on leaves a broken part behind. */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  error: unknown;
  errorId: string | null;
}

const CLEAR: State = { failed: false, error: null, errorId: null };

/** Catches what its children throw while rendering, reports it to the error store and shows the fallback. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = CLEAR;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error, errorId: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const context: ErrorContext = { where: this.props.context ?? 'render', componentStack: info.componentStack ?? undefined };
    const entry = reportError(error, context, { severity: isChunkLoadError(error) ? 'high' : 'critical', silent: true });
    this.setState({ errorId: entry.id });
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && !Object.is(previous.resetKey, this.props.resetKey)) this.reset();
  }

  reset = (): void => {
    this.setState(CLEAR);
  };

  override render(): ReactNode {
    const { failed, error, errorId } = this.state;
    return failed ? this.props.fallback({ error, errorId, reset: this.reset }) : this.props.children;
  }
}
