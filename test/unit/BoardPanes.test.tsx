import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BoardPanes } from '../../src/views/tracking/BoardPanes';
import { renderWithProviders } from './renderWithProviders';

afterEach(cleanup);

/** Every media query matches: the window is a phone's. */
beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({
        matches: true,
        media,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
});
afterEach(() => vi.restoreAllMocks());

/** Stands for the map: counts how often it is made and torn down. */
const made = { mounts: 0, unmounts: 0 };
function MapStandIn({ trucks = 1 }: { trucks?: number }) {
  useEffect(() => {
    made.mounts += 1;
    return () => {
      made.unmounts += 1;
    };
  }, []);
  return <p data-trucks={trucks}>the map</p>;
}

const paneOf = (text: string) => screen.getByText(text).parentElement as HTMLElement;

describe('BoardPanes on a phone', () => {
  beforeEach(() => {
    made.mounts = 0;
    made.unmounts = 0;
  });

  it('makes the map on its first showing only, and hides the pane not chosen without unmounting it', async () => {
    renderWithProviders(<BoardPanes list={<p>the rows</p>} map={<MapStandIn />} />);
    expect(screen.queryByText('the map')).toBeNull();
    expect(paneOf('the rows').dataset.hidden).toBeUndefined();

    fireEvent.click(screen.getByText('Map'));
    await waitFor(() => expect(paneOf('the map').dataset.hidden).toBeUndefined());
    expect(paneOf('the rows').dataset.hidden).toBe('true');

    fireEvent.click(screen.getByText('List'));
    await waitFor(() => expect(paneOf('the map').dataset.hidden).toBe('true'));
    expect(paneOf('the rows').dataset.hidden).toBeUndefined();

    fireEvent.click(screen.getByText('Map'));
    await waitFor(() => expect(paneOf('the map').dataset.hidden).toBeUndefined());
    expect(made).toEqual({ mounts: 1, unmounts: 0 });
  });

  it('gives a hidden map no newer trucks, and the latest when it shows again', async () => {
    function Board() {
      const [trucks, setTrucks] = useState(1);
      return (
        <>
          <button type="button" onClick={() => setTrucks((n) => n + 1)}>
            newer trucks
          </button>
          <BoardPanes list={<p>the rows</p>} map={<MapStandIn trucks={trucks} />} />
        </>
      );
    }
    renderWithProviders(<Board />);
    fireEvent.click(screen.getByText('Map'));
    await waitFor(() => expect(paneOf('the map').dataset.hidden).toBeUndefined());
    fireEvent.click(screen.getByText('List'));
    await waitFor(() => expect(paneOf('the map').dataset.hidden).toBe('true'));

    fireEvent.click(screen.getByText('newer trucks'));
    expect(screen.getByText('the map').dataset.trucks).toBe('1');

    fireEvent.click(screen.getByText('Map'));
    await waitFor(() => expect(screen.getByText('the map').dataset.trucks).toBe('2'));
    expect(made).toEqual({ mounts: 1, unmounts: 0 });
  });
});
