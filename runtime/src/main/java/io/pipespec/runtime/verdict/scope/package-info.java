/**
 * Which windows and panes of an output an expectation judges. Generated suites make scopes with
 * {@link io.pipespec.runtime.verdict.scope.Scopes}; everything else here is internal.
 */
package io.pipespec.runtime.verdict.scope;
