// Loaded with --import before any client test module: React and Testing
// Library need the DOM globals to exist when they are first imported.
import { GlobalRegistrator } from '@happy-dom/global-registrator';

GlobalRegistrator.register({ url: 'http://localhost:3000/' });

// Tells React that tests wrap updates in act(), so it warns about stray ones.
(globalThis as typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Every test sees the whole dictionaries, as if every feature's messages had loaded.
const { installMessages } = await import('../src/client/core/i18n');
for (const language of ['en', 'ro', 'es'] as const) {
  const { default: messages } = await import(`../i18n/${language}.json`, { with: { type: 'json' } });
  installMessages(language, messages as Record<string, unknown>);
}
