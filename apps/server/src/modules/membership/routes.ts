import type { AppInstance } from '../../http/app-instance';
import type { FileStorage } from '../../infra/storage/file-storage';
import { cardSigningKey } from './member-card/service';
import { memberCardRoutes } from './member/card-routes';
import { profileRoutes } from './member/profile-routes';
import { cardCheckRoutes } from './public/card-check-routes';
import { registrationRoutes } from './public/registration-routes';
import { uploadRoutes } from './public/upload-routes';
import { applicationsReviewRoutes } from './staff/application-routes';
import { membersRoutes } from './staff/member-routes';
import { registerRoutes } from './staff/register-routes';

/** Becoming and being a member: the application, its review, the register of members and the card. */
export async function membershipAreaRoutes(app: AppInstance, { storage }: { storage: FileStorage }) {
  const cardKey = await cardSigningKey(app.deps.db);
  await app.register(uploadRoutes, { storage });
  await app.register(registrationRoutes);
  await app.register(cardCheckRoutes, { storage, cardKey });
  await app.register(profileRoutes);
  await app.register(memberCardRoutes, { cardKey });
  await app.register(applicationsReviewRoutes, { storage });
  await app.register(membersRoutes);
  await app.register(registerRoutes);
}
