import type { StaffEvent } from '@rgcc/shared/content/club-events';
import type { AppInstance } from '../src/http/app-instance';

/** Staff retitle an event through the API of `app`, as the console does: read its form, change the title, save. */
export async function retitleEvent(app: AppInstance, staffCookie: string, eventId: number, title: string) {
  const headers = { cookie: staffCookie };
  const current = await app.inject({ method: 'GET', url: `/api/admin/events/${eventId}`, headers });
  if (current.statusCode !== 200) throw new Error(`could not read event ${eventId}: ${current.statusCode} ${current.body}`);
  const { id: _id, ...form } = current.json<StaffEvent>();
  const saved = await app.inject({ method: 'PUT', url: `/api/admin/events/${eventId}`, headers, payload: { ...form, title } });
  if (saved.statusCode !== 200) throw new Error(`could not retitle event ${eventId}: ${saved.statusCode} ${saved.body}`);
}
