// @vitest-environment happy-dom
// Shortcuts fire on the page, never while typing in a field, with a modifier held, or while a dialog is open.
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { useShortcuts } from './useShortcuts';

afterEach(cleanup);

function Page({ seen }: { seen: string[] }) {
  useShortcuts({ c: () => seen.push('c'), '/': () => seen.push('/') });
  return (
    <div>
      <button type="button">plain</button>
      <input aria-label="field" />
      <textarea aria-label="area" />
      <select aria-label="choice">
        <option>a</option>
      </select>
      <div contentEditable suppressContentEditableWarning data-testid="editable">
        x
      </div>
    </div>
  );
}

function press(target: Element, key: string, init: KeyboardEventInit = {}) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
}

test('keys on the page run their shortcut; keys typed into fields or with modifiers do not', () => {
  const seen: string[] = [];
  const { container } = render(<Page seen={seen} />);
  press(container.querySelector('button')!, 'c');
  press(document.body, '/');
  expect(seen).toEqual(['c', '/']);

  for (const selector of ['input', 'textarea', 'select', '[data-testid="editable"]']) {
    press(container.querySelector(selector)!, 'c');
  }
  press(document.body, 'c', { ctrlKey: true });
  press(document.body, 'c', { metaKey: true });
  press(document.body, 'x');
  expect(seen).toEqual(['c', '/']);
});

test('an open dialog owns the keyboard', () => {
  const seen: string[] = [];
  render(<Page seen={seen} />);
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  document.body.append(dialog);
  press(document.body, 'c');
  dialog.remove();
  press(document.body, 'c');
  expect(seen).toEqual(['c']);
});
