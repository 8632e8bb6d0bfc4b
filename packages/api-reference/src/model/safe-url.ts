// The one allow-list for every URL that comes from a spec. A spec is
// untrusted input: a `javascript:` or `data:` link in a description, in
// `externalDocs.url`, `info.contact.url` or `info.license.url` would run the
// spec's script on the reader's click, on the site's own origin. So a URL
// from a spec becomes a link only with one of these schemes, or with none (a
// relative link, `#anchor`, `/path`, `//host/path`); anything else is shown
// as text. The generator applies it when it writes a page (links.ts,
// render/page.ts) and the pages' Markdown link component when it renders one
// (packages/api-reference/src/theme/MDXComponents), so a link that the first misses (an entity-encoded
// scheme, say) is still caught where the HTML is written.

/** The schemes a link from a spec may have. */
export const allowedSchemes: readonly string[] = ['http', 'https', 'mailto'];

/** Character references a scheme could be hidden behind (`jav&#x61;script:`, `javascript&colon;`). */
const namedReferences: Record<string, string> = {colon: ':', tab: '\t', newline: '\n', sol: '/', period: '.', lpar: '(', rpar: ')'};

function decodeReferences(text: string): string {
  return text.replace(/&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([a-zA-Z]+));?/g, (whole, hex?: string, decimal?: string, name?: string) => {
    if (hex || decimal) {
      const code = hex ? Number.parseInt(hex, 16) : Number(decimal);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
    }
    return namedReferences[name!.toLowerCase()] ?? whole;
  });
}

/**
 * The scheme a browser would read in a URL, in lower case, or '' for a
 * relative URL. Browsers drop leading and trailing controls and spaces and
 * every tab and newline before they read it (the URL Standard), so
 * ` java\tscript:` is `javascript:`.
 */
export function urlScheme(url: string): string {
  // eslint-disable-next-line no-control-regex
  const read = decodeReferences(url).replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(read)?.[1];
  return scheme ? scheme.toLowerCase() : '';
}

/**
 * The URL, when it may be a link's address or an image's source: http,
 * https, mailto or relative. `undefined` where it must be shown as text
 * (`javascript:`, `data:`, `vbscript:`, `file:` and every other scheme), and
 * for anything that is not a string.
 */
export function safeUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const scheme = urlScheme(url);
  return scheme === '' || allowedSchemes.includes(scheme) ? url : undefined;
}

/** Why a URL was shown as text, for the build's warning. */
export function unsafeUrlNote(url: string): string {
  return `its scheme "${urlScheme(url)}:" is not one a link of these pages may have (${allowedSchemes.join(', ')} or a relative link); shown as text`;
}
