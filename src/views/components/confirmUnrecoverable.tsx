import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';

interface UnrecoverableStep {
  /** What the red button does: "Delete", "Remove", "Reset to defaults". */
  confirmLabel: string;
  /** A line under the warning on what exactly is lost, where the button alone does not tell it. */
  note?: string;
  /** The red button's test id. */
  testId: string;
  onConfirm: () => void;
}

/**
 * The spec's confirmation before a step that cannot be undone ("Are you sure?" / "You will not be able to
 * recover the data!"), with Cancel and a red button saying what it does.
 */
export function confirmUnrecoverable(
  t: TFunction,
  { confirmLabel, note, testId, onConfirm }: UnrecoverableStep,
) {
  modals.openConfirmModal({
    title: t('common.spec.confirmTitle'),
    centered: true,
    children: (
      <Stack gap={4}>
        <Text size="sm">{t('common.spec.confirmUnrecoverable')}</Text>
        {note ? (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        ) : null}
      </Stack>
    ),
    labels: { confirm: confirmLabel, cancel: t('common.actions.cancel') },
    confirmProps: { color: 'red', 'data-testid': testId },
    onConfirm,
  });
}
