import { Button, FileInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { POD_MAX_MEGABYTES, POD_MEDIA_TYPES } from '../../domain/podFiles';
import { errorText } from '../components/errorText';
import { serverFieldErrors } from '../components/serverFieldErrors';
import { PodProgress } from './PodProgress';
import { podFileProblemOf, podProblemText } from './podFileCheck';
import type { PodUploader } from './usePodUpload';

/**
 * Proof of delivery: the signed copy and who received the goods; the file is checked here as the server
 * checks it, sent with its progress, and confirms the delivery on the server (through the sender's own route:
 * the shipper's or the transporter's).
 */
export function PodUploadForm({ uploader }: { uploader: PodUploader }) {
  const { t, i18n } = useTranslation();
  const form = useForm<{ file: File | null; receivedBy: string }>({
    initialValues: { file: null, receivedBy: '' },
    validate: {
      file: (f) => (f ? null : t('orders.pod.chooseFile')),
      receivedBy: (v) => (v.trim().length >= 2 ? null : t('orders.pod.whoReceived')),
    },
  });
  const { mutation: upload, sent, cancelled, cancel } = uploader;

  const choose = async (file: File | null) => {
    form.setFieldValue('file', file);
    if (!file) return;
    const problem = await podFileProblemOf(file);
    if (problem) form.setFieldError('file', podProblemText(t, problem));
  };

  return (
    <form
      data-testid="pod-form"
      onSubmit={form.onSubmit(async ({ file, receivedBy }) => {
        if (!file) return;
        const problem = await podFileProblemOf(file);
        if (problem) return form.setFieldError('file', podProblemText(t, problem));
        upload.mutate(
          { file, delivery: { receivedBy: receivedBy.trim() } },
          { onError: (error) => form.setErrors(serverFieldErrors(error)) },
        );
      })}
    >
      <Stack gap="sm">
        <FileInput
          label={t('orders.pod.file')}
          accept={POD_MEDIA_TYPES.join(',')}
          placeholder={t('orders.pod.filePlaceholder', { max: POD_MAX_MEGABYTES })}
          required
          clearable
          disabled={upload.isPending}
          data-testid="pod-file"
          {...form.getInputProps('file')}
          onChange={(file) => void choose(file)}
        />
        <TextInput
          label={t('orders.pod.receivedBy')}
          required
          disabled={upload.isPending}
          {...form.getInputProps('receivedBy')}
        />
        {upload.isPending ? <PodProgress sent={sent} onCancel={cancel} /> : null}
        {upload.isError && !cancelled ? (
          <Text c="red" size="sm" role="alert">
            {errorText(i18n, upload.error)}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={upload.isPending} data-testid="pod-submit">
            {t('orders.pod.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
