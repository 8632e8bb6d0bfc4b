import {describe, expect, it} from 'vitest';
import {readBaseUrl, readSiteUrl} from '../../scripts/site-env';

describe('BASE_URL', () => {
  it('defaults when unset or empty, and accepts plain paths', () => {
    expect(readBaseUrl(undefined, '/komodo-api-docs/')).toBe('/komodo-api-docs/');
    expect(readBaseUrl('', '/komodo-api-docs/')).toBe('/komodo-api-docs/');
    expect(readBaseUrl('/', '/x/')).toBe('/');
    expect(readBaseUrl('/docs/api/', '/x/')).toBe('/docs/api/');
  });

  it.each([
    ['komodo-api-docs/', 'must start with "/"'],
    ['/komodo-api-docs', 'must end with "/"'],
    ['/a//b/', 'must be a plain path'],
    ['/a b/', 'must be a plain path'],
    ['/a?b/', 'must be a plain path'],
  ])('refuses %s with a message naming the variable', (value, problem) => {
    expect(() => readBaseUrl(value, '/')).toThrow(`BASE_URL "${value}" ${problem}`);
  });
});

describe('SITE_URL', () => {
  it('keeps only the origin', () => {
    expect(readSiteUrl(undefined, 'https://komodo-wellbeing.github.io')).toBe('https://komodo-wellbeing.github.io');
    expect(readSiteUrl('http://127.0.0.1:8080/', 'https://x')).toBe('http://127.0.0.1:8080');
  });

  it.each(['docs.example.org', 'ftp://docs.example.org', 'https://docs.example.org/api/'])('refuses %s', (value) => {
    expect(() => readSiteUrl(value, 'https://x')).toThrow(`SITE_URL "${value}"`);
  });
});
