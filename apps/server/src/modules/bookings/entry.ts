/** What other areas may use of bookings: the only file of it they import (docs/architecture.md). */
export { bookTeeTime, joinWaitlist, releaseTeeTimesOf, tooFewPlacesMessage } from './tee-times/service';
export { readTeeTimeSettings } from './tee-times/settings';
