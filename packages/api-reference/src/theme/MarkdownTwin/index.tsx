import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

// The page's Markdown twin (the same reference as plain Markdown, which
// llms.txt lists): a link a reader can open or hand to an LLM tool, and a
// `<link rel="alternate">` in the head for tools that look for one. A plain
// `<a>`: the twin is a file, not a page of the client-side router.

export interface Props {
  /** The twin's path from the site's root, e.g. `/docs/rest/v1/get-users.md`. */
  href: string;
}

export default function MarkdownTwin({href}: Props): ReactNode {
  const url = useBaseUrl(href);
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={url} />
      </Head>
      <a className={styles.twin} href={url} type="text/markdown">
        View as Markdown
      </a>
    </>
  );
}
