// What other parts of the client may use from the dashboard feature.
export { HomePage } from './HomePage';
