import { Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { announcementsApi } from '../../api/announcements';
import { useApi } from '../../app/useApi';
import { useFlash } from '../../app/useFlash';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type Announcement,
  AnnouncementInput,
} from '../../domain/schemas/announcements';
import { Dialog } from '../components/Dialog';
import { DialogActions } from '../components/DialogActions';
import { errorText } from '../components/errorText';
import { serverFieldErrors } from '../components/serverFieldErrors';
import { ANNOUNCEMENTS_KEY } from './useAnnouncementNews';

interface Values {
  title: string;
  body: string;
  pinned: boolean;
}

/**
 * An owner writes or edits an announcement: checked as typed with the API's own schema, and the server's
 * field errors land under their fields. `editing` null posts a new one.
 */
export function AnnouncementFormModal({
  editing,
  opened,
  onClose,
}: {
  editing: Announcement | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi(announcementsApi);
  const flash = useFlash();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: {
      title: editing?.title ?? '',
      body: editing?.body ?? '',
      pinned: editing?.pinned ?? false,
    },
    validate: schemaResolver(AnnouncementInput, { sync: true }),
    validateInputOnBlur: true,
  });
  const save = useMutation({
    mutationFn: (values: Values) => (editing ? api.edit(editing.id, values) : api.post(values)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [ANNOUNCEMENTS_KEY] });
      flash(t(editing ? 'whatsNew.announcements.saved' : 'whatsNew.announcements.posted'));
      onClose();
    },
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  const failure =
    save.isError && Object.keys(serverFieldErrors(save.error)).length === 0
      ? errorText(i18n, save.error)
      : null;

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t(editing ? 'whatsNew.form.editTitle' : 'whatsNew.form.newTitle')}
      size="lg"
      centered
    >
      <form
        onSubmit={form.onSubmit((values) => save.mutate(values))}
        noValidate
        data-testid="announcement-form"
      >
        <Stack gap="sm">
          <TextInput
            label={t('whatsNew.form.title')}
            required
            maxLength={ANNOUNCEMENT_TITLE_MAX}
            data-autofocus
            data-testid="announcement-title"
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t('whatsNew.form.body')}
            description={t('whatsNew.form.bodyHint')}
            required
            autosize
            minRows={5}
            maxRows={14}
            maxLength={ANNOUNCEMENT_BODY_MAX}
            data-testid="announcement-body"
            {...form.getInputProps('body')}
          />
          <Checkbox
            label={t('whatsNew.form.pinned')}
            data-testid="announcement-pinned"
            {...form.getInputProps('pinned', { type: 'checkbox' })}
          />
          <DialogActions
            failure={
              failure ? (
                <>
                  {t('whatsNew.form.failed')}: {failure}
                </>
              ) : null
            }
            onCancel={onClose}
            submitLabel={editing ? t('common.actions.save') : t('whatsNew.form.post')}
            submitting={save.isPending}
            submitTestId="announcement-save"
          />
        </Stack>
      </form>
    </Dialog>
  );
}
