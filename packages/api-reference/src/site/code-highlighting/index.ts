import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// The classic theme loads Prism at startup, in a client module that registers
// the extra languages. Our code blocks load Prism only when the browser has to
// highlight (packages/api-reference/src/theme/CodeLines), and register the languages there; this
// swaps that client module for an empty one so Prism leaves the main bundle.
const startupModule = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/**
 * Prism grammars the sites add to prism-react-renderer's built-in set (which
 * has JavaScript, JSON, Python and Go): the code samples' other languages.
 * PHP's grammar builds on markup-templating, which must come before it.
 */
export const additionalLanguages = ['bash', 'powerquery', 'markup-templating', 'php', 'ruby', 'java'];

export default function codeHighlightingPlugin(): Plugin {
  return {
    name: 'code-highlighting',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(startupModule, path.join(__dirname, 'no-prism-at-startup.ts'))],
      };
    },
  };
}
