import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ScreenProps } from '../../app/screenLoader';
import { type ApiModule, useApi } from '../../app/useApi';
import { type FieldSpec, MasterFormPage } from './MasterFormPage';

/** What a master's add and edit screens need of its API module (src/api/masterApi.ts). */
interface FormApi<Row, Output> {
  get: (id: number, signal?: AbortSignal) => Promise<Row>;
  create: (input: Output) => Promise<unknown>;
  update: (id: number, input: Output) => Promise<unknown>;
}

/** A master's form, declared once for its add and edit screens. */
export interface MasterForms<Values extends Record<string, unknown>, Output, Row> {
  /** The master's key in the query cache. */
  resource: string;
  schema: z.ZodType<Output>;
  /** An add's start. */
  empty: Values;
  /** An edit's start: the record as the form holds it. */
  valuesOf: (row: Row) => Values;
  /** Its API module (src/api), bound while the screen renders. */
  client: ApiModule<FormApi<Row, Output>>;
  listPath: () => string;
  saved: (t: TFunction) => { added: string; changed: string };
  /** The inputs and the sections a declaration cannot say; a hook, so they may use options the screen loads. */
  useLayout: (
    t: TFunction,
    adding: boolean,
  ) => {
    fields: readonly FieldSpec<Values>[];
    sections?: (form: UseFormReturnType<Values>) => ReactNode;
  };
}

/** The add and edit screens of a master, from its declaration: no master writes its own pair. */
export function masterFormScreens<Values extends Record<string, unknown>, Output, Row>(
  forms: MasterForms<Values, Output, Row>,
) {
  function useScreen(adding: boolean) {
    const { t } = useTranslation();
    const client = useApi(forms.client);
    const layout = forms.useLayout(t, adding);
    const saved = forms.saved(t);
    return { client, layout, saved };
  }

  function Add({ title }: ScreenProps) {
    const { client, layout, saved } = useScreen(true);
    return (
      <MasterFormPage
        title={title}
        resource={forms.resource}
        schema={forms.schema}
        {...layout}
        start={{ values: forms.empty }}
        save={(input) => client.create(input)}
        listPath={forms.listPath()}
        savedMessage={saved.added}
      />
    );
  }

  function Edit({ title, params }: ScreenProps) {
    const { client, layout, saved } = useScreen(false);
    const id = Number(params.id);
    return (
      <MasterFormPage
        title={title}
        resource={forms.resource}
        schema={forms.schema}
        {...layout}
        start={{ id, fetch: (signal) => client.get(id, signal).then(forms.valuesOf) }}
        save={(input) => client.update(id, input)}
        listPath={forms.listPath()}
        savedMessage={saved.changed}
      />
    );
  }

  return { Add, Edit };
}
