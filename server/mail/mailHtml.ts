/** The HTML part of a plain email: each paragraph of text escaped into a <p>. */
export const htmlParagraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
