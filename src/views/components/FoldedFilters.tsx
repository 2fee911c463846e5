import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';
import { usePhone } from './usePhone';

interface FoldedFiltersProps {
  /** How many of the filters narrow the list now: the folded button says so. */
  active: number;
  children: ReactNode;
}

/**
 * A screen's filters, as they are on a wider screen; on a phone folded into one button that says how many are
 * set and opens them in a dialog, so that the phone's first screenful is the list itself, not its filters.
 */
export function FoldedFilters({ active, children }: FoldedFiltersProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [opened, { open, close }] = useDisclosure(false);
  if (!phone) return children;
  return (
    <>
      <Button
        variant={active > 0 ? 'light' : 'default'}
        onClick={open}
        aria-haspopup="dialog"
        data-testid="filters-button"
        data-active={active}
      >
        {active > 0 ? t('components.filters.active', { count: active }) : t('components.filters.title')}
      </Button>
      {/* A dialog rather than a drawer: the app's dialogs are already loaded, a drawer would add its own weight. */}
      <Dialog
        opened={opened}
        onClose={close}
        title={t('components.filters.title')}
        data-testid="filters-dialog"
      >
        {children}
      </Dialog>
    </>
  );
}
