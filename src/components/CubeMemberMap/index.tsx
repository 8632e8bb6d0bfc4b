import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import BacktickText from '@theme/BacktickText';
import {cubeMembers, listFieldAnchor} from '@site/src/data/cube/members';
import {operationById, restHref} from '@site/src/data/rest-operations';


// Each Cube member the provider published, with the REST operation and field
// that replace it. Rendered from src/data/cube/members.ts, whose unit test
// checks every operation and anchor against the spec.
export default function CubeMemberMap(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Cube member</th>
          <th scope="col">REST v1 operation</th>
          <th scope="col">Field of each record</th>
        </tr>
      </thead>
      <tbody>
        {cubeMembers.map(({name, rest}) => {
          const op = operationById(rest.operation);
          return (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              <td>
                <Link to={restHref(op.id)}>
                  <code>{`${op.method} ${op.path}`}</code>
                </Link>
              </td>
              <td>
                {rest.field && (
                  <Link to={restHref(op.id, listFieldAnchor(rest.field))}>
                    <code>{rest.field}</code>
                  </Link>
                )}
                {rest.field && rest.note && ' '}
                {rest.note && <BacktickText text={rest.note} />}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
