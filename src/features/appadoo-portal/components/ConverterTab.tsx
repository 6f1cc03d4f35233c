/**
 * HTML Converter (SPEC §2): drop or select an HTML file; what the converter
 * adds and its security features. Not built yet, and it says so: the file
 * field is disabled.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ComingSoon } from './ComingSoon';
import { Card, Field, Grid, Section } from './layout';

export function ConverterTab() {
	const features = [
		__( 'Parental controls and time limits', 'playpal' ),
		__( 'Content filter (HDG)', 'playpal' ),
		__( 'Print support', 'playpal' ),
		__( 'Works offline', 'playpal' ),
	];
	const security = [
		__( 'Device registration limits', 'playpal' ),
		__( 'Tamper detection', 'playpal' ),
		__( 'Token-based authentication', 'playpal' ),
	];
	return (
		<Section aria-labelledby="appadoo-converter-heading">
			<h2 id="appadoo-converter-heading">
				{ __( 'HTML Converter', 'playpal' ) }
			</h2>
			<ComingSoon>
				{ __(
					'The converter that turns an HTML file into a licensed offline Appadoo is not available yet. Nothing is uploaded from this page.',
					'playpal'
				) }
			</ComingSoon>
			<Field>
				<label htmlFor="appadoo-converter-file">
					{ __( 'Drop or select an HTML file', 'playpal' ) }
				</label>
				<input
					id="appadoo-converter-file"
					type="file"
					accept=".html,.htm,text/html"
					disabled
				/>
			</Field>
			<Grid>
				<li>
					<Card>
						<h3>{ __( 'Features added', 'playpal' ) }</h3>
						<ul>
							{ features.map( ( item ) => (
								<li key={ item }>{ item }</li>
							) ) }
						</ul>
					</Card>
				</li>
				<li>
					<Card>
						<h3>{ __( 'Security features', 'playpal' ) }</h3>
						<ul>
							{ security.map( ( item ) => (
								<li key={ item }>{ item }</li>
							) ) }
						</ul>
					</Card>
				</li>
			</Grid>
		</Section>
	);
}
