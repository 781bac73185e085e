// Every Spanish namespace, bundled together: the one file fetched when Spanish is in use.
import type { ComponentsJSON } from '@nanostores/i18n';
import { namespacesOf } from '../namespaces.ts';

export default namespacesOf(
  import.meta.glob<ComponentsJSON[string]>('./*.json', { eager: true, import: 'default' }),
);
