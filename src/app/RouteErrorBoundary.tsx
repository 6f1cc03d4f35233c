/**
 * Catches what a screen throws while rendering (or a screen chunk that
 * failed to load) and shows the error screen in its place, instead of a
 * blank page. The next navigation (a new `resetKey`) tries again.
 */

/**
 * External dependencies
 */
import { Component, type ReactNode } from 'react';

/**
 * Internal dependencies
 */
import RouteErrorScreen from './RouteErrorScreen';

export interface RouteErrorBoundaryProps {
	children: ReactNode;
	/** A change (e.g. the path) clears the error and renders the children again. */
	resetKey: string;
	/** Whether the error screen is the page's main region (no layout around it). */
	landmark?: boolean;
}

interface RouteErrorBoundaryState {
	caught: { error: unknown } | null;
	resetKey: string;
}

export class RouteErrorBoundary extends Component<
	RouteErrorBoundaryProps,
	RouteErrorBoundaryState
> {
	override state: RouteErrorBoundaryState = {
		caught: null,
		resetKey: this.props.resetKey,
	};

	static getDerivedStateFromError(
		error: unknown
	): Partial< RouteErrorBoundaryState > {
		return { caught: { error } };
	}

	static getDerivedStateFromProps(
		props: RouteErrorBoundaryProps,
		state: RouteErrorBoundaryState
	): Partial< RouteErrorBoundaryState > | null {
		return props.resetKey === state.resetKey
			? null
			: { caught: null, resetKey: props.resetKey };
	}

	override render() {
		const { caught } = this.state;
		if ( caught ) {
			return (
				<RouteErrorScreen
					error={ caught.error }
					landmark={ this.props.landmark }
				/>
			);
		}
		return this.props.children;
	}
}

export default RouteErrorBoundary;
