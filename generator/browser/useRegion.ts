import {useSyncExternalStore} from 'react';
import siteConfig from '@generated/docusaurus.config';

// The reader's region subdomain (e.g. `us.east1`), remembered in localStorage
// so that every sample and URL on every page uses it. On the server, and
// before hydration, there is no region: pages show the `{region}` placeholder.
// The storage key is the site's (customFields.region in its config): the Komodo
// site's in docusaurus.config.ts, a reference site's from its title
// (generator/site/reference.config.ts); without one, no region is kept.

/** A site's region setting (its config's customFields.region). */
export interface RegionSettings {
  /** The localStorage key the region is kept under. */
  storageKey: string;
  /** What the form says after a value that is not a region, e.g. where readers find theirs. */
  hint?: string;
}

export const regionSettings = (siteConfig.customFields?.region ?? undefined) as RegionSettings | undefined;
export const regionStorageKey = regionSettings?.storageKey;
export const regionPlaceholder = '{region}';
const changeEvent = `${regionStorageKey ?? 'region'}-change`;

/** Region subdomains are dot-separated DNS labels, e.g. `us.east1`. */
export function isValidRegion(value: string): boolean {
  return /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(value) && value.length <= 63;
}

function read(): string | null {
  if (!regionStorageKey) return null;
  try {
    const value = window.localStorage.getItem(regionStorageKey);
    return value && isValidRegion(value) ? value : null;
  } catch {
    return null; // storage blocked: keep the placeholder
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange); // other tabs
  window.addEventListener(changeEvent, onChange); // this tab
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

export function saveRegion(value: string | null): void {
  if (!regionStorageKey) return;
  try {
    if (value) window.localStorage.setItem(regionStorageKey, value);
    else window.localStorage.removeItem(regionStorageKey);
  } catch {
    // storage blocked: the choice lasts until the page is left
  }
  window.dispatchEvent(new Event(changeEvent));
}

export function useRegion(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** Replaces the `{region}` placeholder once the reader has chosen a region. */
export function withRegion(text: string, region: string | null): string {
  return region ? text.split(regionPlaceholder).join(region) : text;
}
