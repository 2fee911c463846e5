import { Badge } from '@mantine/core';
import type { Plant } from '../../domain/schemas/plant';

/** Active / Deactive of a master record; the seed calls the second one "Deactive (Inactive)". */
export function StatusBadge({ status }: { status: Plant['status'] }) {
  return status === 'active' ? (
    <Badge color="teal" variant="light">
      Active
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      Inactive
    </Badge>
  );
}
