import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {NeedsMainLandmark} from '@site/src/components/MainLandmark';

// Why this wrap exists: see src/theme/Layout — the plugin's page has no <main>.
export default function SearchPageWrapper(): ReactNode {
  return (
    <NeedsMainLandmark.Provider value={true}>
      <SearchPage />
    </NeedsMainLandmark.Provider>
  );
}
