import React, {useContext, type ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {NeedsMainLandmark} from '@site/src/components/MainLandmark';

// Why this wrap exists: the search plugin's results page renders no <main>,
// so screen-reader users cannot jump to its results (axe: landmark-one-main).
// Pages opt in through NeedsMainLandmark; every other page is unchanged.
type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  const needsMain = useContext(NeedsMainLandmark);
  return <Layout {...props}>{needsMain ? <main>{children}</main> : children}</Layout>;
}
