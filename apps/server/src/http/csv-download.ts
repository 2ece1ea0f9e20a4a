import type { FastifyReply } from 'fastify';
import { clubToday } from '@rgcc/shared/format/club-date';

/** A CSV download named after what it holds and the day at the club. */
export const sendCsv = (reply: FastifyReply, name: string, csv: string) =>
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${clubToday()}.csv"`)
    .send(csv);
