import { Alert, Button, Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { requestsApi } from '../../../api/requests';
import { useAppState } from '../../../app/AppStateContext';
import type { DirectedScreenProps, ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { useFlash } from '../../../app/useFlash';
import type { RequestDetail } from '../../../domain/schemas/requests';
import { lifecycleLabel } from '../../../i18n/lifecycleLabel';
import { linkTo } from '../../../routes/links';
import { errorText } from '../../components/errorText';
import { PageHeader } from '../../components/PageHeader';
import { QueryErrorAlert } from '../../tracking/QueryErrorAlert';
import type { RequestBody, RequestFormKind } from './checkRequestForm';
import { spotBodyOf } from './checkRequestForm';
import { RequestForm, type RequestFormIntent } from './RequestForm';
import { type RequestFormSource, useRequestFormSource } from './useRequestFormSource';

type FormScreen = 'new' | 'edit' | 'replicate' | 'spot';

const positiveId = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The route's source: edit/:id and replicate/:id name a request; spot-indent/:spotIndent may (else blank). */
function sourceOf(screen: FormScreen, params: ScreenProps['params']): RequestFormSource {
  if (screen === 'edit') return { from: 'edit', id: positiveId(params.id) ?? 0 };
  if (screen === 'replicate') return { from: 'copy', id: positiveId(params.id) ?? 0 };
  const base = screen === 'spot' ? positiveId(params.spotIndent) : null;
  return base ? { from: 'copy', id: base } : { from: 'blank' };
}

function RequestFormPage({ title, params, direction, screen }: DirectedScreenProps & { screen: FormScreen }) {
  const { t, i18n } = useTranslation();
  const { session } = useAppState();
  const api = useApi(requestsApi);
  const canAddRequest = useSelector(session, (s) => s.context.canAddRequest) === 'true';
  const hideMaterial = useSelector(session, (s) => s.context.hideMaterial);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const flash = useFlash();
  const source = sourceOf(screen, params);
  const loaded = useRequestFormSource(direction, source);
  const kind: RequestFormKind = screen === 'spot' ? 'spot' : 'regular';
  const listHref = linkTo('request-list', { direction });

  if (screen !== 'edit' && !canAddRequest) {
    return (
      <>
        <PageHeader title={title} />
        <Alert color="yellow" title={t('requests.form.switchedOffTitle')} data-testid="cannot-add-request">
          {t('requests.form.switchedOff')}
        </Alert>
      </>
    );
  }

  const submit = async (body: RequestBody, intent: RequestFormIntent): Promise<RequestDetail> => {
    if (source.from === 'edit') return api.update(source.id, body);
    if (kind === 'spot') return api.createSpot(spotBodyOf(body));
    const draft = await api.create(body);
    if (intent !== 'publish') return draft;
    try {
      return await api.publish(draft.id);
    } catch (error) {
      // The draft is saved: go to it rather than stay on a form that would save it twice.
      flash(
        t('requests.form.savedNotPublished', {
          number: draft.number,
          reason: errorText(i18n, error as Error),
        }),
        'warning',
      );
      return draft;
    }
  };
  const saved = (request: RequestDetail, intent: RequestFormIntent) => {
    queryClient.setQueryData(['requests', 'detail', request.id], request);
    void queryClient.invalidateQueries({ queryKey: ['requests', 'list'] });
    if (request.status === 'open') flash(t('requests.form.openForBidding', { number: request.number }));
    else if (intent !== 'publish') flash(t('requests.form.saved', { number: request.number }));
    navigate(linkTo('request-detail', { direction, id: request.id }));
  };

  const header = (
    <PageHeader
      title={loaded.state === 'ready' && loaded.editing ? `${title} ${loaded.editing.number}` : title}
      description={t(`requests.form.descriptions.${screen}`)}
    />
  );
  if (loaded.state === 'loading') {
    return (
      <>
        {header}
        <Center py="xl">
          <Loader aria-label={t('requests.form.loading')} />
        </Center>
      </>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <>
        {header}
        <QueryErrorAlert title={t('requests.form.loadFailed')} error={loaded.error} retry={loaded.retry} />
      </>
    );
  }
  const editing = loaded.editing;
  if (editing && (editing.direction !== direction || !editing.actions.includes('request.edit'))) {
    return (
      <>
        {header}
        <Alert color="yellow" title={t('requests.form.notEditableTitle')} data-testid="request-not-editable">
          {t('requests.form.notEditable', {
            number: editing.number,
            status: lifecycleLabel(t, editing.status).toLowerCase(),
          })}
          <Button
            component={Link}
            href={linkTo('request-detail', { direction: editing.direction, id: editing.id })}
            variant="light"
            size="xs"
            ml="sm"
          >
            {t('requests.form.openIt')}
          </Button>
        </Alert>
      </>
    );
  }
  return (
    <>
      {header}
      <RequestForm
        direction={direction}
        kind={kind}
        options={loaded.options}
        initialValues={loaded.values}
        hideMaterial={hideMaterial}
        intents={editing ? ['save'] : kind === 'spot' ? ['publish'] : ['publish', 'draft']}
        cancelHref={editing ? linkTo('request-detail', { direction, id: editing.id }) : listHref}
        onSubmit={submit}
        onSaved={saved}
      />
    </>
  );
}

/** The form's four routes, each for both directions (the route gives the direction). */
const screenOf = (screen: FormScreen) => (props: DirectedScreenProps) => (
  <RequestFormPage {...props} screen={screen} />
);

export const NewRequestPage = screenOf('new');
export const EditRequestPage = screenOf('edit');
export const ReplicateRequestPage = screenOf('replicate');
export const SpotIndentPage = screenOf('spot');
