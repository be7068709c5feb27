import { describe, expect, it } from 'vitest';
import { findRouteId, localizedPath, pathTo, routes } from './paths';
import { resolveLanguagePath } from './resolve-language-path';

describe('route table', () => {
  it('holds every route of spec §2, plus /progress (the progress issue)', () => {
    const specPaths = [
      '/', '/features', '/upgrade', '/download', '/terms', '/privacy', '/contact', '/help', '/faq', '/signin',
      '/verify-signin', '/signup', '/forgot-password', '/reset-password', '/pose', '/account',
      '/subscription/success', '/subscription/manage', '/subscription/update-payment',
      '/subscription/reactivate', '/verify-phone', '/verify-email', '/billing-history', '/progress',
    ]; // prettier-ignore
    expect(
      Object.values(routes)
        .map((r) => r.path)
        .sort(),
    ).toEqual(specPaths.sort());
  });

  it('guards /account and keeps private pages out of search engines', () => {
    expect(routes.account.access).toBe('signed-in');
    expect(routes.billingHistory.indexable).toBe(false);
    expect(routes.faq.indexable).toBe(true);
  });

  it('adds the language prefix in one place', () => {
    expect(localizedPath('fr', '/')).toBe('/fr/');
    expect(pathTo('ar', 'subscriptionManage')).toBe('/ar/subscription/manage');
    expect(findRouteId('/faq/')).toBe('faq');
  });
});

describe('resolveLanguagePath', () => {
  it('shows a page under a supported prefix', () => {
    expect(resolveLanguagePath('/fr/faq')).toMatchObject({ kind: 'page', language: 'fr', routeId: 'faq' });
    expect(resolveLanguagePath('/ar/')).toMatchObject({ kind: 'page', language: 'ar', routeId: 'home' });
    expect(resolveLanguagePath('/de')).toMatchObject({ kind: 'page', language: 'de', routeId: 'home' });
  });

  it('leaves an unknown page under a supported prefix to the not-found page', () => {
    expect(resolveLanguagePath('/en/nothing-here')).toMatchObject({ kind: 'page', routeId: undefined });
  });

  it('redirects a path without a prefix to the detected language', () => {
    const home = resolveLanguagePath('/');
    const faq = resolveLanguagePath('/subscription/manage');
    if (home.kind !== 'redirect' || faq.kind !== 'redirect') throw new Error('expected redirects');
    expect(home.to('de')).toBe('/de/');
    expect(faq.to('ja')).toBe('/ja/subscription/manage');
  });

  it('redirects a regional or upper-case prefix to its language', () => {
    const resolution = resolveLanguagePath('/pt-BR/faq');
    if (resolution.kind !== 'redirect') throw new Error('expected a redirect');
    expect(resolution.to('en')).toBe('/pt/faq');
  });

  it('answers not found for a language we do not speak and for unknown paths', () => {
    expect(resolveLanguagePath('/xx/faq').kind).toBe('not-found');
    expect(resolveLanguagePath('/nl/faq').kind).toBe('not-found');
    expect(resolveLanguagePath('/wp-admin').kind).toBe('not-found');
  });
});
