import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from './FailureAlert';

interface DialogActionsProps {
  /** Why the last submission failed, if it did. */
  failure?: ReactNode;
  onCancel: () => void;
  submitLabel: ReactNode;
  submitting: boolean;
  submitTestId: string;
}

/** The foot of a dialog's form: why the last submission failed, then Cancel and the form's submit button. */
export function DialogActions({
  failure,
  onCancel,
  submitLabel,
  submitting,
  submitTestId,
}: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {failure ? <FailureAlert>{failure}</FailureAlert> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.actions.cancel')}
        </Button>
        <Button type="submit" loading={submitting} data-testid={submitTestId}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
