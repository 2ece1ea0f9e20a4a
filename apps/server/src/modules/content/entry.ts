/** What other areas may use of content: the only file of it they import (docs/architecture.md). */
export { notificationAddress, readSetting, saveSetting, unchangedMessage } from './club-settings/service';
