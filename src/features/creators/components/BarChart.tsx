/**
 * A bar chart in plain SVG, with the same figures as a table for anyone who
 * does not see the picture (the SVG is one image named by the caption and a
 * one-line summary; the table sits in a disclosure that the keyboard opens).
 * The caption is the section's <h3>, as the empty state's heading is, so
 * people moving by headings find the section whether it has data or not.
 * Columns suit short labels (months), rows long ones (creation titles).
 * Colours come from the design tokens' CSS variables only.
 */

/**
 * External dependencies
 */
import { useId } from 'react';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export interface Bar {
	/** Stable key. */
	key: string;
	/** Under (columns) or above (rows) the bar. */
	label: string;
	/** The label in full, for the table (defaults to label). */
	fullLabel?: string;
	value: number;
	/** The value as people read it ("$3.50", "12"). */
	display: string;
}

export interface BarChartProps {
	title: string;
	/** One sentence saying what the chart shows, read with it. */
	summary: string;
	/** The table's heading of the labels column. */
	labelHeading: string;
	/** The table's heading of the values column. */
	valueHeading: string;
	bars: Bar[];
	orientation?: 'columns' | 'rows';
}

const Figure = styled.figure`
	margin: 0 0 1.5rem;

	figcaption {
		margin: 0 0 0.5rem;
	}

	figcaption h3 {
		margin: 0;
	}

	svg {
		display: block;
		width: 100%;
		height: auto;
		max-width: 40rem;
	}

	.pp-bar {
		fill: var( --pp-color-primary );
	}

	.pp-axis {
		stroke: var( --pp-color-border );
	}

	text {
		fill: var( --pp-color-foreground );
		font-size: 12px;
	}

	table {
		border-collapse: collapse;
		margin: 0.5rem 0 0;
	}

	th,
	td {
		padding: 0.25rem 0.75rem 0.25rem 0;
		text-align: left;
	}

	summary {
		cursor: pointer;
		margin: 0.5rem 0 0;
	}
`;

const WIDTH = 600;

function Columns( { bars }: { bars: Bar[] } ) {
	const height = 200;
	const top = 20;
	const axis = 170;
	const max = Math.max( 0, ...bars.map( ( bar ) => bar.value ) );
	const min = Math.min( 0, ...bars.map( ( bar ) => bar.value ) );
	const span = max - min || 1;
	const zero = top + ( ( axis - top ) * max ) / span;
	const slot = WIDTH / Math.max( bars.length, 1 );
	return (
		<>
			{ bars.map( ( bar, index ) => {
				const size = ( ( axis - top ) * Math.abs( bar.value ) ) / span;
				const x = index * slot + slot * 0.15;
				return (
					<g key={ bar.key }>
						<rect
							className="pp-bar"
							x={ x }
							y={ bar.value >= 0 ? zero - size : zero }
							width={ slot * 0.7 }
							height={ size }
						>
							<title>{ `${ bar.label }: ${ bar.display }` }</title>
						</rect>
						<text
							x={ x + slot * 0.35 }
							y={ height - 8 }
							textAnchor="middle"
						>
							{ bar.label }
						</text>
					</g>
				);
			} ) }
			<line
				className="pp-axis"
				x1={ 0 }
				x2={ WIDTH }
				y1={ zero }
				y2={ zero }
			/>
		</>
	);
}

function Rows( { bars }: { bars: Bar[] } ) {
	const max = Math.max( 1, ...bars.map( ( bar ) => bar.value ) );
	const room = WIDTH - 80;
	return (
		<>
			{ bars.map( ( bar, index ) => {
				const y = index * 40;
				const size = ( room * Math.max( 0, bar.value ) ) / max;
				return (
					<g key={ bar.key }>
						<text x={ 0 } y={ y + 14 }>
							{ bar.label }
						</text>
						<rect
							className="pp-bar"
							x={ 0 }
							y={ y + 20 }
							width={ size }
							height={ 12 }
						>
							<title>{ `${ bar.label }: ${ bar.display }` }</title>
						</rect>
						<text x={ size + 6 } y={ y + 31 }>
							{ bar.display }
						</text>
					</g>
				);
			} ) }
		</>
	);
}

export function BarChart( {
	title,
	summary,
	labelHeading,
	valueHeading,
	bars,
	orientation = 'columns',
}: BarChartProps ) {
	const captionId = useId();
	const summaryId = useId();
	const height =
		orientation === 'rows' ? Math.max( 1, bars.length ) * 40 : 200;
	return (
		<Figure aria-labelledby={ captionId }>
			<figcaption>
				<h3 id={ captionId }>{ title }</h3>
			</figcaption>
			<p id={ summaryId }>{ summary }</p>
			<svg
				role="img"
				aria-labelledby={ captionId }
				aria-describedby={ summaryId }
				viewBox={ `0 0 ${ WIDTH } ${ height }` }
				focusable="false"
			>
				{ orientation === 'rows' ? (
					<Rows bars={ bars } />
				) : (
					<Columns bars={ bars } />
				) }
			</svg>
			<details>
				<summary>
					{ __( 'Show the figures as a table', 'playpal' ) }
				</summary>
				<table>
					<caption>{ title }</caption>
					<thead>
						<tr>
							<th scope="col">{ labelHeading }</th>
							<th scope="col">{ valueHeading }</th>
						</tr>
					</thead>
					<tbody>
						{ bars.map( ( bar ) => (
							<tr key={ bar.key }>
								<th scope="row">
									{ bar.fullLabel ?? bar.label }
								</th>
								<td>{ bar.display }</td>
							</tr>
						) ) }
					</tbody>
				</table>
			</details>
		</Figure>
	);
}
