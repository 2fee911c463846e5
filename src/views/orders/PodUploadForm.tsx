import { Button, FileInput, Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useAppState } from '../../app/AppStateContext';
import { PodInput } from '../../domain/schemas/orders';
import { serverFieldErrors } from '../components/serverFieldErrors';
import { fileAsBase64 } from './fileAsBase64';
import { useOrderUpdate } from './useOrderUpdate';

const ACCEPTED = 'image/jpeg,image/png,application/pdf';

/** Proof of delivery: the signed copy and who received the goods; confirms delivery on the server. */
export function PodUploadForm({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const { api } = useAppState();
  const update = useOrderUpdate();
  const form = useForm<{ file: File | null; receivedBy: string }>({
    initialValues: { file: null, receivedBy: '' },
    validate: {
      file: (f) => (f ? null : 'Choose the POD file'),
      receivedBy: (v) => (v.trim().length >= 2 ? null : 'Who received the goods?'),
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
        label="Proof of delivery"
        accept={ACCEPTED}
        placeholder="JPEG, PNG or PDF, up to 5 MB"
        required
        {...form.getInputProps('file')}
      />
      <TextInput label="Received by" mt="sm" required {...form.getInputProps('receivedBy')} />
      {upload.isError ? (
        <Text c="red" size="sm" mt="sm" role="alert">
          {upload.error.message}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={upload.isPending} data-testid="pod-submit">
          Upload and confirm delivery
        </Button>
      </Group>
    </form>
  );
}
