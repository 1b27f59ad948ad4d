/**
 * Judging on the runner ({@code pipespec.judge=runner}): the pipeline itself counts each distinct
 * encoded element of an output against the expected side and brings back to the test JVM only the
 * totals and the first differing elements (or, for a sum or a hash, folds every element into that
 * one value and brings back the value), so that the test JVM's memory does not grow with the
 * output. Internal: used by the runtime.
 */
package io.pipespec.runtime.verdict.onrunner;
