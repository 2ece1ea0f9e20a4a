import { useState, type FormEvent } from 'react';
import { Minus, Plus } from 'lucide-react';
import { maxHoleStrokes, minHoleStrokes } from '@rgcc/shared/golf/golf-constants';
// Types only: the schema module would pull zod into the page's first load.
import type { ScoreConflict, Scorecard, ScoringSheet } from '@rgcc/shared/golf/live-scoring';
import { Button } from '@/components/ui/button';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { useSubmission } from '@/lib/use-submission';
import { formatNumber } from '@rgcc/shared/format/number';
import { scorecardTexts } from './scorecard-texts';

export type SendScores = (memberId: string, body: { strokes: (number | null)[]; version: number }) => Promise<Scorecard>;

const conflictOf = (error: unknown): ScoreConflict | null =>
  error instanceof ApiRequestError && error.status === 409 && (error.body as ScoreConflict | undefined)?.current ? (error.body as ScoreConflict) : null;

/**
 * Scoring on a phone (decision 0037): pick a player, then hole by hole with − and +. Each save
 * sends the card's version as it was read; when someone else changed the card meanwhile, the
 * server refuses and the page shows their strokes beside this scorer's, to keep or to save again.
 */
export function ScorecardEditor({ sheet, send }: { sheet: ScoringSheet; send: SendScores }) {
  const t = useTexts(scorecardTexts);
  const locale = useLocale();
  const [cards, setCards] = useState<Scorecard[]>(sheet.cards);
  const [memberId, setMemberId] = useState(sheet.cards[0]?.memberId ?? '');
  const card = cards.find((each) => each.memberId === memberId);
  const firstOpen = (of: Scorecard | undefined) => Math.max(0, of?.strokes.findIndex((strokes) => strokes === null) ?? 0);
  const [hole, setHole] = useState(firstOpen(card));
  const [draft, setDraft] = useState<number | null>(null);
  const [conflict, setConflict] = useState<{ hole: number; mine: number; theirs: number | null; message: string } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const replace = (next: Scorecard) => setCards((all) => all.map((each) => (each.memberId === next.memberId ? next : each)));
  const save = useSubmission({
    send: (input: { memberId: string; strokes: (number | null)[]; version: number }) => send(input.memberId, { strokes: input.strokes, version: input.version }),
    onSuccess: (next) => {
      replace(next);
      setSaved(t('savedForPlayer', { hole: hole + 1, strokes: next.strokes[hole] ?? '', name: next.name }));
      setConflict(null);
      setDraft(null);
      setHole((now) => Math.min(sheet.pars.length - 1, now + 1));
    },
    onError: (error, input) => {
      const refused = conflictOf(error);
      if (!refused?.current) return;
      replace(refused.current);
      // The server's message is kept with the conflict: saving again clears the submission's error first.
      setConflict({ hole, mine: input.strokes[hole]!, theirs: refused.current.strokes[hole] ?? null, message: (error as ApiRequestError).message });
    },
  });

  if (sheet.closedReason) return <p role="status" className="rounded-xl bg-sand-100 p-4 text-ink">{sheet.closedReason}</p>;
  if (!card) return <p className="text-ink">{t('nobodyToScore')}</p>;

  const par = sheet.pars[hole]!;
  const shown = draft ?? card.strokes[hole] ?? par;
  const choose = (next: string) => {
    setMemberId(next);
    setHole(firstOpen(cards.find((each) => each.memberId === next)));
    setDraft(null);
    setConflict(null);
    setSaved(null);
  };
  const goTo = (next: number) => {
    setHole(next);
    setDraft(null);
    setConflict(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    save.submit({ memberId: card.memberId, strokes: card.strokes.map((strokes, index) => (index === hole ? shown : strokes)), version: card.version });
  };
  const failure = save.isError && !conflictOf(save.error) ? errorMessage(save.error, t('couldNotSave')) : null;

  return (
    <form onSubmit={submit} className="mx-auto max-w-md space-y-5">
      <label className="block">
        <span className="mb-1 block font-semibold text-fairway-800">{t('player')}</span>
        <select value={memberId} onChange={(event) => choose(event.target.value)} className="w-full rounded-xl border border-fairway-200 bg-white px-3 py-3 text-lg">
          {cards.map((each) => (
            <option key={each.memberId} value={each.memberId}>
              {each.group === null ? each.name : t('playerInGroup', { group: each.group, name: each.name })}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-center justify-between gap-2">
        <Button variant="secondary" disabled={hole === 0} onClick={() => goTo(hole - 1)}>
          {t('previousHole')}
        </Button>
        <p className="text-center">
          <span className="block text-2xl font-semibold" data-testid="hole">
            {t('hole', { hole: hole + 1 })}
          </span>
          <span className="text-sm text-ink-muted">
            {t('parAndStrokeIndex', { par, strokeIndex: sheet.strokeIndexes[hole]! })}
          </span>
        </p>
        <Button variant="secondary" disabled={hole === sheet.pars.length - 1} onClick={() => goTo(hole + 1)}>
          {t('nextHole')}
        </Button>
      </div>
      <div className="flex items-center justify-center gap-4">
        <Button variant="secondary" aria-label={t('oneStrokeFewer')} disabled={shown <= minHoleStrokes} onClick={() => setDraft(shown - 1)}>
          <Minus aria-hidden="true" className="size-6" />
        </Button>
        <label className="text-center">
          <span className="sr-only">{t('strokesOnHole', { hole: hole + 1 })}</span>
          <input
            type="number"
            inputMode="numeric"
            min={minHoleStrokes}
            max={maxHoleStrokes}
            value={shown}
            onChange={(event) => setDraft(Math.min(maxHoleStrokes, Math.max(minHoleStrokes, Number(event.target.value) || minHoleStrokes)))}
            className="w-24 rounded-xl border border-fairway-200 px-2 py-3 text-center text-4xl font-semibold"
          />
        </label>
        <Button variant="secondary" aria-label={t('oneStrokeMore')} disabled={shown >= maxHoleStrokes} onClick={() => setDraft(shown + 1)}>
          <Plus aria-hidden="true" className="size-6" />
        </Button>
      </div>
      {conflict && conflict.hole === hole && (
        <div role="alert" className="rounded-xl bg-sand-100 p-4 text-ink">
          <p className="font-semibold">{conflict.message}</p>
          <p className="mt-2" data-testid="conflict">
            {t('conflict', { hole: hole + 1, theirs: conflict.theirs ?? t('notEntered'), mine: conflict.mine })}
          </p>
        </div>
      )}
      {failure && (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          {failure}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={save.isPending}>
        {t('saveHole', { hole: hole + 1 })}
      </Button>
      <p role="status" className="min-h-6 text-center text-fairway-800">
        {saved}
      </p>
      <ol aria-label={t('cardOf', { name: card.name })} className="grid grid-cols-9 gap-1 text-center text-sm">
        {card.strokes.map((strokes, index) => (
          <li key={index} className={`rounded p-1 ${index === hole ? 'bg-fairway-100 font-semibold' : 'bg-white'}`}>
            <span className="block text-xs text-ink-muted">{formatNumber(index + 1, locale)}</span>
            {strokes === null ? '–' : formatNumber(strokes, locale)}
          </li>
        ))}
      </ol>
    </form>
  );
}
