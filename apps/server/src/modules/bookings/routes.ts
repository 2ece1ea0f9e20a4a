import type { AppInstance } from '../../http/app-instance';
import { roomsAndHallRoutes } from './member/room-and-hall-routes';
import { teeTimeRoutes } from './member/tee-time-routes';
import { hallRequestRoutes } from './public/hall-request-routes';
import { roomsAndHallConsoleRoutes } from './staff/room-and-hall-routes';
import { teeSheetRoutes } from './staff/tee-sheet-routes';

/** What members reserve: tee times, guest rooms and the convention hall; and the staff's side of each. */
export async function bookingsAreaRoutes(app: AppInstance) {
  await app.register(hallRequestRoutes);
  await app.register(teeTimeRoutes);
  await app.register(roomsAndHallRoutes);
  await app.register(teeSheetRoutes);
  await app.register(roomsAndHallConsoleRoutes);
}
