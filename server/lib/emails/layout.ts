/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface EmailParts {
  greeting: string;
  /** Paragraphs before the button, as plain text. */
  intro: string[];
  action: { label: string; url: string };
  /** Paragraphs after the button, as plain text. */
  outro: string[];
}

/** The plain-text and HTML bodies every Barback email shares: greeting, text, one link, signature. */
export function renderEmail(parts: EmailParts): { text: string; html: string } {
  const text = [
    parts.greeting,
    ...parts.intro,
    `${parts.action.label}: ${parts.action.url}`,
    ...parts.outro,
    'Barback',
  ].join('\n\n');

  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const url = escapeHtml(parts.action.url);
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937;">',
    paragraph(parts.greeting),
    ...parts.intro.map(paragraph),
    `<p><a href="${url}" style="display: inline-block; padding: 10px 16px; background: #1f2937; ` +
      `color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(parts.action.label)}</a></p>`,
    `<p style="font-size: 13px; color: #6b7280;">Or paste this link into your browser: ${url}</p>`,
    ...parts.outro.map(paragraph),
    paragraph('Barback'),
    '</body></html>',
  ].join('\n');
  return { text, html };
}

/** "Hello Anna," or "Hello," when the name is unknown. */
export function greeting(name: string | null | undefined): string {
  return name ? `Hello ${name},` : 'Hello,';
}
