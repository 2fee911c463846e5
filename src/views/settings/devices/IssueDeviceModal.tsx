import { Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Device, IssueDeviceInput } from '../../../domain/schemas/device';
import { Dialog } from '../../components/Dialog';
import { DialogActions } from '../../components/DialogActions';
import { errorText } from '../../components/errorText';
import { serverFieldErrors } from '../../components/serverFieldErrors';

interface IssueDeviceModalProps {
  /** The device being issued; null while closed. */
  device: Device | null;
  onClose: () => void;
  issue: (device: Device, input: IssueDeviceInput) => Promise<unknown>;
}

/** Issues a device with the admin to a truck: its vehicle number, checked as the order forms check it. */
export function IssueDeviceModal({ device, onClose, issue }: IssueDeviceModalProps) {
  const { t, i18n } = useTranslation();
  const form = useForm({
    initialValues: { vehicleNumber: '' },
    validate: schemaResolver(IssueDeviceInput, { sync: true }),
  });
  const mutation = useMutation({
    mutationFn: (values: { vehicleNumber: string }) => issue(device!, IssueDeviceInput.parse(values)),
    onSuccess: () => onClose(),
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  const { setValues, resetDirty } = form;
  const { reset } = mutation;
  // Each opening starts from the truck the device was last fitted to, if any.
  useEffect(() => {
    if (!device) return;
    setValues({ vehicleNumber: device.vehicleNumber ?? '' });
    resetDirty();
    reset();
  }, [device, setValues, resetDirty, reset]);
  const failure =
    mutation.isError && Object.keys(serverFieldErrors(mutation.error)).length === 0
      ? errorText(i18n, mutation.error)
      : null;

  return (
    <Dialog
      opened={device !== null}
      onClose={onClose}
      title={device ? t('devices.issueDialog.title', { name: device.label }) : ''}
      centered
    >
      <form
        onSubmit={form.onSubmit((values) => mutation.mutate(values))}
        noValidate
        data-testid="issue-device-form"
      >
        <Stack gap="sm">
          <Text size="sm">{t('devices.issueDialog.intro')}</Text>
          <TextInput
            label={t('devices.issueDialog.vehicle')}
            description={t('devices.fields.vehicleHint')}
            withAsterisk
            data-autofocus
            data-testid="issue-vehicle"
            {...form.getInputProps('vehicleNumber')}
          />
          <DialogActions
            failure={failure}
            onCancel={onClose}
            submitLabel={t('devices.issueDialog.confirm')}
            submitting={mutation.isPending}
            submitTestId="issue-confirm"
          />
        </Stack>
      </form>
    </Dialog>
  );
}
