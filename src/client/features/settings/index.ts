// What other parts of the client may use from the settings feature.
import { settingsMessages } from './messages';

// The chunk resolves only once its texts are in: the screen never renders a key.
await settingsMessages.ensure();

export { SettingsPage } from './SettingsPage';
