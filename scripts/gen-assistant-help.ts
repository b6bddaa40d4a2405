/**
 * `node_modules/.bin/tsx scripts/gen-assistant-help.ts` writes
 * src/server/features/assistant/knowledge/help-pages.json: the text of WaiKura's public help and guidance
 * pages, one entry per heading, rendered by the same prerenderer the build uses
 * (src/web/prerender/entry-server.tsx). The assistant's knowledge reads that file; the server never
 * imports the web app (decision 029). Run it again after changing a help page.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const HELP_PAGES_FILE = resolve(
  import.meta.dirname,
  '../src/server/features/assistant/knowledge/help-pages.json',
);

/** The public pages whose words the assistant may quote. */
export const HELP_PATHS = [
  '/help/overview',
  '/help/faq',
  '/help/troubleshooting',
  '/help/glossary',
  '/help/documents',
  '/faq',
  '/source-water',
  '/acceptable-solutions',
  '/schools',
] as const;

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, ' ');

const text = (html: string) =>
  decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .replace(/\s([.,;:!?)])/g, '$1')
    .trim();

/** The main area's text cut at its h2 and h3 headings. */
export function helpSections(path: string, html: string) {
  const main = html.slice(html.indexOf('<main'), html.lastIndexOf('</main>'));
  const title = text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? path);
  const parts = main.split(/(?=<h[23][\s>])/);
  const sections: { url: string; page: string; heading: string; text: string }[] = [];
  for (const part of parts) {
    const heading = text(/^<h[23][^>]*>([\s\S]*?)<\/h[23]>/.exec(part)?.[1] ?? title);
    const body = text(part);
    if (body.length < 40) continue;
    sections.push({ url: path, page: title, heading, text: body });
  }
  return sections;
}

/** Every help section, rendered now through Vite as the build renders the pages. */
export async function renderHelpSections() {
  // Through Vite, as the build does: the pages read import.meta.env.
  const { createServer } = await import('vite');
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const entry = (await vite.ssrLoadModule('/src/web/prerender/entry-server.tsx')) as {
      render(path: string): Promise<string>;
    };
    const all = [];
    for (const path of HELP_PATHS) all.push(...helpSections(path, await entry.render(path)));
    return all;
  } finally {
    await vite.close();
  }
}

export const helpPagesJson = (sections: unknown[]) => `${JSON.stringify(sections, null, 1)}\n`;

async function main() {
  const all = await renderHelpSections();
  writeFileSync(HELP_PAGES_FILE, helpPagesJson(all));
  console.log(`wrote ${all.length} help sections to ${HELP_PAGES_FILE}`);
  process.exit(0);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
