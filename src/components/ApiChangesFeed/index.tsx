import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';

interface Props {
  /** The feed's path under the site's root (scripts/komodo-changes.ts writes it there). */
  file: string;
  title: string;
}

// The changes page's Atom feed: announced in the head, so a feed reader given
// the page's address finds it, and linked in the text for a reader to copy.
export default function FeedLink({file, title}: Props): ReactNode {
  const href = useBaseUrl(`/${file}`);
  return (
    <>
      <Head>
        <link rel="alternate" type="application/atom+xml" title={title} href={href} />
      </Head>
      <p>
        Follow these changes in a feed reader: <a href={href}>{title} (Atom feed)</a>.
      </p>
    </>
  );
}
