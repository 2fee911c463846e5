import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Reloads the app; a new deployment may have replaced the chunk that failed. */
  onRetry?: () => void;
}

interface State {
  error: Error | null;
}

/** Catches a screen that failed to load or to render, and says so instead of leaving a blank page. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error.message, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const retry = this.props.onRetry ?? (() => window.location.reload());
    return (
      <Center mih={320} p="xl" data-testid="screen-error">
        <Stack align="center" gap="sm" maw={520}>
          <Title order={2}>This screen could not be loaded</Title>
          <Text c="dimmed" ta="center">
            Check your connection and try again. If it keeps failing, the app may have been updated: retrying
            loads the latest version.
          </Text>
          <Code block>{error.message}</Code>
          <Button onClick={retry}>Retry</Button>
        </Stack>
      </Center>
    );
  }
}
