import type { Plugin } from 'vite';

/**
 * Puts the app's stylesheet into index.html as a <style> element instead of a render-blocking
 * <link>: the first paint then needs one request, not two. The stylesheet is small (Tailwind keeps
 * only the classes in use) and the CSP allows inline styles, not inline scripts.
 */
export function inlineCss(): Plugin {
  return {
    name: 'inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return link;
          const css = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
          return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
        });
      },
    },
  };
}
