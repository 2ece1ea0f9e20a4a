import type { AppInstance } from './app-instance';

/**
 * For a plugin whose writes change what public pages show: after each successful write, this
 * server reads the content version again, so its next page shows the change (others follow
 * within `maxAgeMs`).
 */
export function followContentWrites(app: AppInstance) {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) app.contentVersion.changed();
  });
}
