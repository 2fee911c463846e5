import { Button, Group, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyApi } from '../../../api/company';
import { useApi } from '../../../app/useApi';
import { useFlash } from '../../../app/useFlash';
import { type Company, CompanyAddressInput } from '../../../domain/schemas/company';
import { DetailField } from '../../components/DetailField';
import { FailureAlert } from '../../components/FailureAlert';
import { serverFieldErrors } from '../../components/serverFieldErrors';
import { COMPANY_QUERY } from './companyQuery';

/**
 * The company's address as its documents print it: read by everyone, changed in place by the owner alone
 * (the server refuses anyone else), checked by the schema the server checks it with.
 */
export function CompanyAddressField({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const { t } = useTranslation();
  const api = useApi(companyApi);
  const flash = useFlash();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CompanyAddressInput>({
    initialValues: { address: company.address ?? '' },
    validate: schemaResolver(CompanyAddressInput, { sync: true }),
  });
  const save = useMutation({
    mutationFn: (input: CompanyAddressInput) => api.saveAddress(input),
    onSuccess: (next) => {
      queryClient.setQueryData(COMPANY_QUERY, next);
      setFailure(null);
      setEditing(false);
      flash(t('settings.company.addressSaved'), 'success');
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      form.setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(t('masters.form.saveFailed'));
    },
  });
  const start = () => {
    form.setValues({ address: company.address ?? '' });
    form.clearErrors();
    setFailure(null);
    setEditing(true);
  };

  if (!editing)
    return (
      <DetailField label={t('settings.company.address')}>
        <Stack gap={4} align="flex-start">
          <span data-testid="company-address">{company.address ?? '—'}</span>
          {canEdit ? (
            <Button variant="light" size="compact-sm" onClick={start} data-testid="company-address-edit">
              {t('settings.company.editAddress')}
            </Button>
          ) : null}
        </Stack>
      </DetailField>
    );
  return (
    <form
      onSubmit={form.onSubmit((values) => save.mutate(CompanyAddressInput.parse(values)))}
      noValidate
      aria-label={t('settings.company.address')}
    >
      <Stack gap="xs">
        <Textarea
          label={t('settings.company.address')}
          autosize
          minRows={2}
          maxRows={5}
          required
          data-testid="company-address-input"
          {...form.getInputProps('address')}
        />
        {failure ? <FailureAlert>{failure}</FailureAlert> : null}
        <Group gap="xs">
          <Button type="submit" loading={save.isPending} data-testid="company-address-save">
            {t('common.actions.save')}
          </Button>
          <Button variant="subtle" onClick={() => setEditing(false)} disabled={save.isPending}>
            {t('common.actions.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
