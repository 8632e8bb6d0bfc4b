import {useSyncExternalStore} from 'react';

// The reader's region subdomain (e.g. `us.east1`), remembered in localStorage
// so that every sample and URL on every page uses it. On the server, and
// before hydration, there is no region: pages show the `{region}` placeholder.

export const regionStorageKey = 'komodo-region';
export const regionPlaceholder = '{region}';
const changeEvent = 'komodo-region-change';

/** Region subdomains are dot-separated DNS labels, e.g. `us.east1`. */
export function isValidRegion(value: string): boolean {
  return /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(value) && value.length <= 63;
}

function read(): string | null {
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
