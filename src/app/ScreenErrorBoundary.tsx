import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
    return <ScreenError error={error} retry={retry} />;
  }
}

/** What the boundary shows: a function component, so that it reads the catalogues like every screen. */
function ScreenError({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center mih={320} p="xl" data-testid="screen-error">
      <Stack align="center" gap="sm" maw={520}>
        {/* The failed screen's own heading is gone: this is the page's one h1 now. */}
        <Title order={1} size="h2">
          {t('errors.screen.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('errors.screen.text')}
        </Text>
        <Code block>{error.message}</Code>
        <Button onClick={retry}>{t('errors.screen.retry')}</Button>
      </Stack>
    </Center>
  );
}
