import { Modal, TextInput } from '@mantine/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterFirstPaint } from '../../src/views/components/AfterFirstPaint';
import { renderWithProviders } from './renderWithProviders';

afterEach(cleanup);

const dialog = () => (
  <Modal opened onClose={() => {}} title="Record gate-in">
    <AfterFirstPaint>
      <TextInput label="Plate" />
      <TextInput label="Vehicle number" data-autofocus />
    </AfterFirstPaint>
  </Modal>
);

describe('AfterFirstPaint', () => {
  it('opens the dialog without its body, then draws the body and focuses its chosen field', async () => {
    renderWithProviders(dialog());
    // The frame first: the title and its close button, no field yet.
    expect(screen.getByText('Record gate-in')).toBeTruthy();
    expect(screen.queryByLabelText('Vehicle number')).toBeNull();

    const field = await screen.findByLabelText('Vehicle number');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });
});
