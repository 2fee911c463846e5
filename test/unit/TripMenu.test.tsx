import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Activity, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TripMenu } from '../../src/views/tracking/TripMenu';
import { renderWithProviders } from './renderWithProviders';
import { vehicle } from './vehicleFixture';

afterEach(cleanup);

const attributesOf = (element: Element) =>
  Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));

const rowClick = vi.fn();
beforeEach(() => {
  rowClick.mockClear();
  document.body.addEventListener('click', rowClick);
});
afterEach(() => document.body.removeEventListener('click', rowClick));

/** The body stands for the board row around the menu: a click that reached it would select the row. */
const renderInRow = () => {
  renderWithProviders(<TripMenu {...vehicle({ orderId: 42 })} />);
  return { rowClick, button: () => screen.getByRole('button', { name: 'Open a screen for RJ14GB1234' }) };
};

describe('TripMenu', () => {
  it('builds its menu on the first press, opens it and hands the focus back to its button on Escape', async () => {
    const { rowClick, button } = renderInRow();
    const unbuilt = attributesOf(button());
    expect(unbuilt).toMatchObject({ 'aria-haspopup': 'menu', 'aria-expanded': 'false' });
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button());
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Tracking detail', '#/outbound-tracking/detail/42/gps'],
      ['Schedule map (replay)', '#/outbound-tracking/schedule-map/42'],
      ['FASTag toll crossings', '#/outbound-tracking/fastag-toll-list/42'],
      ['SIM locations', '#/outbound-tracking/phonesim-address-list/42'],
    ]);
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu').getAttribute('aria-labelledby')).toBe(unbuilt.id);
    expect(rowClick).not.toHaveBeenCalled();

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button()));
    // Closed again, Mantine's own trigger reads as the button did before the menu was built.
    expect(attributesOf(button())).toEqual(unbuilt);
  });

  it('stays closed when the list around it is hidden and shown again', async () => {
    let show: (mode: 'visible' | 'hidden') => void = () => {};
    function List() {
      const [mode, setMode] = useState<'visible' | 'hidden'>('visible');
      show = setMode;
      return (
        <Activity mode={mode}>
          <TripMenu {...vehicle({ orderId: 42 })} />
        </Activity>
      );
    }
    renderWithProviders(<List />);
    const button = () => screen.getByRole('button', { name: 'Open a screen for RJ14GB1234', hidden: true });
    fireEvent.click(button());
    await screen.findByRole('menu');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    // The phone's list behind the map, and back: the menu's effects run again, the menu must not open.
    act(() => show('hidden'));
    act(() => show('visible'));
    await act(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 20))));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens again from the built menu', async () => {
    const { button } = renderInRow();
    fireEvent.click(button());
    await screen.findByRole('menu');
    fireEvent.click(button());
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    fireEvent.click(button());
    expect(await screen.findAllByRole('menuitem')).toHaveLength(4);
  });
});
