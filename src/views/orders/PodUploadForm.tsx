import { Button, FileInput, Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../app/AppStateContext';
import { PodInput } from '../../domain/schemas/orders';
import { errorText } from '../components/errorText';
import { serverFieldErrors } from '../components/serverFieldErrors';
import { fileAsBase64 } from './fileAsBase64';
import { useOrderUpdate } from './useOrderUpdate';

const ACCEPTED = 'image/jpeg,image/png,application/pdf';

/** Proof of delivery: the signed copy and who received the goods; confirms delivery on the server. */
export function PodUploadForm({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const { api } = useAppState();
  const update = useOrderUpdate();
  const form = useForm<{ file: File | null; receivedBy: string }>({
    initialValues: { file: null, receivedBy: '' },
    validate: {
      file: (f) => (f ? null : t('orders.pod.chooseFile')),
      receivedBy: (v) => (v.trim().length >= 2 ? null : t('orders.pod.whoReceived')),
    },
  });
  const upload = useMutation({
    mutationFn: async ({ file, receivedBy }: { file: File; receivedBy: string }) => {
      const body = PodInput.parse({
        fileName: file.name,
        contentType: file.type,
        dataBase64: await fileAsBase64(file),
        receivedBy,
      });
      return api.orders.pod(orderId, body);
    },
    onSuccess: (next) => {
      update(next);
      onDone();
    },
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });

  return (
    <form
      data-testid="pod-form"
      onSubmit={form.onSubmit(({ file, receivedBy }) => {
        if (file) upload.mutate({ file, receivedBy });
      })}
    >
      <FileInput
        label={t('orders.pod.file')}
        accept={ACCEPTED}
        placeholder={t('orders.pod.filePlaceholder')}
        required
        {...form.getInputProps('file')}
      />
      <TextInput label={t('orders.pod.receivedBy')} mt="sm" required {...form.getInputProps('receivedBy')} />
      {upload.isError ? (
        <Text c="red" size="sm" mt="sm" role="alert">
          {errorText(i18n, upload.error)}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={upload.isPending} data-testid="pod-submit">
          {t('orders.pod.submit')}
        </Button>
      </Group>
    </form>
  );
}
