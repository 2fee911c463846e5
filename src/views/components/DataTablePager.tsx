import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TABLE_PAGE_SIZES, type TablePageSize } from '../../domain/constants';
import { useFormat } from '../../i18n/useFormat';
import { type PageButton, pageButtons } from './pageButtons';

interface DataTablePagerProps {
  page: number;
  pageSize: TablePageSize;
  total: number;
  /** The server stopped counting at `total`: there are more rows, how many is not known. */
  totalCapped: boolean;
  /** Rows on the page shown: a short page is the last one, whatever the count said. */
  rowCount: number;
  onPage: (page: number) => void;
  /** Without it the page size is fixed and no rows-per-page choice shows. */
  onPageSize?: (pageSize: TablePageSize) => void;
}

/** The buttons of a list whose end is not known: the far page becomes an ellipsis (it is only the cap's). */
const openEnded = (buttons: PageButton[], page: number): PageButton[] => {
  const far = buttons.at(-1);
  const kept = typeof far === 'number' && far > page ? buttons.slice(0, -1) : buttons;
  return kept.at(-1) === 'ellipsis-end' ? kept : [...kept, 'ellipsis-end'];
};

const isPageSize = (value: number): value is TablePageSize =>
  (TABLE_PAGE_SIZES as readonly number[]).includes(value);

/** Rows per page (when the list lets one choose), the range shown and up to seven page buttons. */
export function DataTablePager({
  page,
  pageSize,
  total,
  totalCapped,
  rowCount,
  onPage,
  onPageSize,
}: DataTablePagerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const counted = Math.ceil(total / pageSize);
  // Past a capped count the last page is unknown: no button for it, and Next goes on while pages come back full.
  const more = totalCapped && rowCount === pageSize;
  const pages = totalCapped ? Math.max(counted, page + (more ? 1 : 0)) : counted;
  const buttons = totalCapped ? openEnded(pageButtons(page, pages), page) : pageButtons(page, pages);
  const first = total === 0 || (totalCapped && rowCount === 0) ? 0 : (page - 1) * pageSize + 1;
  const last = totalCapped ? Math.max(0, first + rowCount - 1) : Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" p="md" gap="md" wrap="wrap" data-testid="data-table-pager">
      <Group gap="xs" wrap="nowrap">
        {onPageSize ? (
          <NativeSelect
            label={t('common.spec.rowsPerPage')}
            data-testid="rows-per-page"
            data={TABLE_PAGE_SIZES.map(String)}
            value={String(pageSize)}
            onChange={(event) => {
              const size = Number(event.currentTarget.value);
              if (isPageSize(size)) onPageSize(size);
            }}
            size="xs"
            styles={{
              root: { display: 'flex', alignItems: 'center', gap: 8 },
              label: { fontWeight: 400, color: 'var(--mantine-color-dimmed)', whiteSpace: 'nowrap' },
            }}
          />
        ) : null}
        <Text size="sm" c="dimmed" data-testid="data-table-range">
          {t('components.dataTable.range', {
            first: format.number(first),
            last: format.number(last),
            total: totalCapped
              ? t('components.dataTable.atLeast', { count: format.number(total) })
              : format.number(total),
          })}
        </Text>
      </Group>
      <Group gap={4} component="nav" aria-label={t('components.dataTable.pages')}>
        <Button variant="default" size="xs" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          {t('components.dataTable.previous')}
        </Button>
        {buttons.map((button) =>
          typeof button === 'string' ? (
            <Text key={button} size="sm" c="dimmed" px={4} aria-hidden="true">
              …
            </Text>
          ) : (
            <Button
              key={button}
              data-testid="page-button"
              size="xs"
              variant={button === page ? 'filled' : 'default'}
              aria-current={button === page ? 'page' : undefined}
              aria-label={t('components.dataTable.page', { page: button })}
              onClick={() => onPage(button)}
              miw={32}
              px={8}
            >
              {button}
            </Button>
          ),
        )}
        <Button
          variant="default"
          size="xs"
          onClick={() => onPage(page + 1)}
          disabled={page >= pages && !more}
        >
          {t('components.dataTable.next')}
        </Button>
      </Group>
    </Group>
  );
}
