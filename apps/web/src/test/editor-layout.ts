/**
 * ProseMirror (the rich-text editor) measures the selection; jsdom has no layout. Call in `beforeAll` of a test that
 * types into a `RichTextEditor`.
 */
export function stubEditorLayout(): void {
  const emptyRects = (): DOMRectList => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  document.elementFromPoint ??= () => null;
  Range.prototype.getClientRects ??= emptyRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
}
