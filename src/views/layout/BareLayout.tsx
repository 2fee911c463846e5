import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of public pages: no navigation, a quiet background. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      mih="100vh"
      style={{
        background:
          'radial-gradient(1200px 600px at 10% -10%, var(--mantine-color-brand-0), transparent), var(--mantine-color-gray-0)',
      }}
    >
      {children}
    </Box>
  );
}
