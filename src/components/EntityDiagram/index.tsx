import React, {useId, type ReactNode} from 'react';
import schemaDigest from '@site/src/data/generated/schemas.json';
import {entities, relationships, entityByName, type SchemaDigest} from '@site/src/data/dictionary';
import {BOX_H, BOX_W, COL, PAD, ROW, centre, exit, labelAt, nameLines} from './geometry';
import styles from './styles.module.css';

interface Props {
  /** Visible caption; the legend for the cardinality labels is always appended. */
  caption: string;
}

// Drawn on the server into the static HTML: no client-side diagram library, and
// colours come from theme variables so the diagram follows light and dark mode.
// Cardinalities are text, never colour. Positions come from the data
// (src/data/dictionary.ts) and the same relationships are listed in words by
// <RelationshipList />, which is the full text alternative.
// A deprecated entity (the spec's `deprecated: true`) stays in the drawing, dashed
// and labelled "deprecated" in words, as its field table marks it.
const deprecated = (name: string): boolean => Boolean((schemaDigest as SchemaDigest)[name]?.deprecated);

export default function EntityDiagram({caption}: Props): ReactNode {
  const id = useId();
  const cols = Math.max(...entities.map((e) => e.cell.col)) + 1;
  const rows = Math.max(...entities.map((e) => e.cell.row)) + 1;
  const width = 2 * PAD + (cols - 1) * COL + BOX_W;
  const height = 2 * PAD + (rows - 1) * ROW + BOX_H;
  return (
    <figure className={styles.figure}>
      <div className={styles.scroll} role="region" aria-label="Entity-relationship diagram, scrollable" tabIndex={0}>
        <svg className={styles.svg} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-t ${id}-d`}>
          <title id={`${id}-t`}>Entity-relationship diagram of the Komodo Customer API</title>
          <desc id={`${id}-d`}>
            {`${entities.length} entities drawn as boxes and ${relationships.length} relationships drawn as lines, ` +
              'each end labelled with how many records take part. The relationships are listed in words after the diagram.'}
          </desc>
          {relationships.map((r) => {
            const [a, b] = [centre(entityByName(r.from)), centre(entityByName(r.to))];
            const [pa, pb] = [exit(a, b), exit(b, a)];
            const [la, lb] = [labelAt(pa, pb, a), labelAt(pb, pa, b)];
            return (
              <g key={`${r.from}-${r.to}`} className={deprecated(r.from) || deprecated(r.to) ? styles.edgeDeprecated : styles.edge}>
                <line x1={pa.x} y1={pa.y} x2={pb.x} y2={pb.y} />
                <text x={la.x} y={la.y}>{r.fromCard}</text>
                <text x={lb.x} y={lb.y}>{r.toCard}</text>
              </g>
            );
          })}
          {entities.map((e) => {
            const c = centre(e);
            const lines = deprecated(e.name) ? [...nameLines(e.name), '(deprecated)'] : nameLines(e.name);
            return (
              <g key={e.name} className={deprecated(e.name) ? styles.entityDeprecated : styles.entity}>
                <rect x={c.x - BOX_W / 2} y={c.y - BOX_H / 2} width={BOX_W} height={BOX_H} rx={6} />
                {lines.map((line, i) => (
                  <text key={line} x={c.x} y={c.y + 5 + (i - (lines.length - 1) / 2) * 17}>
                    {line}
                  </text>
                ))}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className={styles.caption}>
        {caption} Each line is labelled at both ends: 1 means exactly one, 0..1 at most one, * any number and 1..*
        one or more. Dashed boxes and lines are deprecated.
      </figcaption>
    </figure>
  );
}
