// What other parts of the client may use from the placeholders feature.
export { PlaceholderPage } from './PlaceholderPage';
