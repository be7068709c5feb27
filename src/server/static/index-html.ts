import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { textDirection, type LanguageCode } from '../../shared/i18n/languages';

/**
 * The built app's index.html, read once. Its inline scripts (the pre-paint theme script) are allowed
 * by hash in the Content-Security-Policy, and each answer carries the page's `lang` and `dir` so a
 * right-to-left page is laid out right from the first paint.
 */
export interface IndexHtml {
  available: boolean;
  inlineScriptHashes: string[];
  render(language: LanguageCode): string;
}

export function loadIndexHtml(webDir: string): IndexHtml {
  const file = path.join(webDir, 'index.html');
  if (!fs.existsSync(file)) {
    return { available: false, inlineScriptHashes: [], render: () => '' };
  }
  const template = fs.readFileSync(file, 'utf8');
  const inlineScriptHashes = [...template.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim().length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  const cache = new Map<LanguageCode, string>();
  return {
    available: true,
    inlineScriptHashes,
    render(language) {
      let html = cache.get(language);
      if (!html) {
        html = template.replace(
          /<html[^>]*>/,
          `<html lang="${language}" dir="${textDirection(language)}" data-theme="dark">`,
        );
        cache.set(language, html);
      }
      return html;
    },
  };
}
