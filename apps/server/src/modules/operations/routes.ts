import type { AppInstance } from '../../http/app-instance';
import { jobsRoutes } from './staff/jobs-routes';

/** Running the club's server: its background jobs, and what failed of them. */
export async function operationsAreaRoutes(app: AppInstance) {
  await app.register(jobsRoutes);
}
