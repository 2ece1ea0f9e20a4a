import type { FastifyBaseLogger } from 'fastify';
import { leaderboardHeartbeatMs, leaderboardPollMs } from '@rgcc/shared/golf/live-scoring-constants';
import type { Database } from '../../../db/client';
import { leaderboardOf, leaderboardVersionsOf, publicLeaderboard } from './leaderboard';

/** Where a viewer's events go: an open response (a Server-Sent Events stream). */
export interface LeaderboardViewer {
  write(chunk: string): boolean;
  /** True while the connection's buffer is full: the viewer gets the latest leaderboard when it drains. */
  readonly writableNeedDrain: boolean;
  once(event: 'drain', listener: () => void): unknown;
  end(): unknown;
}

interface Watched {
  viewers: Set<LeaderboardViewer>;
  /** The version the last message was made from, and the message (an SSE event with its id). */
  version: number;
  message: string | null;
  /** A computation is under way; `again`: a change came meanwhile, look once more after it. */
  busy: boolean;
  again: boolean;
}

/** One Server-Sent Event: its id is the leaderboard's version. */
const eventMessage = (version: number, json: string) => `id: ${version}\nevent: leaderboard\ndata: ${json}\n\n`;

/**
 * The live leaderboards this server streams to its viewers (decision 0037). Nothing here is
 * needed by another server: the version of each leaderboard is in the database, and while this
 * server has viewers of a tournament it reads that version about once a second (one query for all
 * the tournaments watched), computes the leaderboard once per change and sends it to each of its
 * viewers. A score written through this server is pushed at once (`changed`).
 */
export class LiveLeaderboards {
  private readonly watched = new Map<number, Watched>();
  private poller: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private polling = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = leaderboardPollMs,
    private readonly heartbeatMs = leaderboardHeartbeatMs,
  ) {}

  /** How many viewers this server streams to (the benchmark and the tests read it). */
  get viewerCount(): number {
    let viewers = 0;
    for (const each of this.watched.values()) viewers += each.viewers.size;
    return viewers;
  }

  /**
   * Adds a viewer and sends it the leaderboard as it is now (or, when it already has that version
   * from before a reconnection, nothing until it changes). Returns what to call when it leaves.
   */
  async watch(eventId: number, viewer: LeaderboardViewer, lastVersion: number | null): Promise<() => void> {
    let watched = this.watched.get(eventId);
    if (!watched) {
      watched = { viewers: new Set(), version: -1, message: null, busy: false, again: false };
      this.watched.set(eventId, watched);
      this.startTimers();
    }
    watched.viewers.add(viewer);
    if (watched.message === null) await this.refresh(eventId);
    // Null still: a computation under way sends it to every viewer, this one included.
    if (watched.message !== null && watched.version !== lastVersion && sentVersion.get(viewer) !== watched.version) this.send(viewer, watched.version, watched.message);
    return () => {
      watched.viewers.delete(viewer);
      if (watched.viewers.size === 0 && this.watched.get(eventId) === watched) this.watched.delete(eventId);
      if (this.watched.size === 0) this.stopTimers();
    };
  }

  /** A score of this tournament was written through this server: its viewers see it now. */
  changed(eventId: number): void {
    if (this.watched.has(eventId)) void this.refresh(eventId);
  }

  /** Ends every stream, so that the server can close (browsers reconnect to another). */
  close(): void {
    this.stopTimers();
    for (const watched of this.watched.values()) for (const viewer of watched.viewers) viewer.end();
    this.watched.clear();
  }

  private startTimers() {
    if (this.poller) return;
    this.poller = setInterval(() => void this.poll(), this.pollMs);
    this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
    this.poller.unref();
    this.heartbeat.unref();
  }

  private stopTimers() {
    if (this.poller) clearInterval(this.poller);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.poller = null;
    this.heartbeat = null;
  }

  /** One query for every tournament watched: those whose version moved are computed again. */
  private async poll() {
    if (this.polling || this.watched.size === 0) return;
    this.polling = true;
    try {
      const versions = await leaderboardVersionsOf(this.db, [...this.watched.keys()]);
      for (const [eventId, version] of versions) {
        const watched = this.watched.get(eventId);
        if (watched && watched.version !== version) void this.refresh(eventId);
      }
    } catch (error) {
      this.log.error({ err: error }, 'reading the leaderboards’ versions failed');
    } finally {
      this.polling = false;
    }
  }

  /** Computes the leaderboard once and sends it to every viewer, unless nothing moved. */
  private async refresh(eventId: number): Promise<void> {
    const watched = this.watched.get(eventId);
    if (!watched) return;
    if (watched.busy) {
      watched.again = true;
      return;
    }
    watched.busy = true;
    try {
      do {
        watched.again = false;
        const board = await leaderboardOf(this.db, eventId);
        if (board.version === watched.version && watched.message !== null) continue;
        watched.version = board.version;
        watched.message = eventMessage(board.version, JSON.stringify(publicLeaderboard(board)));
        for (const viewer of watched.viewers) this.send(viewer, board.version, watched.message);
      } while (watched.again);
    } catch (error) {
      // A tournament deleted or withdrawn from view: its viewers keep the last leaderboard.
      this.log.warn({ err: error, eventId }, 'the live leaderboard could not be computed');
    } finally {
      watched.busy = false;
    }
  }

  /** A viewer whose connection is still sending the previous message gets the latest once it drains. */
  private send(viewer: LeaderboardViewer, version: number, message: string) {
    sentVersion.set(viewer, version);
    if (viewer.writableNeedDrain) {
      pending.set(viewer, message);
      if (!draining.has(viewer)) {
        draining.add(viewer);
        viewer.once('drain', () => {
          draining.delete(viewer);
          const latest = pending.get(viewer);
          pending.delete(viewer);
          if (latest) viewer.write(latest);
        });
      }
      return;
    }
    viewer.write(message);
  }

  private beat() {
    for (const watched of this.watched.values()) for (const viewer of watched.viewers) if (!viewer.writableNeedDrain) viewer.write(': keep-alive\n\n');
  }
}

const sentVersion = new WeakMap<LeaderboardViewer, number>();
const pending = new WeakMap<LeaderboardViewer, string>();
const draining = new WeakSet<LeaderboardViewer>();
