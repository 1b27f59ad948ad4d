/**
 * What every validator uses: the {@link io.pipespec.processor.validation.ValidationReport} (errors
 * as data, immutable once built, a report of its own for each part validated), the stable {@link
 * io.pipespec.processor.validation.ErrorTag}s, annotation lookup, and the three {@link
 * io.pipespec.processor.validation.TestKind}s, which it tells apart. The validators themselves are
 * in {@code testclass} (what every kind of test shares), {@code pipeline}, {@code job} and {@code
 * function}.
 */
package io.pipespec.processor.validation;
