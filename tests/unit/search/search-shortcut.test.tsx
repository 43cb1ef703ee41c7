import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { isSearchShortcut, isTextField, useSearchShortcut } from '@/features/search/hooks/use-search-shortcut';

const key = (init: Partial<KeyboardEvent>) =>
  ({ key: '', ctrlKey: false, metaKey: false, altKey: false, target: document.body, ...init }) as KeyboardEvent;

describe("isSearchShortcut (Ctrl/Cmd+K anywhere, '/' outside a text field)", () => {
  it('accepts Ctrl+K and Cmd+K anywhere, even in a text field', () => {
    const input = document.createElement('input');
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'K', metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, target: input }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'k' }))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, altKey: true }))).toBe(false);
  });

  it("accepts '/' only outside text fields", () => {
    const textarea = document.createElement('textarea');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect(isSearchShortcut(key({ key: '/' }))).toBe(true);
    expect(isSearchShortcut(key({ key: '/', target: checkbox }))).toBe(true);
    expect(isSearchShortcut(key({ key: '/', target: textarea }))).toBe(false);
    expect(isSearchShortcut(key({ key: '/', target: document.createElement('input') }))).toBe(false);
    expect(isSearchShortcut(key({ key: '/', ctrlKey: true }))).toBe(false);
  });

  it('treats editable content and selects as text fields', () => {
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    // jsdom does not compute isContentEditable.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTextField(editable)).toBe(true);
    expect(isTextField(document.createElement('select'))).toBe(true);
    expect(isTextField(document.createElement('button'))).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});

function Probe({ onShortcut }: { onShortcut: () => void }) {
  useSearchShortcut(onShortcut);
  return <input aria-label="Other field" />;
}

describe('useSearchShortcut', () => {
  it('calls back and prevents the browser default on the shortcut only', () => {
    const onShortcut = vi.fn();
    render(<Probe onShortcut={onShortcut} />);
    const prevented = !fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(prevented).toBe(true);
    expect(onShortcut).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByLabelText('Other field'), { key: '/' });
    expect(onShortcut).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: '/' });
    expect(onShortcut).toHaveBeenCalledTimes(2);
  });
});
