/**
 * One social mention: platform, @username, display name, Featured badge,
 * picture, text, the first 3 hashtags and "+N", likes, comments, shares,
 * a link to the original post (new tab, when there is one) and the date.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Badge, Muted, VisuallyHidden } from '../../../components';
import { Card, MetaRow, rowList } from '../components/layout';
import { Picture } from '../components/Picture';
import { formatCount, formatLongDate } from '../../../lib/format';
import { CARD_HASHTAGS, firstOf } from '../limits';
import type { SocialMention } from '../types';
import { platformLabel } from './labels';

const Who = styled.div`
	display: flex;
	flex-direction: column;

	strong {
		font-size: 1rem;
	}

	span {
		color: var( --pp-color-muted-foreground );
		font-size: 0.875rem;
	}
`;

const Hashtags = styled.ul`
	${ rowList }
	gap: 0.375rem;
	color: var( --pp-color-primary );
	font-size: 0.875rem;
`;

const Engagement = styled.ul`
	${ rowList }
	gap: 1rem;
	font-size: 0.875rem;
`;

const Foot = styled.div`
	display: flex;
	flex-wrap: wrap;
	justify-content: space-between;
	gap: 0.5rem;
	margin-top: auto;

	a {
		color: var( --pp-color-primary );
	}
`;

export function MentionCard( { mention }: { mention: SocialMention } ) {
	const { shown, more } = firstOf( mention.hashtags, CARD_HASHTAGS );
	return (
		<li>
			<Card data-testid="mention">
				<MetaRow>
					<Badge variant="secondary">
						{ platformLabel( mention.platform ) }
					</Badge>
					{ mention.is_featured && (
						<Badge>{ __( 'Featured', 'playpal' ) }</Badge>
					) }
				</MetaRow>
				<Who>
					<strong>{ mention.display_name }</strong>
					<span>@{ mention.username }</span>
				</Who>
				{ mention.image_url && (
					<Picture
						src={ mention.image_url }
						alt={ sprintf(
							/* translators: %s: display name. */
							__( 'Picture shared by %s', 'playpal' ),
							mention.display_name
						) }
					/>
				) }
				<p>{ mention.content }</p>
				{ shown.length > 0 && (
					<Hashtags aria-label={ __( 'Hashtags', 'playpal' ) }>
						{ shown.map( ( tag, index ) => (
							<li key={ `${ index }-${ tag }` }>#{ tag }</li>
						) ) }
						{ more > 0 && (
							<li>
								{ sprintf(
									/* translators: %d: number of hashtags not shown. */
									__( '+%d', 'playpal' ),
									more
								) }
							</li>
						) }
					</Hashtags>
				) }
				<Engagement>
					<li>
						{ sprintf(
							/* translators: %s: number of likes. */
							_n(
								'%s like',
								'%s likes',
								mention.likes,
								'playpal'
							),
							formatCount( mention.likes )
						) }
					</li>
					<li>
						{ sprintf(
							/* translators: %s: number of comments. */
							_n(
								'%s comment',
								'%s comments',
								mention.comments,
								'playpal'
							),
							formatCount( mention.comments )
						) }
					</li>
					<li>
						{ sprintf(
							/* translators: %s: number of shares. */
							_n(
								'%s share',
								'%s shares',
								mention.shares,
								'playpal'
							),
							formatCount( mention.shares )
						) }
					</li>
				</Engagement>
				<Foot>
					<Muted>{ formatLongDate( mention.mention_date ) }</Muted>
					{ mention.post_url && (
						<a
							href={ mention.post_url }
							target="_blank"
							rel="noopener noreferrer"
						>
							{ __( 'View original post', 'playpal' ) }
							<VisuallyHidden>
								{ __( '(opens in a new tab)', 'playpal' ) }
							</VisuallyHidden>
						</a>
					) }
				</Foot>
			</Card>
		</li>
	);
}
