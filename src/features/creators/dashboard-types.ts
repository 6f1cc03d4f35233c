/**
 * Shapes of the creator's own figures: pp/v1/creator/dashboard and
 * pp/v1/creator/earnings (docs/MEMBERS.md, Create It Forward). Amounts are
 * in currency units (3.5 for $3.50) in the answer's `currency`.
 */

export interface Balance {
	earned: number;
	payable: number;
	pending: number;
	paid: number;
	due: number;
}

export interface Payout {
	/** YYYY-MM-DD. */
	paidOn: string;
	amount: number;
	reference: string;
}

/** One creation's figures, merged into its card by id. */
export interface CreationFigures {
	id: number;
	title: string;
	downloads: number;
	earnings: number;
	rating: number;
	ratingCount: number;
}

export interface DashboardTotals {
	earnings: number;
	downloads: number;
	creations: number;
	rating: number;
	ratingCount: number;
}

export interface DashboardResponse {
	currency: string;
	totals: DashboardTotals;
	creations: CreationFigures[];
	/** The last 12 months in the site's calendar, oldest first. */
	earningsByMonth: { month: string; earnings: number }[];
	/** Most downloaded first. */
	downloadsByCreation: { id: number; title: string; downloads: number }[];
	balance: Balance;
	payouts: Payout[];
}

export interface StatementEntry {
	date: string;
	orderId: number;
	productId: number;
	kind: 'sale' | 'reversal';
	reason: string;
	sale: number;
	amount: number;
}

export interface Statement {
	month: string;
	opening: number;
	sales: number;
	refunds: number;
	commission: number;
	closing: number;
	entries: StatementEntry[];
}

export interface EarningsResponse {
	currency: string;
	balance: Balance;
	statement: Statement;
	payouts: Payout[];
}
