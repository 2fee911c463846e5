import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Plant } from '../../domain/schemas/plant';

/** Active / Deactive of a master record; the seed calls the second one "Deactive (Inactive)". */
export function StatusBadge({ status }: { status: Plant['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === 'active' ? 'teal' : 'gray'} variant="light">
      {t(`domain.recordStatuses.${status}`)}
    </Badge>
  );
}
