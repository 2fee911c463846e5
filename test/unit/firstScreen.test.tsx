import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FirstScreenMark, useFirstScreenShown } from '../../src/app/firstScreen';

function AfterFirstScreen() {
  return useFirstScreenShown() ? <p>dialog hosts</p> : null;
}

describe('what waits for the first screen', () => {
  it('renders only once the first screen has been shown', async () => {
    render(<AfterFirstScreen />);
    await act(async () => undefined);
    expect(screen.queryByText('dialog hosts')).toBeNull();

    render(<FirstScreenMark />);

    expect(await screen.findByText('dialog hosts')).toBeTruthy();
  });
});
