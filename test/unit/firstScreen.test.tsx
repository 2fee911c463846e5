import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstScreen, FirstScreenMark } from '../../src/app/firstScreen';

describe('what waits for the first screen', () => {
  it('renders only once the first screen has been shown, without rendering what holds it again', async () => {
    let rootRenders = 0;
    function Root() {
      rootRenders += 1;
      return (
        <AfterFirstScreen>
          <p>offline notice</p>
        </AfterFirstScreen>
      );
    }
    render(<Root />);
    await act(async () => undefined);
    expect(screen.queryByText('offline notice')).toBeNull();

    render(<FirstScreenMark />);

    expect(await screen.findByText('offline notice')).toBeTruthy();
    expect(rootRenders).toBe(1);
  });
});
