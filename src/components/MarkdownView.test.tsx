// @vitest-environment happy-dom
// What user Markdown may and may not become: formatting yes, raw HTML and script links never.
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import MarkdownView from './MarkdownView';

afterEach(cleanup);

function html(text: string): HTMLElement {
  const { container } = render(<MarkdownView text={text} />);
  return container.querySelector('.markdown')!;
}

test('links, lists, code and emphasis render as elements', () => {
  const root = html('See [the docs](https://example.com/a) *now*\n\n- one\n- **two**\n\n`x = 1`');
  const link = root.querySelector('a')!;
  expect(link.getAttribute('href')).toBe('https://example.com/a');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  expect(link.textContent).toBe('the docs');
  expect(root.querySelector('em')?.textContent).toBe('now');
  expect([...root.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['one', 'two']);
  expect(root.querySelector('strong')?.textContent).toBe('two');
  expect(root.querySelector('code')?.textContent).toBe('x = 1');
  expect(root.getAttribute('dir')).toBe('auto');
});

test('javascript:, data: and relative links lose their target; mailto keeps it', () => {
  const root = html('[a](javascript:alert(1)) [b](data:text/html,hi) [c](/p/LAN) [d](mailto:ada@lanes.test)');
  expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
    'mailto:ada@lanes.test',
  ]);
  expect(root.textContent).toContain('a');
  expect(root.innerHTML).not.toContain('javascript:');
});

test('raw HTML shows as the text typed, never as elements', () => {
  const text = '<img src=x onerror="window.__xss=1"> and <script>window.__xss=2</script> <b>bold?</b>';
  const root = html(text);
  expect(root.querySelector('img, script, b')).toBeNull();
  expect(root.textContent).toContain('<img src=x onerror="window.__xss=1">');
  expect(root.textContent).toContain('<b>bold?</b>');
});

test('images become their alt text and headings stay inside the page outline', () => {
  const root = html('![a cat](https://example.com/cat.png)\n\n# Big');
  expect(root.querySelector('img')).toBeNull();
  expect(root.querySelector('.md-image')?.textContent).toBe('[a cat]');
  expect(root.querySelector('h1')).toBeNull();
  expect(root.querySelector('strong')?.textContent).toBe('Big');
});

test('a mention shows the member’s current name as text, inside lists and emphasis too; an unresolved one its label', () => {
  const { container } = render(
    <MarkdownView
      text={
        'Ping @[Old Name](user:u-1)\n\n- *@[Grace](user:u-2)*\n\n@[Nobody](user:u-9) and [x](user:u-1 "t")'
      }
      mentions={[
        { id: 'u-1', name: 'Ada Lovelace' },
        { id: 'u-2', name: '<b>Grace</b>' },
      ]}
    />,
  );
  const root = container.querySelector('.markdown')!;
  expect([...root.querySelectorAll('.mention')].map((m) => m.textContent)).toEqual([
    'Ada Lovelace',
    '<b>Grace</b>',
    'Ada Lovelace',
  ]);
  expect(root.querySelector('li em .mention')?.textContent).toBe('<b>Grace</b>');
  // Each name is set in an isolate: a right-to-left name cannot reorder the sentence around it.
  expect([...root.querySelectorAll('.mention')].map((m) => m.tagName)).toEqual(['BDI', 'BDI', 'BDI']);
  expect(root.querySelector('b')).toBeNull();
  expect(root.querySelector('a')).toBeNull();
  expect(root.textContent).toContain('Ping @Ada Lovelace');
  expect(root.textContent).toContain('@Nobody and');
  expect(root.textContent).not.toContain('Old Name');
});
