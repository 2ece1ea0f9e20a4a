import { paisaOfTaka, type BasisPoints, type Paisa } from '../format/money';
import { applicantCategories, type ApplicantCategory } from '../membership/membership';
import { accountPagePath } from './account-page';

/**
 * The member's account (docs/money.md), free of zod so that pages show labels and limits before
 * a schema loads: what its entries, bills and standings are called, the prices and tax codes
 * with their defaults, and the messages the server answers with.
 */

/**
 * An entry of the ledger. Positive amounts are owed to the club, negative ones are in the
 * member's favour. `charge`: something supplied (a line of a bill, or waiting for the next
 * monthly bill); `charge_reversal`: a charge taken back before it was billed (a cancellation);
 * `credit_note`: a line of a credit note, against a billed charge; `opening_balance`: what the
 * club's old books said; `payment`, `payment_reversal` (a bounced cheque, a payment recorded by
 * mistake) and `refund` move money.
 */
export const ledgerEntryKinds = ['charge', 'charge_reversal', 'credit_note', 'opening_balance', 'payment', 'payment_reversal', 'refund'] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];
export const ledgerEntryKindLabels: Record<LedgerEntryKind, string> = {
  charge: 'Charge',
  charge_reversal: 'Reversal',
  credit_note: 'Credit note',
  opening_balance: 'Opening balance',
  payment: 'Payment',
  payment_reversal: 'Payment reversed',
  refund: 'Refund',
};

/** What a charge is for: its line on a bill, and the VAT register's grouping. */
export const chargeServices = [
  'registration_fee',
  'entrance_fee',
  'subscription',
  'reinstatement',
  'guest_green_fee',
  'room',
  'hall',
  'tournament',
  'restaurant',
  'pro_shop',
  'other',
] as const;
export type ChargeService = (typeof chargeServices)[number];
export const chargeServiceLabels: Record<ChargeService, string> = {
  registration_fee: 'Registration fee',
  entrance_fee: 'Entrance fee',
  subscription: 'Monthly subscription',
  reinstatement: 'Reinstatement',
  guest_green_fee: 'Guest green fee',
  room: 'Guest room',
  hall: 'Convention hall',
  tournament: 'Tournament entry',
  restaurant: 'Restaurant',
  pro_shop: 'Pro shop',
  other: 'Other',
};
/** What staff post at the counter. */
export const counterServices = ['restaurant', 'pro_shop'] as const satisfies readonly ChargeService[];
export type CounterService = (typeof counterServices)[number];

/** A bill's status: `void` once credit notes took all of it off. */
export const invoiceStatuses = ['open', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export const invoiceStatusLabels: Record<InvoiceStatus, string> = { open: 'Open', paid: 'Paid', void: 'Void' };

/** A document of the account: a tax invoice, a credit note, or a balance brought forward from the old books (owed). */
export const documentKinds = ['invoice', 'credit_note', 'opening_balance'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** A member's standing (`GET /api/member/account`). */
export const standings = ['active', 'payment_due', 'on_hold', 'suspended'] as const;
export type Standing = (typeof standings)[number];
export const standingLabels: Record<Standing, string> = { active: 'Active', payment_due: 'Payment due', on_hold: 'On hold', suspended: 'Suspended' };

/** How money came in. `wallet` is the online payment; staff record the others with a reference. */
export const paymentMethods = ['wallet', 'cash', 'cheque', 'bank_transfer', 'card_machine'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const offlinePaymentMethods = ['cash', 'cheque', 'bank_transfer', 'card_machine'] as const satisfies readonly PaymentMethod[];
export type OfflinePaymentMethod = (typeof offlinePaymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  wallet: 'Mobile wallet',
  cash: 'Cash',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
  card_machine: 'Card machine',
};

/**
 * Tax codes, with the rate each starts with (basis points: 15 % is 1500). Rates are
 * effective-dated: a new rate is a new row from its date (docs/money.md). The registration fee's
 * rate is the checkout's (spec: 10 %), and stays fixed.
 */
export const taxCodes = ['vat_standard', 'registration_fee', 'exempt'] as const;
export type TaxCode = (typeof taxCodes)[number];
export const taxCodeLabels: Record<TaxCode, string> = { vat_standard: 'VAT (standard)', registration_fee: 'Registration fee tax', exempt: 'Exempt' };
export const defaultTaxRates: Record<TaxCode, BasisPoints> = { vat_standard: 1500, registration_fee: 1000, exempt: 0 };
/** Staff may add rates to these codes; the registration fee's is the checkout's. */
export const editableTaxCodes = ['vat_standard', 'exempt'] as const satisfies readonly TaxCode[];

/** A rate in basis points as people read it: 1500 → "15", 750 → "7.5". */
export const ratePercent = (rate: BasisPoints): number => rate / 100;

/**
 * The prices staff set under Billing, each before VAT and with its tax code. Per category: the
 * monthly subscription and the entrance fee; once for the club: the rest. A tournament's entry
 * fee is set on the tournament.
 */
export const clubPriceKeys = ['guest_green_fee', 'room_night', 'hall_session'] as const;
export type ClubPriceKey = (typeof clubPriceKeys)[number];
export type CategoryPriceKind = 'subscription' | 'entrance';
export const categoryPriceKey = (kind: CategoryPriceKind, category: ApplicantCategory) => `${kind}:${category}` as const;
export type PriceKey = ClubPriceKey | ReturnType<typeof categoryPriceKey>;

/**
 * The six application categories take the prices of the five on `/membership` (whole taka): the
 * defence officers' (serving or retired), the government officers', civil and others' (Non
 * Military), corporate, foreigners'.
 */
const categoryPricesTaka: Record<ApplicantCategory, { subscription: number; entrance: number }> = {
  'Serving Defence Officer': { subscription: 500, entrance: 5_000 },
  'Retired Defence Officer': { subscription: 500, entrance: 5_000 },
  'Government Officer': { subscription: 800, entrance: 1_00_000 },
  'Non Military': { subscription: 1_200, entrance: 3_00_000 },
  'Corporate/Business': { subscription: 1_500, entrance: 10_00_000 },
  'Foreigner/Diplomat': { subscription: 2_000, entrance: 6_00_000 },
};
const clubPricesTaka: Record<ClubPriceKey, number> = { guest_green_fee: 1_000, room_night: 3_000, hall_session: 25_000 };

/** Every price the club starts with: before VAT, at the standard rate. */
export const defaultPrices: { key: PriceKey; amountPaisa: Paisa; taxCode: TaxCode }[] = [
  ...applicantCategories.flatMap((category) =>
    (['subscription', 'entrance'] as const).map((kind) => ({ key: categoryPriceKey(kind, category), amountPaisa: paisaOfTaka(categoryPricesTaka[category][kind]), taxCode: 'vat_standard' as const })),
  ),
  ...clubPriceKeys.map((key) => ({ key, amountPaisa: paisaOfTaka(clubPricesTaka[key]), taxCode: 'vat_standard' as const })),
];

/** The rules of bills, standing and reminders (settings under Billing), with their defaults. */
export const defaultBillingRules = {
  /** Days from a bill's issue to its due date. */
  dueDays: 15,
  paymentDueAfterMonths: 3,
  onHoldAfterMonths: 6,
  suspendAfterMonths: 12,
  /** What reinstatement after a suspension costs, in percent of the category's entrance fee. */
  reinstatementPercent: 20,
  /** Reminders, in days from the due date: a week before, on it, a week and a month after. */
  reminderDays: [-7, 0, 7, 30],
  /** The club's Business Identification Number, printed on every tax invoice (Mushak-6.3). */
  bin: '',
};
export type BillingRules = typeof defaultBillingRules;

/** The entrance fee is paid in full, or in 2 to 12 monthly instalments chosen at approval. */
export const entranceInstalments = { min: 1, max: 12 } as const;
export const entranceInstalmentsMessage = 'The entrance fee is paid in full (1) or in 2 to 12 monthly instalments.';

export const billingMessages = {
  amountNotPositive: 'The amount must be more than 0.',
  amountNotWholePaisa: 'The amount must be whole paisa.',
  unknownMember: 'No member has this member ID.',
  notCurrentMonth: 'A billing run can only be started for the current month.',
  invoiceNotOpen: 'This invoice is not open: it is paid or void.',
  invoiceNotFound: 'Invoice not found.',
  nothingToPay: 'There is nothing to pay on your account.',
  alreadyPaid: 'This was paid meanwhile: nothing more is due.',
  refundOverCredit: 'A refund can only return credit on the account.',
  creditOverInvoice: 'A credit note cannot take off more than is left of the invoice.',
  referenceRequired: 'Please give the reference (receipt book number, cheque number or transfer id).',
  reasonRequired: 'Please give a reason.',
} as const;

/** Why an on-hold member is refused a booking, with what to pay (formatted) and where. */
export const onHoldMessage = (overdue: string) =>
  `Your membership is on hold: ${overdue} is overdue. Please pay it on your Account page (${accountPagePath}) to book again.`;
