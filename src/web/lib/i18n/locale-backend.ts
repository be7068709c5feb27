import type { BackendModule, ReadCallback, ResourceKey, Services } from 'i18next';
import type HttpBackend from 'i18next-http-backend';
import type { HttpBackendOptions } from 'i18next-http-backend';
import { defaultLanguage } from '../../../shared/i18n/languages';

/**
 * English page namespaces, each its own small chunk loaded with its page. The shell's strings are
 * bundled in i18n.ts; `mail` is the server's.
 */
const englishFiles = import.meta.glob<ResourceKey>(
  ['../../../../public/locales/en/*.json', '!**/translation.json', '!**/mail.json'],
  { import: 'default' },
);

/**
 * The i18next backend: English namespaces come from the build (no request for the language most
 * visitors read, and no HTTP code on their first load); the other 23 languages from
 * /locales/{lng}/{ns}.json through i18next-http-backend, itself loaded on the first such read. Retries
 * and parallel reads stay i18next's (i18n.ts): a failure asks it to try again.
 */
export function localeBackend(httpOptions: HttpBackendOptions): BackendModule {
  let services: Services;
  let http: Promise<HttpBackend> | undefined;
  const loadHttp = () =>
    (http ??= import('./http-backend').then(
      ({ default: Backend }) => new Backend(services, httpOptions),
      (error: unknown) => {
        http = undefined; // The next retry imports it again.
        throw error;
      },
    ));
  return {
    type: 'backend',
    init(initServices) {
      services = initServices;
    },
    read(language: string, namespace: string, callback: ReadCallback) {
      const english =
        language === defaultLanguage && englishFiles[`../../../../public/locales/en/${namespace}.json`];
      const loaded = english
        ? english().then((data) => callback(null, data))
        : loadHttp().then((backend) => backend.read(language, namespace, callback));
      loaded.catch((error: unknown) => callback(error as Error, true));
    },
  };
}
