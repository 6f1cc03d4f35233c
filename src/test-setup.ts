/**
 * External dependencies
 */
import '@testing-library/jest-dom';

/**
 * Internal dependencies
 */
// jsdom lacks a few browser APIs Radix primitives use (ResizeObserver, pointer capture…).
import './components/test-utils/polyfills';
// React Router needs TextEncoder, which jsdom lacks.
import './lib/test-utils/polyfills';
