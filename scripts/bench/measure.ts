// What one cold page load costs in bytes on the wire: the gzip body plus the
// response headers of every transfer, the figure Chrome reports as
// `encodedDataLength` and DevTools as "transferred". Playwright's request
// events are used rather than a CDP session of the page because they also
// carry the requests of the page's web workers: the search page's worker
// fetches the whole search index, which a page session never sees.
// Shared by `npm run bench` and tests/e2e/pages.spec.ts, so the benchmark and
// the test cannot disagree about what a budget means.
import {setTimeout as sleep} from 'node:timers/promises';
import type {Page, Request} from '@playwright/test';

/** `prefetch`: the low-priority `<link rel=prefetch>` Docusaurus adds for visible links. */
export type TransferKind = 'document' | 'script' | 'stylesheet' | 'prefetch' | 'other';

export interface Transfer {
  url: string;
  kind: TransferKind;
  /** Bytes on the wire; 0 for a failed request. */
  bytes: number;
  failed?: string;
}

export interface PageBytes {
  url: string;
  requests: number;
  /** Scripts the HTML loads plus the route chunks, prefetches excluded. */
  firstLoadJs: number;
  css: number;
  /** Every byte until the network is idle, prefetches included. */
  total: number;
  /** Requests to any origin but the site's. */
  foreign: string[];
  transfers: Transfer[];
}

export interface MeasureOptions {
  /** The site's origin; a request anywhere else is foreign. */
  origin: string;
  /** How long the network must stay quiet to count as idle. */
  quietMs?: number;
  timeoutMs?: number;
}

/** Chrome marks a prefetch by type `Prefetch` in some versions, by a `Purpose: prefetch` header in others. */
function kindOf(request: Request, requestHeaders: Record<string, string>, contentType: string): TransferKind {
  const type = request.resourceType();
  if (type === 'prefetch' || /prefetch/i.test(requestHeaders['purpose'] ?? requestHeaders['sec-purpose'] ?? '')) return 'prefetch';
  if (type === 'document') return 'document';
  // By content type as well: a worker's importScripts() reports as `other`.
  if (type === 'script' || /javascript/.test(contentType)) return 'script';
  if (type === 'stylesheet' || /^text\/css/.test(contentType)) return 'stylesheet';
  return 'other';
}

async function transferOf(request: Request, failed?: string): Promise<Transfer> {
  const [requestHeaders, response] = await Promise.all([request.allHeaders(), request.response()]);
  const responseHeaders = response ? await response.allHeaders() : {};
  const kind = kindOf(request, requestHeaders, responseHeaders['content-type'] ?? '');
  if (failed) return {url: request.url(), kind, bytes: 0, failed};
  const sizes = await request.sizes();
  // A dedicated worker's own script is answered to the worker, and Playwright
  // reports its body as 0 bytes; the Content-Length (gzip bytes, always sent
  // by scripts/serve.ts and nginx) stands in for it.
  const body = sizes.responseBodySize || Number(responseHeaders['content-length'] ?? 0);
  return {url: request.url(), kind, bytes: body + sizes.responseHeadersSize};
}

/** Docusaurus marks the document once React has hydrated the static HTML. */
export async function waitForHydration(page: Page, timeoutMs?: number): Promise<void> {
  // A static page (packages/api-reference/src/site/static-pages) has no React: its own script says when it is ready.
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true' || document.documentElement.dataset.staticPage === 'ready', undefined, {timeout: timeoutMs});
}

const sum = (transfers: Transfer[]) => transfers.reduce((total, transfer) => total + transfer.bytes, 0);

/**
 * Loads `url` in `page` with a cold cache, waits for hydration and then for
 * the network to be idle (the prefetches start only after hydration), and
 * returns every transfer. `page` should be fresh: only its own requests count.
 */
export async function measurePage(page: Page, url: string, options: MeasureOptions): Promise<PageBytes> {
  const quietMs = options.quietMs ?? 1000;
  // A whole page check (load, axe twice) took up to 34 s on a busy CI machine.
  const timeoutMs = options.timeoutMs ?? 60_000;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();

  const inFlight = new Set<Request>();
  const settled: Promise<Transfer>[] = [];
  let lastActivity = Date.now();
  const onRequest = (request: Request) => {
    if (/^(data|blob):/.test(request.url())) return;
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const onDone = (request: Request) => {
    if (!inFlight.delete(request)) return;
    settled.push(transferOf(request, request.failure()?.errorText));
    lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    const response = await page.goto(url, {waitUntil: 'load', timeout: timeoutMs});
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    await waitForHydration(page, timeoutMs);
    const deadline = Date.now() + timeoutMs;
    while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() > deadline) {
        throw new Error(`${url}: network not idle after ${timeoutMs} ms; pending: ${[...inFlight].map((request) => request.url()).join(', ')}`);
      }
      await sleep(100);
    }
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
  const transfers = await Promise.all(settled);

  const origin = new URL(options.origin).origin;
  const ofKind = (kind: TransferKind) => transfers.filter((transfer) => transfer.kind === kind);
  return {
    url,
    requests: transfers.length,
    firstLoadJs: sum(ofKind('script')),
    css: sum(ofKind('stylesheet')),
    total: sum(transfers),
    foreign: transfers.map((transfer) => transfer.url).filter((requestUrl) => new URL(requestUrl).origin !== origin),
    transfers,
  };
}

export const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

/** The biggest transfers of the given kinds, largest first, as "131.9 KB assets/js/main.js" lines. */
export function biggest(result: PageBytes, kinds: TransferKind[], count = 8): string[] {
  const prefix = new URL(result.url).origin;
  return result.transfers
    .filter((transfer) => kinds.includes(transfer.kind))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count)
    .map((transfer) => `${kb(transfer.bytes).toFixed(1).padStart(6)} KB  ${transfer.kind === 'prefetch' ? '(prefetch) ' : ''}${transfer.url.replace(prefix, '')}`);
}
