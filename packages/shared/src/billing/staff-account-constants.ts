import { chargeServiceLabels, type CounterService } from './account-constants';

/**
 * What staff do to a member's account under Billing (docs/money.md), free of zod so that the
 * console's pages show labels and messages before a schema loads: the counter, credit notes,
 * refunds, reversed payments, opening balances, and the prices, tax rates and rules.
 */

export const staffBillingMessages = {
  itemsRequired: 'Add at least one item.',
  tooManyItems: 'At most 50 items at once.',
  descriptionRequired: 'Please describe the item.',
  quantity: 'The quantity must be a whole number from 1 to 999.',
  productNotFound: 'This product is not in the pro shop any more.',
  invoiceVoid: 'This invoice is void: nothing is left to credit.',
  notAnInvoice: 'Only a tax invoice can be credited.',
  lineNotOnInvoice: 'This line is not on the invoice.',
  creditOverLine: 'A credit cannot take off more than is left of the line.',
  nothingLeftToCredit: 'Nothing is left of this invoice to credit.',
  receiptNotFound: 'No payment of this member has this receipt number.',
  receiptNumber: 'Enter a receipt number such as R-000123.',
  walletNotReversible: 'Only money taken at the office can be reversed here; a wallet payment is refunded through the wallet.',
  alreadyReversed: 'This payment was reversed already.',
  openingBalanceZero: 'The opening balance cannot be 0.',
  openingBalanceExists: 'This member already has an opening balance.',
  openingBalanceDiffers: (amount: string) => `This member already has an opening balance of ${amount}.`,
  openingBalanceRepeated: 'This member is on an earlier line of the file too.',
  openingBalanceAmount: 'Write the amount in taka with up to 2 decimals, such as 1500.50, or -200 for credit.',
  tooManyRows: 'At most 10,000 rows at once.',
  unknownMemberInFile: (memberId: string) => `No member has the ID ${memberId}.`,
  rowsChanged: 'The accounts have changed since the preview: check the file again to see what differs.',
  taxCodeNotEditable: 'The registration fee’s rate is the checkout’s: it cannot be changed.',
  ratePercent: 'The rate must be a percentage from 0 to 100, with up to 2 decimals.',
  rateFrom: 'Give the day the rate starts.',
  rateFromPast: 'A new rate starts today or later: invoices already issued keep theirs.',
  rateExists: 'This tax code already has a rate from that day: rates are never overwritten.',
  priceNotNegative: 'A price cannot be below 0.',
  unknownPrice: 'This is not one of the club’s prices.',
} as const;

/** What the console says after each action. */
export const staffBillingReplies = {
  charged: (count: number, total: string) => `${count === 1 ? 'The charge' : `${count} charges`} of ${total} will be on the next monthly invoice.`,
  creditNote: (number: string, total: string) => `Credit note ${number} issued for ${total}.`,
  refund: (amount: string) => `Refund of ${amount} recorded.`,
  reversed: (receipt: string) => `Payment ${receipt} reversed: the bills it paid are open again.`,
  openingOwed: (number: string, amount: string) => `Opening balance of ${amount} owed, as ${number}.`,
  openingCredit: (amount: string) => `Opening balance of ${amount} in credit.`,
  imported: (created: number, unchanged: number) =>
    `${created} ${created === 1 ? 'opening balance was' : 'opening balances were'} written; ${unchanged} ${unchanged === 1 ? 'was' : 'were'} already there as they are.`,
  pricesSaved: 'Prices saved. The next charges and runs use them.',
  rulesSaved: 'Billing rules saved.',
  rateAdded: (code: string, rate: string, from: string) => `${code}: ${rate} % from ${from}. Invoices issued before keep their rate.`,
  nothingChanged: 'Nothing has changed, so nothing was saved.',
} as const;

/** A counter charge's line when staff enter one amount rather than items. */
export const counterAmountLine: Record<CounterService, string> = {
  restaurant: `${chargeServiceLabels.restaurant} bill`,
  pro_shop: `${chargeServiceLabels.pro_shop} purchase`,
};

/** The opening balances' file: its columns (in any order and case), and its size. */
export const openingBalanceColumns = ['member_id', 'amount'] as const;
export const openingBalanceMaxRows = 10_000;
export const openingBalanceMaxBytes = 1024 * 1024;
export const openingBalanceFileMessages = {
  missing: 'Please choose a CSV file.',
  empty: 'The file is empty.',
  noRows: 'The file has a header but no rows.',
  type: 'The file must be CSV (.csv), UTF-8.',
  unreadable: 'The file could not be read as CSV.',
  tooLarge: 'The file is larger than 1 MB.',
  missingColumns: (columns: readonly string[]) => `The header lacks the column${columns.length > 1 ? 's' : ''} ${columns.join(', ')}.`,
} as const;
/** Every opening balance has this key: one per member. */
export const openingBalanceSourceKey = 'opening-balance';
