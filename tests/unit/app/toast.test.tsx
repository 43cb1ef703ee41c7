import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { toast, TOAST_DURATIONS_MS, TOAST_LIMIT } from '@/lib/toast';
import { AppToastContainer } from '@/lib/toast-container';

afterEach(() => {
  act(() => toast.dismiss());
});

describe('toast (types blank, error, success, loading, custom; durations and a limit of 20)', () => {
  it('lasts 4000 ms (blank, error, custom) or 2000 ms (success), loading until dismissed; at most 20', () => {
    expect(TOAST_DURATIONS_MS).toEqual({ blank: 4000, error: 4000, custom: 4000, success: 2000, loading: false });
    expect(TOAST_LIMIT).toBe(20);
  });

  it('returns the id at once and shows, in order, toasts asked for before react-toastify arrived', async () => {
    render(<AppToastContainer />);
    let id: string | number = '';
    act(() => {
      id = toast.loading('Saving the alert');
      toast.update(id, 'success', 'Alert saved');
    });
    expect(id).toMatch(/^ml-toast-\d+$/);
    expect(await screen.findByText('Alert saved')).toBeInTheDocument();
    expect(screen.queryByText('Saving the alert')).not.toBeInTheDocument();
    expect(toast.error('Could not save', { toastId: 'save-error' })).toBe('save-error');
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
  });

  it('shows at most 20 toasts at once', async () => {
    render(<AppToastContainer />);
    act(() => {
      for (let index = 1; index <= 25; index += 1) toast.loading(`Working on ${index}`);
    });
    await screen.findByText('Working on 20');
    expect(screen.queryByText('Working on 21')).not.toBeInTheDocument();
    expect(screen.getAllByText(/^Working on \d+$/)).toHaveLength(20);
  });
});
