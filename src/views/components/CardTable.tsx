import { Table, type TableProps, type TableTdProps } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';
import classes from './CardTable.module.css';
import { usePhone } from './usePhone';

const CardLayout = createContext(false);

interface CardTableProps extends Omit<TableProps, 'miw'> {
  /** The table's own minimum width on a wider screen, where it scrolls sideways below it; a card needs none. */
  minWidth?: number;
}

/**
 * A table that, on a phone, lays each row out as a card: each cell under its column's name, one under the
 * other, so no column is pushed off the screen (the board's rule, TrackingBoard.tsx). It stays a table for
 * assistive technology: the header row is read, not shown, except the sort buttons, which stay in reach.
 * Its cells are `LabelledCell`s, which say their column's name in the card.
 */
export function CardTable({ minWidth, className, children, ...props }: CardTableProps) {
  const cards = usePhone();
  return (
    <CardLayout.Provider value={cards}>
      <Table
        {...props}
        // Cards are apart already: stripes and a hover shade would only mottle them.
        striped={cards ? false : props.striped}
        highlightOnHover={cards ? false : props.highlightOnHover}
        miw={cards ? undefined : minWidth}
        className={cards ? [className, classes.cards].filter(Boolean).join(' ') : className}
        data-layout={cards ? 'cards' : 'table'}
      >
        {children}
      </Table>
    </CardLayout.Provider>
  );
}

/** Whether the CardTable around lays its rows out as cards. */
export const useCardLayout = () => useContext(CardLayout);

interface LabelledCellProps extends TableTdProps {
  /** The column's name, said before the value in a card (the header row says it in a table). Empty: none. */
  label: ReactNode;
}

/**
 * A cell of a CardTable. In a card its column's name is shown beside the value, hidden from assistive
 * technology, which reads the cell's header as in any table. A cell with no name (a toggle, a message across
 * the row) takes the card's whole width.
 */
export function LabelledCell({ label, children, ...props }: LabelledCellProps) {
  const cards = useCardLayout();
  if (!cards || label === '' || label === null || label === undefined)
    return <Table.Td {...props}>{children}</Table.Td>;
  return (
    <Table.Td {...props} data-labelled>
      <span className={classes.label} aria-hidden="true">
        {label}
      </span>
      <div className={classes.value}>{children}</div>
    </Table.Td>
  );
}
