import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** Why something failed (a submission, a load), in red and announced to screen readers as it appears. */
export function FailureAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" variant="light" role="alert">
      {children}
    </Alert>
  );
}
