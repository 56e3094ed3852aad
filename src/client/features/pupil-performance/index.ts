// What other parts of the client may use from the pupil performance feature.
import { pupilPerformanceMessages } from './messages';

// The chunk resolves only once its texts are in: the screen never renders a key.
await pupilPerformanceMessages.ensure();

export { PupilPerformancePage } from './PupilPerformancePage';
