import React, {useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-init/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

// Why this wrap exists: on a phone the theme renders the closed mobile menu
// (every sidebar link) as soon as the page has loaded, and each of its links,
// though hidden, counts as on screen and prefetches its page: over 200
// requests and a long task on a slow phone. Here the menu renders when the
// reader reaches for its toggle (pointer down or focus), just before it opens,
// so it still slides in.
const toggleSelector = '.navbar__toggle';

export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const want = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(toggleSelector)) setWanted(true);
    };
    document.addEventListener('pointerdown', want, true);
    document.addEventListener('focusin', want, true);
    return () => {
      document.removeEventListener('pointerdown', want, true);
      document.removeEventListener('focusin', want, true);
    };
  }, [wanted]);
  return wanted || shown ? <MobileSidebar /> : null;
}
