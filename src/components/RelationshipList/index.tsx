import React, {type ReactNode} from 'react';
import {describe, relationships, type EntityName} from '@site/src/data/dictionary';

interface Props {
  /** Only the relationships this entity takes part in; all of them when left out. */
  entity?: EntityName;
}

// The words for what the diagram draws, generated from the same data so the
// two cannot disagree. This list is the diagram's full text alternative.
export default function RelationshipList({entity}: Props): ReactNode {
  const shown = relationships.filter((r) => !entity || r.from === entity || r.to === entity);
  return (
    <ul>
      {shown.map((r) => {
        const {forward, backward} = describe(r);
        return (
          <li key={`${r.from}-${r.to}`}>
            {forward}
            {' ('}
            {r.via.map((via, i) => (
              <React.Fragment key={via}>
                {i > 0 && ', '}
                <code>{via}</code>
              </React.Fragment>
            ))}
            {r.note && ', '}
            {r.note?.split(/`([^`]+)`/).map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}
            {'); '}
            {backward}.
          </li>
        );
      })}
    </ul>
  );
}
