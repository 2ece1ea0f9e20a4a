/** What the member is about to cancel, named as the dialog asks about it. */
export interface Cancelling {
  kind: 'room' | 'hall';
  id: number;
  what: string;
}
