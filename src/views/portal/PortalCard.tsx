import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PortalCardProps {
  /** The heading's id, which names the card for screen readers. */
  headingId: string;
  /** The shipper whose record it is, above the heading. */
  industry: string;
  industryTestId?: string;
  title: ReactNode;
  /** The record's number and such, under the heading. */
  subtitle: ReactNode;
  /** Its state, beside the heading (a status, a countdown). */
  badge: ReactNode;
  /** The card's own test id and data attributes. */
  attributes: { 'data-testid': string } & Record<`data-${string}`, string>;
  children: ReactNode;
}

/**
 * One record of the transporter's portal (an offer, an order, an invoice) as a phone shows it: an article
 * named by its heading, with the shipper above the heading, a line under it and its state beside it.
 */
export function PortalCard({
  headingId,
  industry,
  industryTestId,
  title,
  subtitle,
  badge,
  attributes,
  children,
}: PortalCardProps) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId} {...attributes}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed" fw={600} lineClamp={1} data-testid={industryTestId}>
              {industry}
            </Text>
            <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            <Text size="xs" c="dimmed">
              {subtitle}
            </Text>
          </Stack>
          {badge}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
