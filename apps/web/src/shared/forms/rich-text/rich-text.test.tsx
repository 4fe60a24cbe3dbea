import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
// The editor itself, not its lazy wrapper: loading the chunk is not what this test is about.
import RichTextEditor from './rich-text-editor-impl';
import { stubEditorLayout } from '../../../test/editor-layout';
import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText (web)', () => {
  it('keeps the allowed tags and links with the allowed schemes', () => {
    const html =
      '<h2>З</h2><p><strong>a</strong><em>b</em><u>c</u><s>d</s><br></p><ul><li>e</li></ul><ol><li>f</li></ol><blockquote><p>g</p></blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
    for (const href of ['https://a.bg', 'http://a.bg', 'ftp://a.bg/f', 'mailto:dg@a.bg']) {
      expect(sanitizeRichText(`<p><a href="${href}">x</a></p>`)).toBe(`<p><a href="${href}">x</a></p>`);
    }
  });

  it('removes scripts, handlers, styles, bad links and foreign tags', () => {
    expect(sanitizeRichText('<p onclick="x()" style="color:red" class="c">a</p><script>alert(1)</script>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="data:text/html,x">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="/relative" target="_blank">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<p href="https://a.bg">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<div><span>a</span><img src=x onerror=alert(1)></div>')).toBe('a');
    expect(sanitizeRichText('<iframe src="https://x"></iframe><p>a</p>')).toBe('<p>a</p>');
  });

  it('answers "" for an editor without text', () => {
    expect(sanitizeRichText('<p></p>')).toBe('');
    expect(sanitizeRichText('<p><br></p>')).toBe('');
  });
});

describe('RichTextEditor', () => {
  beforeAll(stubEditorLayout);

  it('shows a cleaned value and emits cleaned HTML when the text changes', async () => {
    const change = vi.fn();
    render(
      <RichTextEditor
        aria-label="Съдържание"
        value={
          '<p onclick="steal()">Здравейте <a href="javascript:alert(1)">тук</a></p><script>alert(1)</script><img src=x onerror=alert(1)>'
        }
        onChange={change}
      />,
    );
    const area = await screen.findByRole('textbox', { name: 'Съдържание' }, { timeout: 10_000 });
    expect(area.innerHTML).toContain('Здравейте');
    expect(area.innerHTML).not.toMatch(/onclick|javascript:|<script|<img/);

    const user = userEvent.setup();
    await user.click(area);
    await user.keyboard('!');
    await waitFor(() => expect(change).toHaveBeenCalled(), { timeout: 10_000 });
    const emitted = String(change.mock.lastCall?.[0]);
    expect(emitted).toMatch(/^<p>/);
    expect(emitted).not.toMatch(/onclick|javascript:|<script|<img|style=|class=/);
    expect(screen.getByRole('toolbar', { name: 'Форматиране' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Удебелен' })).toBeDefined();
  });

  it('draws the link button with an icon, not an emoji that needs an emoji font, named in Bulgarian', async () => {
    render(<RichTextEditor aria-label="Съдържание" value="<p>Текст</p>" onChange={vi.fn()} />);
    const button = await screen.findByRole('button', { name: 'Връзка' }, { timeout: 10_000 });
    expect(button.textContent).toBe('');
    expect(button.querySelector('.anticon-link svg')).not.toBeNull();
    // The icon's own English name ("link") is hidden: the button's Bulgarian name is the only one read out.
    expect(within(button).queryByRole('img')).toBeNull();
  });
});
