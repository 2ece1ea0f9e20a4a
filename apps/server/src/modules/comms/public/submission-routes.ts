import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import { contactMessageSchema, newsletterSchema } from '@rgcc/shared/comms/contact';
import { newsletterConfirmSchema, newsletterUnsubscribeSchema } from '@rgcc/shared/comms/inbox';
import { restaurantRatingSchema } from '@rgcc/shared/comms/restaurant-rating';
import { defaultLocale } from '@rgcc/shared/format/locale';
import type { AppInstance } from '../../../http/app-instance';
import { writeRateLimit } from '../../../http/rate-limits';
import { acceptedLocale } from '../../../http/request-locale';
import { errorReplies } from '../../../http/route-parts';
import * as submissions from '../submissions/service';
import * as newsletter from '../submissions/newsletter';

const responses = { 201: messageReplySchema, ...errorReplies(400, 413, 429) };

export async function submissionRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  const rateLimit = writeRateLimit(config);
  // A visitor's language is that of the page they wrote from (the web sends it): later mails to them go in it.
  const languageOf = (request: Parameters<typeof acceptedLocale>[0]) => acceptedLocale(request) ?? defaultLocale;

  app.post(
    '/api/contact',
    { config: { rateLimit }, schema: { summary: 'Send the club a message', body: contactMessageSchema, response: responses } },
    async (request, reply) => reply.code(201).send(await submissions.saveContactMessage(db, config, request.body, languageOf(request))),
  );

  app.post(
    '/api/newsletter',
    { config: { rateLimit }, schema: { summary: 'Subscribe to the newsletter', body: newsletterSchema, response: responses } },
    async (request, reply) => {
      await newsletter.subscribeToNewsletter(db, config, request.body, languageOf(request));
      return reply.code(201).send({ message: 'Thank you for subscribing to our newsletter!' });
    },
  );

  // The links in the newsletter's mails; their pages send them on with one click.
  app.post(
    '/api/newsletter/confirm',
    {
      config: { rateLimit },
      schema: { summary: "Confirm a newsletter sign-up with the mailed link's token", body: newsletterConfirmSchema, response: { 200: messageReplySchema, ...responses } },
    },
    async (request) => newsletter.confirmSubscription(db, request.body),
  );

  app.post(
    '/api/newsletter/unsubscribe',
    {
      config: { rateLimit },
      schema: { summary: 'Unsubscribe from the newsletter with the link in any of its mails', body: newsletterUnsubscribeSchema, response: { 200: messageReplySchema, ...responses } },
    },
    async (request) => newsletter.unsubscribe(db, request.body),
  );

  app.post(
    '/api/restaurant/ratings',
    { config: { rateLimit }, schema: { summary: 'Rate the restaurant', body: restaurantRatingSchema, response: responses } },
    async (request, reply) => {
      await submissions.saveRestaurantRating(db, request.body);
      return reply.code(201).send({ message: 'Thank you for rating our restaurant!' });
    },
  );
}
