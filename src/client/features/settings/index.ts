// What other parts of the client may use from the settings feature.
export { SettingsPage } from './SettingsPage';
