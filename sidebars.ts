import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
// Generated from openapi/rest-v1.yaml by `npm run gen`: the overview page,
// then one category per tag, in the spec's tag order.
import restSidebar from './docs/rest/v1/sidebar';

const sidebars = {
  docs: [
    {
      type: 'category',
      label: 'Introduction',
      collapsed: false,
      items: ['introduction', 'getting-started', 'dictionary', 'api-changes'],
    },
    {
      type: 'category',
      label: 'REST API',
      collapsed: false,
      items: restSidebar,
    },
    {
      type: 'category',
      label: 'Cube API (removed)',
      collapsed: true,
      items: ['cube/index', 'cube/auth', 'cube/meta', 'cube/load', 'cube/troubleshooting'],
    },
    {
      type: 'category',
      label: 'Integration guides',
      collapsed: false,
      items: ['power-bi'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
