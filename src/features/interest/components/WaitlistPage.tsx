/**
 * The layout both waitlist pages share (SPEC §2 Interest pages): a hero, the
 * programme's figures, the sign-up form beside more figures, what happens
 * next and an FAQ. Each screen supplies only its words and numbers.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { Badge } from '../../../components';
import { Faq, type FaqItem } from './Faq';
import { FigureList, type Figure } from './FigureList';
import { InterestForm, type InterestFormProps } from './InterestForm';
import { Card, Container, Hero, Section, TwoColumns } from './page-layout';
import { TitledSection } from './TitledSection';
import { WhatHappensNext, type Step } from './WhatHappensNext';

export interface WaitlistPageProps {
	/** Prefix of the page's element ids, e.g. "pp-cif". */
	idPrefix: string;
	badge: string;
	title: string;
	intro: string;
	figuresHeading: string;
	figures: Figure[];
	joinHeading: string;
	/** Figures shown beside the form. */
	joinFigures: Figure[];
	form: InterestFormProps;
	/** Shown under the intro, e.g. a link for people who already take part. */
	heroAction?: ReactNode;
	steps: Step[];
	faq: FaqItem[];
}

export function WaitlistPage( {
	idPrefix,
	badge,
	title,
	intro,
	figuresHeading,
	figures,
	joinHeading,
	joinFigures,
	form,
	steps,
	faq,
	heroAction,
}: WaitlistPageProps ) {
	return (
		<>
			<Hero aria-labelledby={ `${ idPrefix }-title` }>
				<Container>
					<Badge variant="secondary">{ badge }</Badge>
					<h1 id={ `${ idPrefix }-title` }>{ title }</h1>
					<p>{ intro }</p>
					{ heroAction }
				</Container>
			</Hero>

			<TitledSection
				id={ `${ idPrefix }-figures` }
				title={ figuresHeading }
			>
				<FigureList figures={ figures } />
			</TitledSection>

			<Section aria-labelledby={ `${ idPrefix }-join` }>
				<Container>
					<TwoColumns>
						<div>
							<h2 id={ `${ idPrefix }-join` }>{ joinHeading }</h2>
							<FigureList figures={ joinFigures } />
						</div>
						<Card>
							<InterestForm { ...form } />
						</Card>
					</TwoColumns>
				</Container>
			</Section>

			<WhatHappensNext id={ `${ idPrefix }-next` } steps={ steps } />

			<Faq id={ `${ idPrefix }-faq` } items={ faq } />
		</>
	);
}
