import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyApi } from '../../../api/company';
import { useApi } from '../../../app/useApi';
import { useGuardSession } from '../../../app/useGuardSession';
import { USER_TYPE } from '../../../domain/userTypes';
import { DetailField } from '../../components/DetailField';
import { QueryErrorAlert } from '../../tracking/QueryErrorAlert';
import { CompanyAddressField } from './CompanyAddressField';
import { COMPANY_QUERY } from './companyQuery';
import { LogoEditor } from './LogoEditor';

/**
 * The industry as its documents print it: name and GSTIN, read-only here, the address, which its owner edits,
 * and the logo, which its owner uploads, replaces or removes.
 */
export function CompanyTab() {
  const { t } = useTranslation();
  const api = useApi(companyApi);
  const { userType } = useGuardSession();
  const company = useQuery({ queryKey: COMPANY_QUERY, queryFn: ({ signal }) => api.get(signal) });
  if (company.isPending) return <Skeleton height={320} radius="md" data-testid="loading" />;
  if (company.isError)
    return (
      <QueryErrorAlert
        title={t('settings.company.loadFailed')}
        error={company.error}
        retry={company.refetch}
      />
    );
  const { name, gstin, email, phone } = company.data;
  const isOwner = userType === USER_TYPE.owner;
  const orDash = (value: string | null) => value ?? '—';
  return (
    <Stack gap="md" maw={860}>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          {name}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('settings.company.details')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DetailField label={t('settings.company.gstin')}>
            {gstin ?? t('settings.company.unregistered')}
          </DetailField>
          <CompanyAddressField company={company.data} canEdit={isOwner} />
          <DetailField label={t('settings.company.email')}>{orDash(email)}</DetailField>
          <DetailField label={t('settings.company.phone')}>{orDash(phone)}</DetailField>
        </SimpleGrid>
      </Card>
      <LogoEditor company={company.data} canEdit={isOwner} />
    </Stack>
  );
}
