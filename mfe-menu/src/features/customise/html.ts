import DOMPurify from 'dompurify';
import { stripHtml } from '@tabula/shared';

/** Venue-authored HTML made safe to render; outside a browser it degrades to plain text. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.isSupported ? DOMPurify.sanitize(html) : stripHtml(html);
}
