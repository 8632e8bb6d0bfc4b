// Text as HTML that reads as the text: `&`, `<`, `>` and `"` as character
// references, so it can stand in an element or a quoted attribute. One
// function for the feed's HTML and the search index's copies of pages.

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
