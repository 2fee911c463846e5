import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog } from './Dialog';

const reasonForm = (t: TFunction) =>
  z.object({ reason: z.string().trim().min(3, t('components.reason.required')).max(500) });

interface ReasonConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  /** "Cancel request", "Reject order"…: what the red button does. */
  confirmLabel: string;
  onConfirm: (reason: string) => Promise<unknown>;
  /**
   * What follows, when it is not the loss of data the spec warns of: a disputed invoice loses nothing, it goes
   * back to the transporter to correct.
   */
  consequence?: string;
}

/**
 * The spec's confirmation for what cannot be undone ("Are you sure?" / "You will not be able to recover the
 * data!"), with the reason the lifecycle records. Stays open with the server's message when the call fails.
 * Memoised: a page keeps one per action, and a tap that opens one should not render the others.
 */
export const ReasonConfirmModal = memo(function ReasonConfirmModal({
  opened,
  onClose,
  confirmLabel,
  onConfirm,
  consequence,
}: ReasonConfirmModalProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => reasonForm(t), [t]);
  const form = useForm({
    initialValues: { reason: '' },
    validate: schemaResolver(schema, { sync: true }),
  });
  const mutation = useMutation({ mutationFn: onConfirm, onSuccess: () => close() });
  const close = () => {
    form.reset();
    mutation.reset();
    onClose();
  };
  return (
    <Dialog opened={opened} onClose={close} title={t('common.spec.confirmTitle')} centered>
      <form onSubmit={form.onSubmit(({ reason }) => mutation.mutate(reason.trim()))}>
        <Stack gap="sm">
          <Text size="sm">{consequence ?? t('common.spec.confirmUnrecoverable')}</Text>
          <Textarea
            label={t('components.reason.label')}
            required
            autosize
            minRows={2}
            data-autofocus
            data-testid="reason-input"
            {...form.getInputProps('reason')}
          />
          {mutation.isError ? (
            <Text c="red" size="sm" role="alert">
              {mutation.error.message}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-testid="reason-dismiss">
              {t('components.reason.goBack')}
            </Button>
            <Button type="submit" color="red" loading={mutation.isPending} data-testid="reason-confirm">
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
});
