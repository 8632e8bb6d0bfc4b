import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import {useTabIds} from '../Tabs/ids';
import styles from './styles.module.css';

// Why this component replaces the theme's: its panel had no id and no label,
// so a tab could not point at its panel (see ../Tabs/ids.ts).
export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const ids = useTabIds(value);
  const selected = value === selectedValue;
  if (!selected && lazy) return null;
  return (
    <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} className={clsx(styles.panel, className)} hidden={!selected}>
      {children}
    </div>
  );
}
