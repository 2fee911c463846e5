import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { isApiError } from '../../../api/ApiError';
import { transportersApi } from '../../../api/transporters';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { useFlash } from '../../../app/useFlash';
import { checkGstin } from '../../../domain/gstin';
import {
  type TransporterLinkInput,
  TransporterLinkInput as TransporterLinkInputSchema,
  TransporterLookupKey,
  type TransporterMatch,
} from '../../../domain/schemas/transporter';
import { fieldMessage } from '../../../i18n/fieldMessage';
import { linkTo } from '../../../routes/links';
import { DetailField } from '../../components/DetailField';
import { errorText } from '../../components/errorText';
import { FailureAlert } from '../../components/FailureAlert';
import { PageHeader } from '../../components/PageHeader';
import { type FieldSpec, MasterForm } from '../MasterFormPage';
import { companyFields, GstinReading } from './TransporterScreens';
import { TransporterStatusBadge } from './TransporterStatusBadge';

type Mode = 'find' | 'invite';

type InviteValues = {
  mode: 'invite';
  name: string;
  gstin: string;
  contactName: string;
  email: string;
  mobile: string;
  cityId: number | null;
  address: string;
};

const orDash = (value: string | null) => value ?? '—';

/** One company the lookup found: its details, and a way to add it, or to it when it is in the list. */
function MatchCard({ match, lookupKey }: { match: TransporterMatch; lookupKey: string }) {
  const { t, i18n } = useTranslation();
  const api = useApi(transportersApi);
  const flash = useFlash();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const link = useMutation({
    mutationFn: () => api.create({ mode: 'link', transporterId: match.transporterId, key: lookupKey }),
    onSuccess: async ({ id }) => {
      await queryClient.invalidateQueries({ queryKey: ['transporters'] });
      flash(t('transporters.add.linked', { name: match.name }));
      navigate(linkTo('transporter-view', { id }));
    },
  });
  const refusal =
    link.isError && isApiError(link.error) && link.error.fields.key
      ? fieldMessage(t, link.error.fields.key)
      : link.isError
        ? errorText(i18n, link.error)
        : null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`match-${match.transporterId}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Text fw={600}>{match.name}</Text>
            <Text size="sm" c="dimmed">
              {match.code}
            </Text>
          </div>
          {match.linkId !== null && match.linkStatus ? (
            <Group gap="xs">
              <Badge variant="light" color="gray">
                {t('transporters.add.inList')}
              </Badge>
              <TransporterStatusBadge status={match.linkStatus} />
            </Group>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <DetailField label={t('transporters.fields.gstin')}>{orDash(match.gstin)}</DetailField>
          <DetailField label={t('transporters.fields.pan')}>{orDash(match.pan)}</DetailField>
          <DetailField label={t('transporters.fields.city')}>
            {match.city ? `${match.city}, ${match.state}` : '—'}
          </DetailField>
        </SimpleGrid>
        {refusal ? <FailureAlert>{refusal}</FailureAlert> : null}
        <Group justify="flex-end">
          {match.linkId !== null ? (
            <Button
              component={Link}
              href={linkTo('transporter-view', { id: match.linkId })}
              variant="default"
              data-testid="open-linked"
            >
              {t('transporters.add.open')}
            </Button>
          ) : (
            <Button onClick={() => link.mutate()} loading={link.isPending} data-testid="link">
              {t('transporters.add.link')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** Finds companies on Freightdesk by GSTIN or PAN; offers the invitation when none has it. */
function FindTransporter({ onInvite }: { onInvite: (gstin: string) => void }) {
  const { t } = useTranslation();
  const api = useApi(transportersApi);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState<string | null>(null);
  const found = useQuery({
    queryKey: ['transporters', 'lookup', key],
    queryFn: ({ signal }) => api.lookup(key!, signal),
    enabled: key !== null,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TransporterLookupKey.safeParse(typed);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('validation.zod.invalid'));
      return;
    }
    setError(null);
    setKey(parsed.data);
  };
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <form onSubmit={submit} noValidate data-testid="lookup-form">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('transporters.add.keyLabel')}
              description={t('transporters.add.keyHint')}
              placeholder={t('transporters.add.keyPlaceholder')}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              error={error}
              style={{ flex: '1 1 16rem' }}
              data-testid="lookup-key"
            />
            <Button type="submit" mt={{ base: 0, xs: 44 }} loading={found.isFetching} data-testid="lookup">
              {t('transporters.add.find')}
            </Button>
          </Group>
        </form>
      </Card>
      {key === null ? null : found.isPending ? (
        <Loader aria-label={t('common.state.loading')} />
      ) : found.isError ? (
        <FailureAlert>{t('transporters.add.lookupFailed')}</FailureAlert>
      ) : found.data.length === 0 ? (
        <Alert color="yellow" variant="light" data-testid="no-match">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('transporters.add.noMatch')}</Text>
            <Button
              variant="light"
              size="xs"
              onClick={() => onInvite(checkGstin(key).valid ? key : '')}
              data-testid="invite-instead"
            >
              {t('transporters.add.inviteInstead')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="md" data-testid="matches">
          <Text size="sm" c="dimmed">
            {t('transporters.add.found', { count: found.data.length })}
          </Text>
          {found.data.map((match) => (
            <MatchCard key={match.transporterId} match={match} lookupKey={key} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const contactName = (t: TFunction): FieldSpec<InviteValues> => ({
  key: 'contactName',
  kind: 'text',
  label: t('transporters.fields.contactName'),
  description: t('transporters.fields.contactNameHint'),
  required: true,
});

/**
 * Adds a transporter: one already on Freightdesk, found by its GSTIN or PAN and linked; or a new one,
 * invited (the company, its account with a mailed set-password link, and the link, in one write).
 */
export function AddTransporterPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(transportersApi);
  const [mode, setMode] = useState<Mode>('find');
  const [gstin, setGstin] = useState('');
  const invite = (values: TransporterLinkInput) => api.create(values);
  const fields = [...companyFields<InviteValues>(t)];
  fields.splice(2, 0, contactName(t));
  return (
    <>
      <PageHeader title={title} description={t('transporters.add.description')} />
      <Stack gap="lg">
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as Mode)}
          data={[
            { value: 'find', label: t('transporters.add.modes.find') },
            { value: 'invite', label: t('transporters.add.modes.invite') },
          ]}
          fullWidth
          maw={560}
          aria-label={t('transporters.add.modes.label')}
          data-testid="add-mode"
        />
        {mode === 'find' ? (
          <FindTransporter
            onInvite={(typed) => {
              setGstin(typed);
              setMode('invite');
            }}
          />
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('transporters.add.inviteHint')}
            </Text>
            <MasterForm<InviteValues, TransporterLinkInput>
              key={gstin}
              title={title}
              resource="transporters"
              schema={TransporterLinkInputSchema}
              fields={fields}
              sections={(form) => <GstinReading gstin={form.values.gstin} />}
              initial={{
                mode: 'invite',
                name: '',
                gstin,
                contactName: '',
                email: '',
                mobile: '',
                cityId: null,
                address: '',
              }}
              save={invite}
              listPath={linkTo('transporter-list')}
              savedMessage={t('transporters.add.invited')}
            />
          </Stack>
        )}
      </Stack>
    </>
  );
}
