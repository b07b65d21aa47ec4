/**
 * Mantine's styles travel with Mantine's components (/login shipped all 249 KB of Mantine's core sheet as
 * render-blocking CSS). Every component of @mantine/core reads its class names from `<Name>.module.mjs`, which has
 * a matching `styles/<Name>.layer.css`; at build this plugin makes each such module import its sheet, so a
 * component's CSS lands in the chunk that holds the component: the first screen gets the sheets of the components
 * it renders, a lazy page brings the rest. A component's module imports the components it is built on first, so
 * their sheets come first, as Mantine requires.
 *
 * The sheets are the `@layer mantine` variants: app CSS (touch-targets.css) and the dates, notifications and charts
 * sheets, unlayered, win over them whatever order the chunks load in, as they did over the single sheet they
 * followed. main.tsx imports the baseline, the default variables and the global classes.
 *
 * Vite's dev server serves @mantine/core pre-bundled, without the modules to hook into: there the entry (main.tsx)
 * imports the full sheet.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STYLES_DIR = fileURLToPath(new URL('../node_modules/@mantine/core/styles/', import.meta.url));
const COMPONENT_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].+[\\/](\w+)\.module\.mjs$/;
const ENTRY = /[\\/]src[\\/]web[\\/]main\.tsx$/;

/** The sheet a module of @mantine/core needs, if any. */
export function componentSheet(moduleId: string): string | undefined {
  const name = COMPONENT_MODULE.exec(moduleId)?.[1];
  if (name === undefined || !existsSync(`${STYLES_DIR}${name}.layer.css`)) return undefined;
  return `@mantine/core/styles/${name}.layer.css`;
}

export function mantineComponentCss(): Plugin {
  let serving = false;
  return {
    name: 'nabavka-mantine-component-css',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      if (serving) {
        return ENTRY.test(id)
          ? { code: `import '@mantine/core/styles.layer.css';\n${code}`, map: null }
          : null;
      }
      const sheet = componentSheet(id);
      return sheet === undefined ? null : { code: `${code}\nimport '${sheet}';\n`, map: null };
    },
  };
}
