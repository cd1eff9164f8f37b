/**
 * Drop-in for `react-style-singleton` (used by Radix's scroll lock via react-remove-scroll), aliased
 * in vite.config.ts. The original appends <style> tags, which a `style-src 'self'` CSP refuses;
 * constructable stylesheets are CSSOM, which CSP does not restrict. Same API, same ref counting.
 */
import { useEffect } from 'react';

function supportsAdoptedSheets(): boolean {
  return typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype;
}

export function stylesheetSingleton() {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  let tag: HTMLStyleElement | null = null;
  return {
    add(style: string) {
      if (counter === 0) {
        if (supportsAdoptedSheets()) {
          sheet = new CSSStyleSheet();
          sheet.replaceSync(style);
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        } else {
          // Old engines (and jsdom): the library's own behaviour.
          tag = document.createElement('style');
          tag.textContent = style;
          document.head.appendChild(tag);
        }
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter > 0) return;
      if (sheet) {
        const current = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== current);
        sheet = null;
      }
      tag?.remove();
      tag = null;
    },
  };
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    // biome-ignore lint/correctness/useExhaustiveDependencies: mirrors the original: re-applied only when dynamic.
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
    }, [styles && isDynamic]);
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
