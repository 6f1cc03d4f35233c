/**
 * External dependencies
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

/**
 * Internal dependencies
 */
// jsdom lacks a few browser APIs Radix primitives use (ResizeObserver, pointer capture…).
import './components/test-utils/polyfills';
// React Router needs TextEncoder, which jsdom lacks.
import './lib/test-utils/polyfills';

// findBy… and waitFor give a loaded machine 5 s (Testing Library's default is 1 s)
// before a missing element counts as missing.
configure( { asyncUtilTimeout: 5000 } );
