/**
 * Site footer: the tagline, the site's links in three groups, and the year.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Link } from '../../components/AppLink';
import { LogoMark } from './icons';
import { getFooterLinkGroups } from './nav-links';

const Footer = styled.footer`
	margin-top: 4rem;
	background: var( --pp-color-muted );
	color: var( --pp-color-muted-foreground );
	border-top: 1px solid var( --pp-color-border );
`;

const Inner = styled.div`
	display: grid;
	grid-template-columns: repeat( auto-fit, minmax( 12rem, 1fr ) );
	gap: 2rem;
	max-width: 80rem;
	margin: 0 auto;
	padding: 3rem 1rem 2rem;
`;

const Brand = styled.div`
	p {
		margin: 0.5rem 0 0;
	}
`;

const BrandName = styled.p`
	display: flex;
	align-items: center;
	gap: 0.5rem;
	color: var( --pp-color-foreground );
	font-family: var( --pp-font-heading );
	font-size: 1.25rem;
	font-weight: 700;

	svg {
		width: 1.75rem;
		height: 1.75rem;
	}
`;

const Tagline = styled.p`
	color: var( --pp-color-foreground );
	font-family: var( --pp-font-heading );
	font-weight: 600;
`;

const GroupTitle = styled.h2`
	margin: 0 0 0.75rem;
	color: var( --pp-color-foreground );
	font-size: 0.9375rem;
	text-transform: uppercase;
	letter-spacing: 0.04em;
`;

const LinkList = styled.ul`
	display: grid;
	gap: 0.375rem;
	margin: 0;
	padding: 0;
	list-style: none;
`;

const FooterLink = styled( Link )`
	color: var( --pp-color-muted-foreground );
	text-decoration: none;
	border-radius: var( --pp-radius );

	&:hover {
		color: var( --pp-color-foreground );
		text-decoration: underline;
	}

	&:focus-visible {
		outline: 2px solid var( --pp-color-ring );
		outline-offset: 2px;
	}
`;

const Legal = styled.p`
	max-width: 80rem;
	margin: 0 auto;
	padding: 1rem;
	border-top: 1px solid var( --pp-color-border );
	font-size: 0.875rem;
	text-align: center;
`;

export function SiteFooter() {
	const year = new Date().getFullYear();

	return (
		<Footer>
			<Inner>
				<Brand>
					<BrandName>
						<LogoMark />
						{ __( 'PlayPal', 'playpal' ) }
					</BrandName>
					<Tagline>{ __( 'Print. Play. Done.', 'playpal' ) }</Tagline>
					<p>
						{ __(
							'Printable play kits and offline activities that turn ordinary afternoons into little adventures.',
							'playpal'
						) }
					</p>
				</Brand>
				{ getFooterLinkGroups().map( ( group ) => (
					<nav key={ group.title } aria-label={ group.title }>
						<GroupTitle>{ group.title }</GroupTitle>
						<LinkList>
							{ group.links.map( ( link ) => (
								<li key={ link.to }>
									<FooterLink to={ link.to }>
										{ link.label }
									</FooterLink>
								</li>
							) ) }
						</LinkList>
					</nav>
				) ) }
			</Inner>
			<Legal>
				{ sprintf(
					/* translators: %d: the current year. */
					__(
						'© %d PlayPal. Made with love for curious little minds.',
						'playpal'
					),
					year
				) }
			</Legal>
		</Footer>
	);
}

export default SiteFooter;
