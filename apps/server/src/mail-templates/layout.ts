/** What a mail says, written once; `renderMail` makes the plain-text and the HTML body from it. */
export interface MailContent {
  subject: string;
  paragraphs: string[];
  /** The one button of the mail; the plain text shows its address on a line of its own. */
  action?: { label: string; url: string };
  /** Lines after the button: how long the link works, what to do if the mail was not expected. */
  notes?: string[];
  /** Labelled values, such as the fields of a join request. */
  details?: { label: string; value: string }[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

export function renderMail(content: MailContent): RenderedMail {
  const text = [
    ...content.paragraphs,
    ...(content.details ?? []).map(({ label, value }) => `${label}: ${value}`),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.notes ?? []),
    'Teamcast',
  ].join('\n\n');

  const details = content.details?.length
    ? `<table style="border-collapse:collapse;margin:0 0 16px">${content.details
        .map(
          ({ label, value }) =>
            `<tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#228be6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a1b1e">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">',
    content.paragraphs.map(paragraph).join(''),
    details,
    action,
    (content.notes ?? []).map(paragraph).join(''),
    '<p style="margin:24px 0 0;color:#868e96;font-size:13px">Teamcast</p>',
    '</div></body></html>',
  ].join('');

  return { subject: content.subject, text, html };
}
