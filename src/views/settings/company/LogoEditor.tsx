import { Button, Card, FileButton, Group, Image, Progress, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/ApiError';
import { companyApi } from '../../../api/company';
import { filesApi } from '../../../api/files';
import { transferApi } from '../../../api/transfer';
import { useApi } from '../../../app/useApi';
import { useFlash } from '../../../app/useFlash';
import type { Company } from '../../../domain/schemas/company';
import { PICTURE_MAX_DIMENSION, PICTURE_MEDIA_TYPES } from '../../../domain/schemas/profile';
import { PICTURE_MAX_MB, pictureFileProblem } from '../../profile/pictureFile';
import { COMPANY_QUERY } from './companyQuery';

/** The logo as documents print it, fetched with the session's token (an `<img>` cannot send it). */
function LogoPreview({ company }: { company: Company }) {
  const { t } = useTranslation();
  const api = useApi(filesApi);
  const address = company.logo;
  const logo = useQuery({
    queryKey: ['company-logo', address],
    queryFn: async ({ signal }) => URL.createObjectURL(await api.image(address ?? '', signal)),
    enabled: address !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!address)
    return (
      <Text size="sm" c="dimmed" data-testid="company-no-logo">
        {t('settings.company.noLogo')}
      </Text>
    );
  return (
    <Card withBorder padding="sm" w="fit-content" maw="100%">
      {logo.data ? (
        <Image
          src={logo.data}
          alt={t('settings.company.logoAlt', { name: company.name })}
          h={72}
          w="auto"
          fit="contain"
          data-testid="company-logo"
        />
      ) : (
        <div style={{ height: 72, width: 180 }} />
      )}
    </Card>
  );
}

/** The logo's card: shown to everyone, changed by the owner (checked before it is sent, sent with progress). */
export function LogoEditor({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const { t } = useTranslation();
  const details = useApi(companyApi);
  const transfer = useApi(transferApi);
  const flash = useFlash();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(0);
  const changed = (next: Company) => queryClient.setQueryData(COMPANY_QUERY, next);

  const upload = useMutation({
    mutationFn: (file: File) => {
      setSent(0);
      return transfer.logo(file, setSent);
    },
    onSuccess: (next) => {
      changed(next);
      flash(t('settings.company.saved'), 'success');
    },
  });
  const remove = useMutation({
    mutationFn: () => details.removeLogo(),
    onSuccess: (next) => {
      changed(next);
      flash(t('settings.company.removed'), 'success');
    },
    onError: () => flash(t('settings.company.failed'), 'error'),
  });

  const choose = (file: File | null) => {
    if (!file) return;
    upload.reset();
    const fault = pictureFileProblem(file);
    setProblem(fault ? t(`settings.company.${fault}`, { mb: PICTURE_MAX_MB }) : null);
    if (!fault) upload.mutate(file);
  };

  const uploadError = upload.error
    ? isApiError(upload.error) && upload.error.status === 415
      ? t('settings.company.unreadable')
      : isApiError(upload.error) && upload.error.status === 413
        ? t('settings.company.tooLarge', { mb: PICTURE_MAX_MB })
        : isApiError(upload.error) && upload.error.status === 422
          ? t('settings.company.tooManyPixels', { max: PICTURE_MAX_DIMENSION })
          : t('settings.company.failed')
    : null;

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t('common.spec.confirmTitle'),
      centered: true,
      children: <Text size="sm">{t('settings.company.removeConfirm')}</Text>,
      labels: { confirm: t('settings.company.remove'), cancel: t('common.actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'logo-remove-confirm' },
      onConfirm: () => remove.mutate(),
    });

  const percent = Math.round(sent * 100);
  return (
    <Card withBorder data-testid="company-logo-card">
      <Title order={2} size="h4" mb="xs">
        {t('settings.company.logo')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('settings.company.logoHelp', { mb: PICTURE_MAX_MB })}
      </Text>
      <Stack gap="sm">
        <LogoPreview company={company} />
        {upload.isPending ? (
          <Stack gap={4} maw={360}>
            <Progress
              value={percent}
              animated={sent >= 1}
              striped={sent >= 1}
              aria-label={t('settings.company.logo')}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('settings.company.uploading', { percent })}
            </Text>
          </Stack>
        ) : null}
        {problem || uploadError ? (
          <Text size="sm" c="red" role="alert" data-testid="logo-problem">
            {problem ?? uploadError}
          </Text>
        ) : null}
        {canEdit ? (
          <Group gap="sm">
            <FileButton onChange={choose} accept={PICTURE_MEDIA_TYPES.join(',')}>
              {(props) => (
                <Button variant="light" {...props} loading={upload.isPending} data-testid="logo-choose">
                  {company.logo ? t('settings.company.replace') : t('settings.company.choose')}
                </Button>
              )}
            </FileButton>
            {company.logo ? (
              <Button variant="subtle" color="red" onClick={confirmRemove} loading={remove.isPending}>
                {t('settings.company.remove')}
              </Button>
            ) : null}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('settings.company.ownerOnly')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
