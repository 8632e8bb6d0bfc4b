import React, {type ReactNode} from 'react';
import type {SearchResult} from '../../../search/browser/client';
import styles from './styles.module.css';

interface Props {
  result: SearchResult;
}

// One result as the box and the results page show it: the page, the field or
// section the link opens at, and Pagefind's excerpt. The excerpt is text from
// our own built pages that Pagefind has escaped, with the matches in <mark>.
export default function ResultText({result}: Props): ReactNode {
  return (
    <>
      <span className={styles.title}>
        {result.title}
        {result.section ? <span className={styles.section}> › {result.section}</span> : null}
        {result.status ? <span className={`status-badge ${styles.status}`}> {result.status}</span> : null}
      </span>
      <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: result.excerpt}} />
    </>
  );
}
