import {
  Alert,
  Badge,
  Button,
  Code,
  FileInput,
  Group,
  Loader,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { isApiError } from '../../api/ApiError';
import { transferApi } from '../../api/transfer';
import { useApi } from '../../app/useApi';
import { IMPORT_MAX_BYTES, IMPORT_MAX_MEGABYTES } from '../../domain/importLimits';
import type { AnyImportSpec as ImportSpec } from '../../domain/imports/importSpec';
import type { ImportCommitted, ImportItem, ImportPreview, SheetFormat } from '../../domain/schemas/transfer';
import { useFormat } from '../../i18n/useFormat';
import { clientPage } from '../components/clientPage';
import { DataTable } from '../components/DataTable';
import type { DataTableColumn, DataTableQuery } from '../components/dataTableTypes';
import { errorText } from '../components/errorText';
import { PageHeader } from '../components/PageHeader';
import { RecordTable } from '../components/RecordTable';
import { columnLabel, importProblemText } from './importProblemText';
import { useDownload } from './useDownload';

export interface ImportPageProps {
  title: string;
  spec: ImportSpec;
  /** Where the imported records are listed. */
  listPath: string;
}

type Step =
  | { name: 'idle' }
  | { name: 'sending'; purpose: 'preview' | 'commit'; sent: number }
  | { name: 'previewed'; preview: ImportPreview; notice?: string }
  | { name: 'done'; result: ImportCommitted }
  | { name: 'failed'; message: string };

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const isSheet = (file: File) => /\.(csv|xlsx)$/i.test(file.name);

/**
 * Import a list of records from a file: the template, the file, its upload and check with a progress bar, a
 * preview naming every bad row and column (nothing written), and one commit that writes every row or none.
 * The same page serves every import: its spec says the columns, the row schema and the permission.
 */
export function ImportPage({ title, spec, listPath }: ImportPageProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const api = useApi(transferApi);
  const kind = spec.kind;
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [previews, setPreviews] = useState(0);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const send = useCallback(
    async <T,>(purpose: 'preview' | 'commit', chosen: File): Promise<T | null> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setStep({ name: 'sending', purpose, sent: 0 });
      const onProgress = (sent: number) =>
        setStep((current) => (current.name === 'sending' ? { ...current, sent } : current));
      try {
        const call = purpose === 'preview' ? api.preview : api.commit;
        return (await call(kind, chosen, onProgress, controller.signal)) as T;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return null;
        throw error;
      }
    },
    [api, kind],
  );

  const check = useCallback(
    async (chosen: File, notice?: string) => {
      try {
        const preview = await send<ImportPreview>('preview', chosen);
        if (!preview) return;
        setPreviews((n) => n + 1);
        setStep({ name: 'previewed', preview, ...(notice ? { notice } : {}) });
      } catch (error) {
        setStep({ name: 'failed', message: errorText(i18n, error as Error) });
      }
    },
    [send, i18n],
  );

  const choose = (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return setStep({ name: 'idle' });
    if (!isSheet(chosen)) return setStep({ name: 'failed', message: t('transfer.import.fileWrongType') });
    // The server refuses it unread (413): said here in the reader's words, before the upload.
    if (chosen.size > IMPORT_MAX_BYTES)
      return setStep({
        name: 'failed',
        message: t('transfer.import.fileTooLarge', { max: format.number(IMPORT_MAX_MEGABYTES) }),
      });
    void check(chosen);
  };

  const commit = async (chosen: File) => {
    try {
      const result = await send<ImportCommitted>('commit', chosen);
      if (result) setStep({ name: 'done', result });
    } catch (error) {
      const message = errorText(i18n, error as Error);
      // The file no longer passes (someone changed the records meanwhile): show its problems as they are now.
      if (isApiError(error) && (error.status === 422 || error.status === 409)) void check(chosen, message);
      else setStep({ name: 'failed', message: t('transfer.import.failed', { error: message }) });
    }
  };

  const confirmCommit = (preview: ImportPreview) => {
    if (!file) return;
    if (preview.updateCount === 0) return void commit(file);
    modals.openConfirmModal({
      title: t('common.spec.confirmTitle'),
      centered: true,
      children: <Text size="sm">{t('transfer.import.confirmUpdates', { count: preview.updateCount })}</Text>,
      labels: { confirm: t('transfer.import.confirm'), cancel: t('common.actions.cancel') },
      confirmProps: { 'data-testid': 'import-confirm' },
      onConfirm: () => void commit(file),
    });
  };

  const startOver = () => {
    setFile(null);
    setStep({ name: 'idle' });
  };

  return (
    <>
      <PageHeader
        title={title}
        description={t(`transfer.import.kinds.${kind}.description`)}
        actions={
          <Button component={Link} href={listPath} variant="default">
            {t(`transfer.import.kinds.${kind}.openList`)}
          </Button>
        }
      />
      <Stack gap="lg">
        <TemplateSection spec={spec} />
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('transfer.import.fileTitle')}
          </Title>
          <FileInput
            label={t('transfer.import.fileLabel')}
            placeholder={t('transfer.import.filePlaceholder')}
            accept={ACCEPT}
            value={file}
            onChange={choose}
            clearable
            clearButtonProps={{ 'aria-label': t('transfer.import.clearFile') }}
            disabled={step.name === 'sending'}
            data-testid="import-file"
            maw={480}
          />
          {step.name === 'sending' ? <Sending sent={step.sent} purpose={step.purpose} /> : null}
          {step.name === 'failed' ? (
            <Alert color="red" variant="light" mt="md" role="alert" data-testid="import-failed">
              {step.message}
            </Alert>
          ) : null}
        </Paper>
        {step.name === 'previewed' ? (
          <PreviewSection
            spec={spec}
            preview={step.preview}
            notice={step.notice}
            generation={previews}
            onCommit={() => confirmCommit(step.preview)}
          />
        ) : null}
        {step.name === 'done' ? (
          <Alert color="teal" variant="light" data-testid="import-done" role="status">
            <Text size="sm" mb="sm">
              {t('transfer.import.done', {
                rows: format.number(step.result.rows),
                created: format.number(step.result.created),
                updated: format.number(step.result.updated),
              })}
            </Text>
            <Group gap="sm">
              <Button component={Link} href={listPath} size="xs">
                {t(`transfer.import.kinds.${kind}.openList`)}
              </Button>
              <Button size="xs" variant="default" onClick={startOver}>
                {t('transfer.import.another')}
              </Button>
            </Group>
          </Alert>
        ) : null}
      </Stack>
    </>
  );
}

/** The template in both formats and what each column takes. */
function TemplateSection({ spec }: { spec: ImportSpec }) {
  const { t } = useTranslation();
  const api = useApi(transferApi);
  const fetchTemplate = useCallback(
    (sheet: SheetFormat, _onProgress: unknown, signal: AbortSignal) => api.template(spec.kind, sheet, signal),
    [api, spec.kind],
  );
  const template = useDownload(fetchTemplate);
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="xs">
        {t('transfer.import.templateTitle')}
      </Title>
      <Text size="sm" mb="xs">
        {t(`transfer.import.kinds.${spec.kind}.templateHelp`)}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('transfer.import.templateNote')}
      </Text>
      <Group gap="sm" mb="md">
        <Button
          variant="light"
          onClick={() => template.start('csv')}
          loading={template.progress?.format === 'csv'}
          disabled={template.progress !== null}
          data-testid="template-csv"
        >
          {t('transfer.import.templateCsv')}
        </Button>
        <Button
          variant="light"
          onClick={() => template.start('xlsx')}
          loading={template.progress?.format === 'xlsx'}
          disabled={template.progress !== null}
          data-testid="template-xlsx"
        >
          {t('transfer.import.templateXlsx')}
        </Button>
      </Group>
      <RecordTable
        rows={spec.columns}
        rowKey={(column) => column.key}
        minWidth={520}
        label={t('transfer.import.columnsLabel')}
        empty={t('common.spec.tableEmpty')}
        columns={[
          { header: t('transfer.import.columnsTable.header'), cell: (column) => <Code>{column.key}</Code> },
          {
            header: t('transfer.import.columnsTable.meaning'),
            cell: (column) => (
              <>
                {columnLabel(t, column.key)}{' '}
                {column.required ? (
                  <Badge size="xs" variant="light" color="gray">
                    {t('transfer.import.columnsTable.required')}
                  </Badge>
                ) : null}
              </>
            ),
          },
          { header: t('transfer.import.columnsTable.example'), cell: (column) => column.example },
        ]}
      />
    </Paper>
  );
}

function Sending({ sent, purpose }: { sent: number; purpose: 'preview' | 'commit' }) {
  const { t } = useTranslation();
  const percent = Math.round(sent * 100);
  const uploaded = sent >= 1;
  return (
    <Stack gap={6} mt="md" maw={480} data-testid="import-progress">
      <Progress
        value={percent}
        animated={uploaded}
        striped={uploaded}
        aria-label={t('transfer.import.progressLabel')}
      />
      <Group gap="xs">
        {uploaded ? <Loader size="xs" /> : null}
        <Text size="sm" c="dimmed" aria-live="polite">
          {uploaded
            ? purpose === 'preview'
              ? t('transfer.import.checking')
              : t('transfer.import.committing')
            : t('transfer.import.uploading', { percent })}
        </Text>
      </Group>
    </Stack>
  );
}

interface PreviewSectionProps {
  spec: ImportSpec;
  preview: ImportPreview;
  notice: string | undefined;
  /** Which preview this is, so the tables read the new one. */
  generation: number;
  onCommit: () => void;
}

function PreviewSection({ spec, preview, notice, generation, onCommit }: PreviewSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const problems = useMemo(() => preview.problems.map((p, id) => ({ ...p, id })), [preview]);
  const problemColumns: DataTableColumn<(typeof problems)[number]>[] = [
    {
      key: 'row',
      header: t('transfer.import.problemColumns.row'),
      render: (p) => format.number(p.row),
      sortable: true,
    },
    {
      key: 'column',
      header: t('transfer.import.problemColumns.column'),
      render: (p) => (p.column ? columnLabel(t, p.column) : t('transfer.import.wholeFile')),
    },
    {
      key: 'value',
      header: t('transfer.import.problemColumns.value'),
      render: (p) => (p.value ? <Code>{p.value}</Code> : null),
    },
    {
      key: 'problem',
      header: t('transfer.import.problemColumns.problem'),
      render: (p) => importProblemText(t, spec, p),
    },
  ];
  const itemColumns: DataTableColumn<ImportItem>[] = [
    {
      key: 'row',
      header: t('transfer.import.rowColumns.row'),
      render: (i) => format.number(i.row),
      sortable: true,
    },
    { key: 'code', header: t('transfer.import.rowColumns.code'), render: (i) => i.key, sortable: true },
    { key: 'name', header: t('transfer.import.rowColumns.name'), render: (i) => i.name, sortable: true },
    {
      key: 'action',
      header: t('transfer.import.rowColumns.action'),
      render: (i) =>
        i.updates ? (
          <Badge variant="light" color="yellow" tt="none">
            {t('transfer.import.actionUpdates', { record: i.updates })}
          </Badge>
        ) : (
          <Badge variant="light" color="teal" tt="none">
            {t('transfer.import.actionNew')}
          </Badge>
        ),
    },
  ];
  const fetchProblems = useCallback(
    async (query: DataTableQuery) => clientPage(problems, query, { sortValues: { row: (p) => p.row } }),
    [problems],
  );
  const fetchItems = useCallback(
    async (query: DataTableQuery) =>
      clientPage(preview.items, query, {
        sortValues: { row: (i) => i.row, code: (i) => i.key, name: (i) => i.name },
        searchText: (i) => `${i.key} ${i.name}`,
      }),
    [preview],
  );
  const clean = preview.problemCount === 0;
  // A new preview is what the user waited for: bring it into view below the template and the file.
  const top = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new preview is the reason, not an input
  useEffect(() => {
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [generation]);
  const stats = [
    { key: 'rows', value: preview.rows, color: undefined },
    { key: 'new', value: preview.newCount, color: 'teal' },
    { key: 'updates', value: preview.updateCount, color: 'yellow.8' },
    { key: 'bad', value: preview.badRows, color: preview.badRows > 0 ? 'red' : undefined },
  ] as const;

  return (
    <Paper withBorder p="md" data-testid="import-preview" ref={top} style={{ scrollMarginTop: 80 }}>
      <Title order={2} size="h4" mb="sm">
        {t('transfer.import.previewTitle')}
      </Title>
      {notice ? (
        <Alert color="orange" variant="light" mb="md" role="alert">
          {notice}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
        {stats.map((stat) => (
          <Paper key={stat.key} withBorder p="sm" data-testid={`import-stat-${stat.key}`}>
            <Text size="xs" c="dimmed">
              {t(`transfer.import.stats.${stat.key}`)}
            </Text>
            <Text fw={700} fz="xl" c={stat.color}>
              {format.number(stat.value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {clean ? null : (
        <Stack gap="sm" mb="md">
          <Alert color="red" variant="light" title={t('transfer.import.problemsTitle')}>
            {t('transfer.import.commitBlocked')}
            {preview.problemCount > preview.problems.length
              ? ` ${t('transfer.import.problemsMore', {
                  shown: format.number(preview.problems.length),
                  total: format.number(preview.problemCount),
                })}`
              : null}
          </Alert>
          <div data-testid="import-problems">
            <DataTable
              label={t('transfer.import.problemsLabel')}
              columns={problemColumns}
              queryKey={['import-problems', spec.kind, generation]}
              fetchPage={fetchProblems}
              rowKey={(p) => p.id}
              initialSort={{ key: 'row', order: 'asc' }}
              minWidth={560}
            />
          </div>
        </Stack>
      )}
      {preview.items.length > 0 ? (
        <div data-testid="import-rows">
          <DataTable
            label={t('transfer.import.rowsLabel')}
            columns={itemColumns}
            queryKey={['import-rows', spec.kind, generation]}
            fetchPage={fetchItems}
            rowKey={(i) => i.row}
            initialSort={{ key: 'row', order: 'asc' }}
            filters={{ search: { placeholder: t('transfer.import.searchRows') } }}
            minWidth={560}
          />
        </div>
      ) : clean ? (
        <Text c="dimmed">{t('transfer.import.noRows')}</Text>
      ) : null}
      <Group mt="md">
        <Button
          onClick={onCommit}
          disabled={!clean || preview.items.length === 0}
          data-testid="import-commit"
        >
          {t('transfer.import.commit', {
            count: preview.items.length,
            formatted: format.number(preview.items.length),
          })}
        </Button>
      </Group>
    </Paper>
  );
}
