import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../tests/support/test-app';
import { countryLanguages, languageForCountry } from '../../shared/i18n/country-languages';
import { isLanguageCode } from '../../shared/i18n/languages';
import { isPublicAddress, openCountryLookup } from './country-lookup';

describe('country lookup (DB-IP database shipped in npm)', () => {
  const countryOf = openCountryLookup();

  it('finds the country of well-known public addresses', () => {
    // Hetzner (DE), Google DNS (US), NIC.br (BR), IPv6 in Hetzner's block (DE).
    expect(countryOf('46.4.0.1')).toBe('DE');
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('200.160.2.3')).toBe('BR');
    expect(countryOf('2a01:4f8::1')).toBe('DE');
    expect(countryOf('::ffff:46.4.0.1')).toBe('DE');
  });

  it('answers null for loopback, private and malformed addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '192.168.1.1',
      '172.20.0.5',
      '100.64.0.1',
      'fe80::1',
      'nope',
    ]) {
      expect(countryOf(ip), ip).toBeNull();
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });
});

describe('country → language map', () => {
  it('covers about 37 countries, each with a language we speak', () => {
    const entries = Object.entries(countryLanguages);
    expect(entries.length).toBeGreaterThanOrEqual(35);
    for (const [country, language] of entries) {
      expect(country).toMatch(/^[A-Z]{2}$/);
      expect(isLanguageCode(language)).toBe(true);
    }
  });

  it('maps the countries the issue names', () => {
    const expected = { MX: 'es', AR: 'es', BR: 'pt', PT: 'pt', DE: 'de', AT: 'de', IR: 'fa', PK: 'ur', BD: 'bn', IN: 'hi',
      PH: 'tl', VN: 'vi', KR: 'ko', JP: 'ja', CN: 'zh', TW: 'zh', RU: 'ru', UA: 'uk', PL: 'pl', TR: 'tr', ID: 'id',
      TH: 'th', GR: 'el', RO: 'ro', IT: 'it', FR: 'fr', SA: 'ar', EG: 'ar', AE: 'ar' }; // prettier-ignore
    for (const [country, language] of Object.entries(expected))
      expect(languageForCountry(country)).toBe(language);
    expect(languageForCountry('US')).toBeUndefined();
    expect(languageForCountry(null)).toBeUndefined();
  });
});

describe('GET /api/geo', () => {
  let direct: FastifyInstance;
  let proxied: FastifyInstance;
  beforeAll(async () => {
    direct = await startTestApp();
    proxied = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it('answers null for a loopback client', async () => {
    const response = await direct.inject({ url: '/api/geo', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ country_code: null });
  });

  it('answers the country of a public client address', async () => {
    const response = await direct.inject({ url: '/api/geo', remoteAddress: '46.4.0.1' });
    expect(response.json()).toEqual({ country_code: 'DE' });
  });

  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    const headers = { 'x-forwarded-for': '200.160.2.3' };
    expect((await direct.inject({ url: '/api/geo', headers, remoteAddress: '127.0.0.1' })).json()).toEqual({
      country_code: null,
    });
    expect((await proxied.inject({ url: '/api/geo', headers, remoteAddress: '127.0.0.1' })).json()).toEqual({
      country_code: 'BR',
    });
  });

  it('sends a first-time visitor without a language to their country language, but not a returning one', async () => {
    const first = await direct.inject({
      url: '/',
      remoteAddress: '46.4.0.1',
      headers: { 'accept-language': 'en' },
    });
    expect(first.headers.location).toBe('/de/');
    const returning = await direct.inject({
      url: '/',
      remoteAddress: '46.4.0.1',
      headers: { 'accept-language': 'en', cookie: 'i18next=fr' },
    });
    expect(returning.headers.location).toBe('/fr/');
  });
});
