import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import BacktickText from '@theme/BacktickText';
import {describe, relationships, type EntityName} from '@site/src/data/dictionary';
import {operationByRoute, restHref} from '@site/src/data/rest-operations';

interface Props {
  /** Only the relationships this entity takes part in; all of them when left out. */
  entity?: EntityName;
}

/** A field name as code; an operation ("GET /users") as a link to its REST page. */
function Via({via}: {via: string}): ReactNode {
  const operation = operationByRoute(via);
  return operation ? (
    <Link to={restHref(operation.id)}>
      <code>{via}</code>
    </Link>
  ) : (
    <code>{via}</code>
  );
}

// The words for what the diagram draws, generated from the same data so the
// two cannot disagree. This list is the diagram's full text alternative.
export default function RelationshipList({entity}: Props): ReactNode {
  const shown = relationships.filter((r) => !entity || r.from === entity || r.to === entity);
  return (
    <ul>
      {shown.map((r) => {
        const {forward, backward} = describe(r);
        const gloss = [...r.via.map((via) => <Via key={via} via={via} />), ...(r.note ? [<BacktickText key="note" text={r.note} />] : [])];
        return (
          <li key={`${r.from}-${r.to}`}>
            {r.deprecated ? <strong>Deprecated: </strong> : null}
            {forward}
            {gloss.length > 0 && ' ('}
            {gloss.map((part, i) => (
              <React.Fragment key={i}>
                {i > 0 && ', '}
                {part}
              </React.Fragment>
            ))}
            {gloss.length > 0 && ')'}
            {'; '}
            {backward}.
          </li>
        );
      })}
    </ul>
  );
}
