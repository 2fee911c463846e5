import { Alert, Button, Paper, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { driverApi } from '../../api/driver';
import { useApi } from '../../app/useApi';
import { PodDeliveryFields } from '../../domain/schemas/orders';
import { fieldMessage } from '../../i18n/fieldMessage';
import { podFileProblemOf, podProblemText } from '../orders/podFileCheck';

/**
 * The proof of delivery from the phone's camera and the name of who received the goods: checked here as the
 * server will (the shared schema, the file's kind and size), then sent; the delivery is confirmed with it.
 */
export function DriverPodForm({
  token,
  accepted,
  onDelivered,
}: {
  token: string;
  accepted: boolean;
  onDelivered: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi(driverApi);
  const inputId = useId();
  const [receivedBy, setReceivedBy] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: ({ file, name }: { file: File; name: string }) => api.pod(token, file, name),
    onSuccess: onDelivered,
  });

  const choose = async (file: File | null) => {
    setPhoto(file);
    setPhotoError(null);
    if (!file) return;
    const problem = await podFileProblemOf(file);
    if (problem) setPhotoError(podProblemText(t, problem));
  };

  const submit = () => {
    const fields = PodDeliveryFields.safeParse({ receivedBy });
    setNameError(fields.success ? null : fieldMessage(t, fields.error.issues[0]?.message ?? ''));
    if (!photo) setPhotoError(t('driver.pod.needPhoto'));
    if (!fields.success || !photo || photoError) return;
    send.mutate({ file: photo, name: fields.data.receivedBy });
  };

  const refused = isApiError(send.error) && send.error.status === 409;
  return (
    <Paper withBorder radius="md" p="md" data-testid="driver-pod">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('driver.pod.title')}
        </Title>
        {accepted ? (
          <>
            <Text>{t('driver.pod.help')}</Text>
            <TextInput
              size="lg"
              label={t('driver.pod.receivedBy')}
              value={receivedBy}
              onChange={(event) => setReceivedBy(event.currentTarget.value)}
              error={nameError}
              autoComplete="name"
              data-testid="pod-received-by"
            />
            <VisuallyHidden>
              <input
                id={inputId}
                type="file"
                accept="image/*"
                capture="environment"
                onChange={(event) => void choose(event.currentTarget.files?.[0] ?? null)}
                data-testid="pod-photo-input"
              />
            </VisuallyHidden>
            <Button component="label" htmlFor={inputId} size="xl" variant="light" fullWidth>
              {t('driver.pod.photo')}
            </Button>
            {photo ? (
              <Text size="sm" data-testid="pod-photo-name">
                {t('driver.pod.chosen', { name: photo.name })}
              </Text>
            ) : null}
            {photoError ? (
              <Text c="red.8" size="sm" role="alert">
                {photoError}
              </Text>
            ) : null}
            <Button size="xl" fullWidth onClick={submit} loading={send.isPending} data-testid="pod-send">
              {t('driver.pod.send')}
            </Button>
            {send.isError ? (
              <Alert color={refused ? 'orange' : 'red'} variant="light" role="alert">
                {t(refused ? 'driver.pod.refused' : 'driver.pod.failed')}
              </Alert>
            ) : null}
          </>
        ) : (
          <Text c="dimmed">{t('driver.pod.notYet')}</Text>
        )}
      </Stack>
    </Paper>
  );
}
