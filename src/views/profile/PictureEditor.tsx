import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { profileApi } from '../../api/profile';
import { transferApi } from '../../api/transfer';
import { useAppState } from '../../app/AppStateContext';
import { useApi } from '../../app/useApi';
import { useFlash } from '../../app/useFlash';
import { PICTURE_MEDIA_TYPES, type PictureCrop } from '../../domain/schemas/profile';
import { DEFAULT_AVATAR } from '../../machines/sessionFields';
import { ProfileAvatar } from '../components/ProfileAvatar';
import { PictureCropModal } from './PictureCropModal';
import { PICTURE_MAX_MB, pictureFileProblem } from './pictureFile';
import { useProfileChanged } from './profileQuery';

/** The person's picture: choose a file, crop it, and it is saved at once; or go back to the default avatar. */
export function PictureEditor() {
  const { t } = useTranslation();
  const { session } = useAppState();
  const profile = useApi(profileApi);
  const transfer = useApi(transferApi);
  const flash = useFlash();
  const changed = useProfileChanged();
  const profileImage = useSelector(session, (s) => s.context.profileImage);
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: ({ file, crop }: { file: File; crop: PictureCrop }) => transfer.picture(file, crop),
    onSuccess: ({ profileImage: address }) => {
      changed({ profileImage: address });
      setChosen(null);
      flash(t('profile.picture.saved'), 'success');
    },
  });
  const remove = useMutation({
    mutationFn: () => profile.removePicture(),
    onSuccess: () => {
      changed({ profileImage: null });
      flash(t('profile.picture.removed'), 'success');
    },
    onError: () => flash(t('profile.picture.failed'), 'error'),
  });

  const choose = (file: File | null) => {
    if (!file) return;
    const fault = pictureFileProblem(file);
    setProblem(fault ? t(`profile.picture.${fault}`, { mb: PICTURE_MAX_MB }) : null);
    upload.reset();
    if (!fault) setChosen(file);
  };

  const uploadError = upload.error
    ? isApiError(upload.error) && upload.error.status === 415
      ? t('profile.picture.unreadable')
      : isApiError(upload.error) && upload.error.status === 413
        ? t('profile.picture.tooLarge', { mb: PICTURE_MAX_MB })
        : t('profile.picture.failed')
    : null;

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t('common.spec.confirmTitle'),
      centered: true,
      children: <Text size="sm">{t('profile.picture.removeConfirm')}</Text>,
      labels: { confirm: t('profile.picture.remove'), cancel: t('common.actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'picture-remove-confirm' },
      onConfirm: () => remove.mutate(),
    });

  return (
    <Group gap="lg" align="center" wrap="nowrap">
      <ProfileAvatar src={profileImage} size={96} radius={96} data-testid="profile-picture" />
      <Stack gap={6}>
        <Group gap="sm">
          <FileButton onChange={choose} accept={PICTURE_MEDIA_TYPES.join(',')}>
            {(props) => (
              <Button variant="light" {...props} data-testid="picture-choose">
                {t('profile.picture.choose')}
              </Button>
            )}
          </FileButton>
          {profileImage !== DEFAULT_AVATAR ? (
            <Button variant="subtle" color="red" onClick={confirmRemove} loading={remove.isPending}>
              {t('profile.picture.remove')}
            </Button>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {t('profile.picture.hint', { mb: PICTURE_MAX_MB })}
        </Text>
        {problem ? (
          <Text size="sm" c="red.8" role="alert" data-testid="picture-problem">
            {problem}
          </Text>
        ) : null}
      </Stack>
      <PictureCropModal
        file={chosen}
        saving={upload.isPending}
        error={uploadError}
        onCancel={() => {
          setChosen(null);
          upload.reset();
        }}
        onCrop={(file, crop) => upload.mutate({ file, crop })}
      />
    </Group>
  );
}
