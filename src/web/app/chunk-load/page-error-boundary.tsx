import { Component, type ReactNode } from 'react';
import { ErrorMessage } from '../../ui/error-message';
import { isChunkLoadError } from './chunk-load-error';
import { claimReloadOnce } from './load-chunk';

interface Props {
  children: ReactNode;
  title: { chunk: string; generic: string };
  body: { chunk: string; generic: string };
  retryLabel: string;
}

interface State {
  error: Error | undefined;
  reloading: boolean;
}

/**
 * Catches a page that fails to load or render, keeping the navbar and footer on screen. A missing
 * chunk reloads the page once; a second failure shows a friendly message with a retry button.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, reloading: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.warn(error);
    if (isChunkLoadError(error) && claimReloadOnce()) {
      this.setState({ reloading: true });
      window.location.reload();
    }
  }

  override render() {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;
    if (reloading) return null;
    const kind = isChunkLoadError(error) ? 'chunk' : 'generic';
    return (
      <ErrorMessage
        title={this.props.title[kind]}
        body={this.props.body[kind]}
        retryLabel={this.props.retryLabel}
        onRetry={() => window.location.reload()}
      />
    );
  }
}
