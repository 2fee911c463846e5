import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContainerStatus } from '../../domain/statuses';

const COLOR: Record<ContainerStatus, string> = {
  planned: 'gray',
  at_origin: 'grape',
  at_port_of_loading: 'violet',
  on_vessel: 'blue',
  discharged: 'orange',
  gated_out: 'teal',
  delivered: 'green',
};

/** Where a container stands, in the reader's language. */
export function ContainerStatusBadge({ status }: { status: ContainerStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="light">
      {t(`tracking.containers.statuses.${status}`)}
    </Badge>
  );
}
