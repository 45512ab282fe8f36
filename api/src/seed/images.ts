// Demo images are inline SVG data URIs: the product must run without the internet,
// and a data URI works from any origin the shell or a remote is served from.

export interface SvgImage {
  label: string;
  background: string;
  foreground?: string;
  width?: number;
  height?: number;
}

export function svgDataUri({ label, background, foreground = '#FFFFFF', width = 400, height = 300 }: SvgImage): string {
  const size = Math.round(Math.min(width, height) / 4);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="Open Sans, sans-serif" ` +
    `font-size="${size}" fill="${foreground}">${escapeXml(label)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Square logo with the venue's initials. */
export function logo(initials: string, background: string): string {
  return svgDataUri({ label: initials, background, width: 200, height: 200 });
}

/** Wide cover picture. */
export function cover(label: string, background: string): string {
  return svgDataUri({ label, background, width: 1200, height: 400 });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
