import {
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { useFlash } from '../../app/useFlash';
import { CitySelect } from '../components/CitySelect';
import type { SelectOption } from '../components/dataTableTypes';
import { errorText } from '../components/errorText';
import { FailureAlert } from '../components/FailureAlert';
import { PageHeader } from '../components/PageHeader';
import { serverFieldErrors } from '../components/serverFieldErrors';
import { RecordGate } from './RecordGate';

/** One input of a master's form, declared: the form draws it and wires it to the shared schema's checks. */
export interface FieldSpec<Values> {
  key: keyof Values & string;
  /**
   * `city`: one of India's cities, searched as typed (CitySelect); its value is the city's id. `multiselect`:
   * several of `options`, its value their values.
   */
  kind: 'text' | 'email' | 'tel' | 'textarea' | 'number' | 'select' | 'multiselect' | 'city';
  label: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  options?: readonly SelectOption[];
  /** Both columns of the grid. */
  wide?: boolean;
}

export interface MasterFormProps<Values extends Record<string, unknown>, Output> {
  title: string;
  /** The master's key in the query cache: its lists and records are refetched after a save. */
  resource: string;
  /** The shared schema the server checks too; it reads the form's values (blank inputs, typed text). */
  schema: z.ZodType<Output>;
  /** The inputs, or the inputs a record's values call for (an edit that may change more of some records). */
  fields: readonly FieldSpec<Values>[] | ((initial: Values) => readonly FieldSpec<Values>[]);
  /** Sections a declaration cannot say (addresses, contacts, a permission matrix), given the form. */
  sections?: (form: UseFormReturnType<Values>) => ReactNode;
  save: (values: Output) => Promise<unknown>;
  listPath: string;
  savedMessage: string;
}

export interface MasterFormPageProps<Values extends Record<string, unknown>, Output>
  extends MasterFormProps<Values, Output> {
  /** The form's start: the empty values of an add, or the record's to edit (loaded first). */
  start: { values: Values } | { id: number; fetch: (signal: AbortSignal) => Promise<Values> };
}

function FieldInput<Values extends Record<string, unknown>>({
  field,
  form,
}: {
  field: FieldSpec<Values>;
  form: UseFormReturnType<Values>;
}) {
  const common = {
    label: field.label,
    description: field.description,
    placeholder: field.placeholder,
    withAsterisk: field.required,
    'data-testid': `field-${field.key}`,
    ...form.getInputProps(field.key),
  };
  switch (field.kind) {
    case 'textarea':
      return <Textarea autosize minRows={2} {...common} />;
    case 'number':
      return <NumberInput allowNegative={false} clampBehavior="none" {...common} />;
    case 'select':
      return <Select data={field.options ?? []} searchable allowDeselect={!field.required} {...common} />;
    case 'multiselect':
      return <MultiSelect data={field.options ?? []} searchable hidePickedOptions {...common} />;
    case 'city':
      return <CitySelect {...common} />;
    default:
      return <TextInput type={field.kind} {...common} />;
  }
}

/**
 * A master's form over its shared schema: checked as typed, saved once, server field errors under fields.
 * MasterFormPage gives it its page; a page that offers more than the form (my transporters' add: find one
 * or invite one) places it itself.
 */
export function MasterForm<Values extends Record<string, unknown>, Output>({
  initial,
  ...props
}: MasterFormProps<Values, Output> & { initial: Values }) {
  const { t, i18n } = useTranslation();
  const flash = useFlash();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: initial,
    validate: schemaResolver(props.schema, { sync: true }),
    validateInputOnBlur: true,
  });
  const save = useMutation({
    mutationFn: (values: Values) => props.save(props.schema.parse(values)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [props.resource] });
      // The forms' choices (plants, parties, request settings' defaults) are master data: a save may change them.
      void queryClient.invalidateQueries({ queryKey: ['form-options'] });
      flash(props.savedMessage);
      navigate(props.listPath);
    },
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  const failure =
    save.isError && Object.keys(serverFieldErrors(save.error)).length === 0
      ? errorText(i18n, save.error)
      : null;

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate data-testid="master-form">
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {(typeof props.fields === 'function' ? props.fields(initial) : props.fields).map((field) => (
              <div key={field.key} style={field.wide ? { gridColumn: '1 / -1' } : undefined}>
                <FieldInput field={field} form={form} />
              </div>
            ))}
          </SimpleGrid>
        </Card>
        {props.sections?.(form)}
        {failure ? <FailureAlert>{failure}</FailureAlert> : null}
        <Group justify="flex-end">
          <Button component={Link} href={props.listPath} variant="default">
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="save">
            {t('common.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The add and edit page of every master: an add starts from empty values; an edit loads the record first
 * (a loader while it comes, a clear message when it is not the user's or cannot be read).
 */
export function MasterFormPage<Values extends Record<string, unknown>, Output>({
  start,
  ...props
}: MasterFormPageProps<Values, Output>) {
  const id = 'id' in start ? start.id : null;
  const record = useQuery({
    queryKey: [props.resource, 'record', id],
    queryFn: ({ signal }) => ('fetch' in start ? start.fetch(signal) : Promise.resolve(start.values)),
    enabled: id !== null,
    // A form edits what the server holds now, not a cached copy.
    gcTime: 0,
  });
  if ('values' in start)
    return (
      <>
        <PageHeader title={props.title} />
        <MasterForm {...props} initial={start.values} />
      </>
    );
  return (
    <RecordGate title={props.title} record={record}>
      {(values) => (
        <>
          <PageHeader title={props.title} />
          <MasterForm {...props} initial={values} />
        </>
      )}
    </RecordGate>
  );
}
