import React, {useEffect, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {isHydrating} from '../../browser/hydration';

// The code samples of a REST operation page (packages/api-reference/src/render/page.ts). Their
// code text is not in the page's JavaScript: the page imports it from a JSON
// file (`.generated/static/samples/…`), which the server's bundle reads and
// the browser's replaces with `null` (packages/api-reference/src/site/plugin.ts). So:
// - on the server, the blocks are rendered from the code, as any code block;
// - while the browser hydrates that HTML, the blocks are rendered without
//   code: their lines sit in a hydration island (packages/api-reference/src/theme/CodeBlock/Content),
//   which keeps the server's highlighted lines, and the copy button reads
//   what is shown (packages/api-reference/src/theme/CodeBlock/Buttons/CopyButton);
// - rendered in the browser (after client-side navigation, in the dev
//   server), the blocks wait for the same JSON file, fetched from the site.

/** A code block of a tab: its Prism language and its title, if any. */
export interface SampleBlock {
  language: string;
  title?: string;
}

export interface SampleTab {
  value: string;
  label: string;
  blocks: SampleBlock[];
}

/** What the JSON file holds: each tab's blocks with their code. */
export interface SamplesFile {
  tabs: {value: string; label: string; blocks: (SampleBlock & {code: string})[]}[];
}

export interface Props {
  /** The JSON file's path under the site's base URL, e.g. `samples/docs/rest/v1/get-users.json`. */
  src: string;
  tabs: SampleTab[];
  /** The JSON file's content on the server; null in the browser. */
  code: SamplesFile | null;
}

/** The code of each block, by tab and block index, or null where it is not known. */
function codeOf(file: SamplesFile | null, tab: number, block: number): string | null {
  return file?.tabs[tab]?.blocks[block]?.code ?? null;
}

export default function ApiSamples({src, tabs, code}: Props): ReactNode {
  const url = useBaseUrl(src);
  // Hydrating the server's HTML: the blocks keep its lines, no code needed.
  const [kept] = useState(isHydrating);
  const [fetched, setFetched] = useState<SamplesFile | null>(null);
  const file = code ?? fetched;
  const needed = !file && !kept;

  useEffect(() => {
    if (!needed) return;
    let current = true;
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.json() as Promise<SamplesFile>;
      })
      .then((json) => current && setFetched(json))
      .catch((error: unknown) => console.warn('The code samples could not be loaded:', error));
    return () => {
      current = false;
    };
  }, [needed, url]);

  return (
    <Tabs groupId="code-language">
      {tabs.map((tab, tabIndex) => (
        <TabItem key={tab.value} value={tab.value} label={tab.label}>
          {tab.blocks.map((block, blockIndex) => {
            const text = codeOf(file, tabIndex, blockIndex);
            // Fetching: nothing yet rather than an empty block.
            if (text === null && !kept) return null;
            return (
              <CodeBlock key={blockIndex} language={block.language} title={block.title}>
                {text ?? ''}
              </CodeBlock>
            );
          })}
        </TabItem>
      ))}
    </Tabs>
  );
}
