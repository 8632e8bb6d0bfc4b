// Where a site is served: BASE_URL, the path under its origin, and SITE_URL,
// the origin. A bad value stops the build here with the variable's name,
// instead of producing a site whose every link and asset points at the wrong
// place. The Komodo site's settings (scripts/site-env.ts) and every
// reference site's (packages/api-reference/src/reference.ts) are read by these.

export function readBaseUrl(value: string | undefined, fallback: string): string {
  const baseUrl = value === undefined || value === '' ? fallback : value;
  const problem = !baseUrl.startsWith('/')
    ? 'must start with "/"'
    : !baseUrl.endsWith('/')
      ? 'must end with "/"'
      : /\/\/|[\s?#\\]/.test(baseUrl)
        ? 'must be a plain path (no "//", spaces, "?", "#" or "\\")'
        : undefined;
  if (problem) {
    throw new Error(`BASE_URL "${baseUrl}" ${problem}, e.g. BASE_URL=/docs/ or BASE_URL=/`);
  }
  return baseUrl;
}

export function readSiteUrl(value: string | undefined, fallback: string): string {
  const siteUrl = value === undefined || value === '' ? fallback : value;
  let parsed: URL;
  try {
    parsed = new URL(siteUrl);
  } catch {
    throw new Error(`SITE_URL "${siteUrl}" is not a URL, e.g. SITE_URL=https://docs.example.org`);
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.pathname !== '/' || parsed.search || parsed.hash) {
    throw new Error(
      `SITE_URL "${siteUrl}" must be an http(s) origin without a path (put the path in BASE_URL), e.g. SITE_URL=https://docs.example.org`,
    );
  }
  return parsed.origin;
}
