/**
 * Shapes of the creator's own figures: pp/v1/creator/dashboard and
 * pp/v1/creator/earnings (docs/MEMBERS.md, Create It Forward). Every amount
 * is Money — `{amount, currency}` in the currency's ISO 4217 minor units —
 * and a figure that may span currencies is a list with one amount per
 * currency (never empty, never a sum across currencies).
 */

/**
 * Internal dependencies
 */
import type { Money } from '../../lib/money';

/** The balance in one currency. */
export interface Balance {
	currency: string;
	earned: Money;
	/** What sales past the refund window still earn. */
	payable: Money;
	pending: Money;
	paid: Money;
	/** Below zero when a refund came after a payout: carried forward. */
	due: Money;
}

export interface Payout {
	/** YYYY-MM-DD. */
	paidOn: string;
	amount: Money;
	reference: string;
}

/** One creation's figures, merged into its card by id. */
export interface CreationFigures {
	id: number;
	title: string;
	downloads: number;
	earnings: Money[];
	rating: number;
	ratingCount: number;
}

export interface DashboardTotals {
	earnings: Money[];
	downloads: number;
	creations: number;
	rating: number;
	ratingCount: number;
}

export interface DashboardResponse {
	/** The store's currency now. */
	currency: string;
	totals: DashboardTotals;
	creations: CreationFigures[];
	/** The last 12 months in the site's calendar, oldest first. */
	earningsByMonth: { month: string; earnings: Money[] }[];
	/** Most downloaded first. */
	downloadsByCreation: { id: number; title: string; downloads: number }[];
	/** One per currency the creator earned or was paid in. */
	balances: Balance[];
	payouts: Payout[];
}

export interface StatementEntry {
	date: string;
	orderId: number;
	productId: number;
	kind: 'sale' | 'reversal';
	reason: string;
	sale: Money;
	amount: Money;
}

/** A month's totals in one currency. */
export interface StatementTotals {
	currency: string;
	opening: Money;
	sales: Money;
	refunds: Money;
	commission: Money;
	closing: Money;
}

export interface Statement {
	month: string;
	/** One line per currency. */
	totals: StatementTotals[];
	entries: StatementEntry[];
}

export interface EarningsResponse {
	/** The store's currency now. */
	currency: string;
	balances: Balance[];
	statement: Statement;
	payouts: Payout[];
}
