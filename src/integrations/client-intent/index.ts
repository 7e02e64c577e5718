/** Registers `client:intent` (./directive.ts) with Astro: islands that hydrate when the visitor reaches for them. */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import type { IntentOptions } from './directive';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: IntentOptions | boolean;
  }
}

export default function clientIntent(): AstroIntegration {
  return {
    name: 'client-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)) });
      },
    },
  };
}
