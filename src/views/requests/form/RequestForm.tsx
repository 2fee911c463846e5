import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { FormOptions } from '../../../domain/schemas/formOptions';
import type { RequestDetail } from '../../../domain/schemas/requests';
import type { Direction } from '../../../domain/statuses';
import { errorText } from '../../components/errorText';
import { serverFieldErrors } from '../../components/serverFieldErrors';
import { BiddingSection } from './BiddingSection';
import { checkRequestForm, type RequestBody, type RequestFormKind } from './checkRequestForm';
import { LoadSection } from './LoadSection';
import { RouteSection } from './RouteSection';
import { formFieldOf, type RequestFormValues } from './requestFormValues';

/** What the buttons do: publish at once, keep a draft, or save an existing request's changes. */
export type RequestFormIntent = 'publish' | 'draft' | 'save';

interface RequestFormProps {
  direction: Direction;
  kind: RequestFormKind;
  options: FormOptions;
  initialValues: RequestFormValues;
  hideMaterial: boolean;
  /** The intents offered, the first being the primary (Enter) one. */
  intents: readonly RequestFormIntent[];
  cancelHref: string;
  onSubmit: (body: RequestBody, intent: RequestFormIntent) => Promise<RequestDetail>;
  onSaved: (saved: RequestDetail, intent: RequestFormIntent) => void;
}

/** The catalogue key of each intent's button (`requests.form.intents.*`). */
const INTENT_LABELS = {
  publish: { regular: 'publish', spot: 'publishSpot' },
  draft: { regular: 'draft', spot: 'draft' },
  save: { regular: 'save', spot: 'save' },
} as const;

/** The request form: checked with the API's schema as the user submits, the server's field errors after. */
export function RequestForm(props: RequestFormProps) {
  const { t, i18n } = useTranslation();
  const { direction, kind, options, intents, onSubmit, onSaved } = props;
  const form = useForm<RequestFormValues>({
    initialValues: props.initialValues,
    validate: (values) => {
      const check = checkRequestForm(direction, kind, values);
      return check.ok ? {} : check.errors;
    },
  });
  const submit = useMutation({
    mutationFn: ({ body, intent }: { body: RequestBody; intent: RequestFormIntent }) =>
      onSubmit(body, intent),
    onSuccess: (saved, { intent }) => onSaved(saved, intent),
    onError: (error) => {
      const fields = serverFieldErrors(error);
      form.setErrors(Object.fromEntries(Object.entries(fields).map(([path, m]) => [formFieldOf(path), m])));
    },
  });
  const send = (intent: RequestFormIntent) => {
    if (form.validate().hasErrors) return;
    const check = checkRequestForm(direction, kind, form.values);
    if (check.ok) submit.mutate({ body: check.body, intent });
  };
  const [primary, ...others] = intents;
  const fieldErrors = submit.isError ? serverFieldErrors(submit.error) : {};

  return (
    <form
      noValidate
      data-testid="request-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (primary) send(primary);
      }}
    >
      <Stack gap="lg">
        <RouteSection form={form} direction={direction} options={options} />
        <LoadSection form={form} options={options} hideMaterial={props.hideMaterial} />
        <BiddingSection form={form} options={options} kind={kind} />
        {submit.isError && Object.keys(fieldErrors).length === 0 ? (
          <Alert color="red" role="alert" data-testid="request-form-error">
            {errorText(i18n, submit.error)}
          </Alert>
        ) : null}
        {Object.keys(form.errors).length > 0 ? (
          <Alert color="red" variant="light" data-testid="request-form-invalid">
            {t('requests.form.invalid')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button component={Link} href={props.cancelHref} variant="default">
            {t('common.actions.cancel')}
          </Button>
          {others.map((intent) => (
            <Button
              key={intent}
              variant="light"
              loading={submit.isPending && submit.variables?.intent === intent}
              disabled={submit.isPending}
              onClick={() => send(intent)}
              data-testid={`request-${intent}`}
            >
              {t(`requests.form.intents.${INTENT_LABELS[intent][kind]}`)}
            </Button>
          ))}
          {primary ? (
            <Button
              type="submit"
              loading={submit.isPending && submit.variables?.intent === primary}
              disabled={submit.isPending}
              data-testid={`request-${primary}`}
            >
              {t(`requests.form.intents.${INTENT_LABELS[primary][kind]}`)}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
