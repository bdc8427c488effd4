/** The communications area: settings and accounts, confirmations and reminders, the log, SMS credits. */

export { communicationsRoutes } from './communications.routes';
export { communicationsJobs, communicationsPollers } from './communications-jobs';
export { addSmsPack, creditPeriod, offerSms, smsCreditsOfSender } from './credits/sms-credits.service';
export { devOutboxRoutes } from './dev-outbox.routes';
export { sentSmsCounts } from './logs/communication-logs.service';
export { type Channels, channelsFromConfig } from './sending/channels';
export { createMessenger } from './sending/messenger';
