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

// findBy… and waitFor give up after this long (1 s by default): long enough
// for a screen to render on a loaded machine (see testTimeout in jest.config.js).
configure( { asyncUtilTimeout: 5_000 } );
